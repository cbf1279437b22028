import { z } from "@hono/zod-openapi";
import { profilePatchBody } from "@hulppost/shared/me";
import {
  addMemberBody,
  adminPasswordBody,
  memberDetailView,
  memberListQuery,
  memberView,
  updateMemberBody,
} from "@hulppost/shared/members";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import {
  deleteMemberLogin,
  resetMemberPassword,
  updateMemberProfile,
  verifyMemberEmail,
} from "./member-account.service";
import { addMemberByCode, getMember, listMembers, removeMember, updateMember } from "./members.service";

const tags = ["Caregivers"];
const memberParams = z.object({ orgId: z.string(), userId: z.uuid() });

export function memberRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/members",
      tags,
      summary: "The organisation's caregivers and admins, with search and a qualification filter",
      permission: "members.read",
      request: { params: orgParams, query: memberListQuery },
      responses: { 200: jsonContent(z.array(memberView), "Members, by last name") },
    }),
    async (c) => c.json(await listMembers(deps.db, c.get("access").organizationId, c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/members",
      tags,
      summary: "Add an existing person by their user code",
      permission: "members.manage",
      request: { params: orgParams, ...jsonBody(addMemberBody) },
      responses: { 201: jsonContent(memberView, "The new member") },
    }),
    async (c) => c.json(await addMemberByCode(deps.db, c.get("access"), c.req.valid("json"), c.get("clientIp")), 201),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/members/{userId}",
      tags,
      summary: "One caregiver's details",
      permission: "members.read",
      request: { params: memberParams },
      responses: { 200: jsonContent(memberDetailView, "The caregiver") },
    }),
    async (c) => c.json(await getMember(deps.db, c.get("access").organizationId, c.req.valid("param").userId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/orgs/{orgId}/members/{userId}",
      tags,
      summary: "Change a member's role or make this their primary organisation",
      permission: "members.manage",
      request: { params: memberParams, ...jsonBody(updateMemberBody) },
      responses: { 200: jsonContent(memberView, "The member") },
    }),
    async (c) =>
      c.json(
        await updateMember(
          deps.db,
          c.get("access"),
          c.req.valid("param").userId,
          c.req.valid("json"),
          c.get("clientIp"),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/members/{userId}/profile",
      tags,
      summary: "Edit a caregiver's details: the fields named change, the others stay",
      permission: "members.manage",
      request: { params: memberParams, ...jsonBody(profilePatchBody) },
      responses: { 200: jsonContent(memberDetailView, "The caregiver") },
    }),
    async (c) =>
      c.json(
        await updateMemberProfile(
          deps.db,
          c.get("access"),
          c.req.valid("param").userId,
          c.req.valid("json"),
          c.get("clientIp"),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/members/{userId}/password",
      tags,
      summary: "Set a caregiver's password (their sessions end)",
      permission: "members.manage",
      request: { params: memberParams, ...jsonBody(adminPasswordBody) },
      responses: { 204: { description: "Password set" } },
    }),
    async (c) => {
      await resetMemberPassword(
        deps,
        c.get("access"),
        c.req.valid("param").userId,
        c.req.valid("json").password,
        c.get("clientIp"),
      );
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/members/{userId}/verify-email",
      tags,
      summary: "Mark a caregiver's email address as verified",
      permission: "members.manage",
      request: { params: memberParams },
      responses: { 204: { description: "Verified" } },
    }),
    async (c) => {
      await verifyMemberEmail(deps.db, c.get("access"), c.req.valid("param").userId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/members/{userId}",
      tags,
      summary: "Remove a person from the organisation",
      permission: "members.manage",
      request: { params: memberParams },
      responses: { 204: { description: "Removed" } },
    }),
    async (c) => {
      await removeMember(deps.db, c.get("access"), c.req.valid("param").userId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/members/{userId}/login",
      tags,
      summary: "Delete a caregiver's login (they can no longer sign in); refused if they belong elsewhere too",
      permission: "members.manage",
      request: { params: memberParams },
      responses: { 204: { description: "Login deleted" } },
    }),
    async (c) => {
      await deleteMemberLogin(deps.db, c.get("access"), c.req.valid("param").userId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );
  return router;
}
