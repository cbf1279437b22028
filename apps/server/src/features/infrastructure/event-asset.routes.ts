import { z } from "@hono/zod-openapi";
import { assetCandidateView, eventAssetBody, eventAssetView } from "@hulppost/shared/infrastructure";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import type { createRouter } from "../../http/router";
import { tags } from "./assets.routes";
import { assignAsset, listAssetCandidates, listEventAssets, unassignAsset } from "./event-assets.service";

const eventParams = z.object({ orgId: z.string(), eventId: z.uuid() });

/** Assets on events: which are on one, which could go and why not, assign and take off. */
export function registerEventAssetRoutes(router: ReturnType<typeof createRouter>, deps: AppDeps) {
  const tz = deps.config.APP_TIMEZONE;

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/assets",
      tags,
      summary: "The event's assets, by type and name, and whether each is placed on its site map",
      permission: "infrastructure.read",
      request: { params: eventParams },
      responses: { 200: jsonContent(z.array(eventAssetView), "The event's assets") },
    }),
    async (c) => c.json(await listEventAssets(deps.db, c.get("access"), c.req.valid("param").eventId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/asset-candidates",
      tags,
      summary: "Every asset with what would refuse it on this event (switched off, unavailable, on another event)",
      permission: "infrastructure.manage",
      request: { params: eventParams },
      responses: { 200: jsonContent(z.array(assetCandidateView), "By type and name") },
    }),
    async (c) => c.json(await listAssetCandidates(deps.db, c.get("access"), c.req.valid("param").eventId, tz), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/events/{eventId}/assets",
      tags,
      summary:
        "Put an asset on the event; refused when it is switched off, unavailable on a day the event touches, or on an overlapping event (named), and when its maintenance is overdue unless confirmed",
      permission: "infrastructure.manage",
      request: { params: eventParams, ...jsonBody(eventAssetBody) },
      responses: { 201: jsonContent(eventAssetView, "The asset on the event") },
    }),
    async (c) =>
      c.json(
        await assignAsset(
          deps.db,
          c.get("access"),
          c.req.valid("param").eventId,
          c.req.valid("json").assetId,
          c.get("clientIp"),
          tz,
          c.req.valid("json").maintenanceOverdueConfirmed,
        ),
        201,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/events/{eventId}/assets/{assetId}",
      tags,
      summary: "Take an asset off the event (its place on the site map goes with it)",
      permission: "infrastructure.manage",
      request: { params: eventParams.extend({ assetId: z.uuid() }) },
      responses: { 204: { description: "Taken off" } },
    }),
    async (c) => {
      const { eventId, assetId } = c.req.valid("param");
      await unassignAsset(deps.db, c.get("access"), eventId, assetId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );
}
