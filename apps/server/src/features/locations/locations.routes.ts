import { z } from "@hono/zod-openapi";
import {
  caregiverPositionView,
  sharedLocationView,
  shareLocationBody,
  sharingMemberView,
} from "@hulppost/shared/locations";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { eventPositions, shareLocation, sharingMembers, stopSharing } from "./locations.service";

const tags = ["Locations"];
const eventParams = orgParams.extend({ eventId: z.uuid() });

/**
 * Shared positions of members: a member shares theirs while the Locations page is open
 * and stops it (or signs out, or leaves); an event's live map shows its caregivers; admins see
 * everyone who shares. Each write raises a realtime notice through a database trigger.
 */
export function locationRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/locations",
      tags,
      summary: "Share my position (members; refused with LOCATIONS_DISABLED when the organisation switched it off)",
      permission: "locations.share",
      request: { params: orgParams, ...jsonBody(shareLocationBody) },
      responses: { 201: jsonContent(sharedLocationView, "The position as stored") },
    }),
    async (c) => c.json(await shareLocation(deps.database, c.get("access"), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/locations/mine",
      tags,
      summary: "Stop sharing: deletes my positions in this organisation (also when sharing is switched off)",
      permission: "locations.share",
      request: { params: orgParams },
      responses: { 204: { description: "Deleted (or there were none)" } },
    }),
    async (c) => {
      await stopSharing(deps.db, c.get("access"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/locations",
      tags,
      summary:
        "An event's live map: the newest position of the last 15 minutes of each caregiver assigned to it (caregivers: only events they are on)",
      permission: "locations.read",
      request: { params: eventParams },
      responses: { 200: jsonContent(z.array(caregiverPositionView), "The positions, by name") },
    }),
    async (c) => c.json(await eventPositions(deps.db, c.get("access"), c.req.valid("param").eventId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/locations",
      tags,
      summary: "Every member who shared a position in the last 15 minutes, at their newest one (admins)",
      permission: "locations.readAll",
      request: { params: orgParams },
      responses: { 200: jsonContent(z.array(sharingMemberView), "The sharing members, by name") },
    }),
    async (c) => c.json(await sharingMembers(deps.db, c.get("access")), 200),
  );
  return router;
}
