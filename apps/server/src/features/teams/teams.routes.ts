import { z } from "@hono/zod-openapi";
import { teamBody, teamMemberBody, teamUpdateBody, teamView } from "@hulppost/shared/events";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { addTeamMember, createTeam, deleteTeam, removeTeamMember, updateTeam } from "./teams.service";

const tags = ["Teams"];
const teamParams = z.object({ orgId: z.string(), teamId: z.uuid() });

export function teamRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/events/{eventId}/teams",
      tags,
      summary: "Make a team for an event: name, description, colour",
      permission: "teams.manage",
      request: { params: z.object({ orgId: z.string(), eventId: z.uuid() }), ...jsonBody(teamBody) },
      responses: { 201: jsonContent(teamView, "The team") },
    }),
    async (c) =>
      c.json(
        await createTeam(
          deps.db,
          c.get("access"),
          c.req.valid("param").eventId,
          c.req.valid("json"),
          c.get("clientIp"),
        ),
        201,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/orgs/{orgId}/teams/{teamId}",
      tags,
      summary: "Rename or recolour a team",
      permission: "teams.manage",
      request: { params: teamParams, ...jsonBody(teamUpdateBody) },
      responses: { 200: jsonContent(teamView, "The team") },
    }),
    async (c) =>
      c.json(
        await updateTeam(deps.db, c.get("access"), c.req.valid("param").teamId, c.req.valid("json"), c.get("clientIp")),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/teams/{teamId}",
      tags,
      summary: "Delete a team (its members stay assigned to the event)",
      permission: "teams.manage",
      request: { params: teamParams },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deleteTeam(deps.db, c.get("access"), c.req.valid("param").teamId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/teams/{teamId}/members",
      tags,
      summary: "Put one of the event's assigned caregivers in the team",
      permission: "teams.manage",
      request: { params: teamParams, ...jsonBody(teamMemberBody) },
      responses: { 200: jsonContent(teamView, "The team") },
    }),
    async (c) =>
      c.json(
        await addTeamMember(
          deps.db,
          c.get("access"),
          c.req.valid("param").teamId,
          c.req.valid("json").userId,
          c.get("clientIp"),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/teams/{teamId}/members/{userId}",
      tags,
      summary: "Take a caregiver out of the team",
      permission: "teams.manage",
      request: { params: teamParams.extend({ userId: z.uuid() }) },
      responses: { 200: jsonContent(teamView, "The team") },
    }),
    async (c) => {
      const { teamId, userId } = c.req.valid("param");
      return c.json(await removeTeamMember(deps.db, c.get("access"), teamId, userId, c.get("clientIp")), 200);
    },
  );
  return router;
}
