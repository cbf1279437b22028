import { z } from "@hono/zod-openapi";
import { coordinatesBody, eventMapSummaryView, eventMapView, mapAssetView, pointView } from "@hulppost/shared/maps";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { getEventMap, listEventMaps } from "./maps.service";
import { clearSitePoint, placeAsset, removePlacement, setSitePoint } from "./placements.service";

const tags = ["Site maps"];
const eventParams = z.object({ orgId: z.string(), eventId: z.uuid() });
const placementParams = eventParams.extend({ assetId: z.uuid() });

/**
 * Site maps: an event's own point, where its assets stand, and the tiles to draw. Every
 * member reads them; admins place. The Locations page adds caregivers' live locations as another layer of the
 * same map, through routes of its own.
 */
export function mapRoutes(deps: AppDeps) {
  const router = createRouter();
  const tz = deps.config.APP_TIMEZONE;

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/event-maps",
      tags,
      summary:
        "Live and upcoming events for the Locations page's picker: live first, with their point and placed assets",
      permission: "infrastructure.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(z.array(eventMapSummaryView), "The events, live first, then by start") },
    }),
    async (c) => c.json(await listEventMaps(deps.db, c.get("access")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/map",
      tags,
      summary: "An event's site map: its point, the tile server and every asset assigned to it with its place or null",
      permission: "infrastructure.read",
      request: { params: eventParams },
      responses: { 200: jsonContent(eventMapView, "The site map") },
    }),
    async (c) => c.json(await getEventMap(deps.db, c.get("access"), c.req.valid("param").eventId, tz), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/events/{eventId}/map/site",
      tags,
      summary: "Set the event's own point (typed coordinates or a tap on the map; no geocoding)",
      permission: "infrastructure.manage",
      request: { params: eventParams, ...jsonBody(coordinatesBody) },
      responses: { 200: jsonContent(pointView, "The event's point") },
    }),
    async (c) =>
      c.json(
        await setSitePoint(
          deps.db,
          c.get("access"),
          c.req.valid("param").eventId,
          c.req.valid("json"),
          c.get("clientIp"),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/events/{eventId}/map/site",
      tags,
      summary: "Take the event's own point off its map",
      permission: "infrastructure.manage",
      request: { params: eventParams },
      responses: { 204: { description: "Removed (or there was none)" } },
    }),
    async (c) => {
      await clearSitePoint(deps.db, c.get("access"), c.req.valid("param").eventId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/events/{eventId}/map/assets/{assetId}",
      tags,
      summary: "Place an asset assigned to the event on its map, or move it (404 when it is not on the event)",
      permission: "infrastructure.manage",
      request: { params: placementParams, ...jsonBody(coordinatesBody) },
      responses: { 200: jsonContent(mapAssetView, "The asset where it now stands") },
    }),
    async (c) => {
      const { eventId, assetId } = c.req.valid("param");
      return c.json(
        await placeAsset(deps.db, c.get("access"), eventId, assetId, c.req.valid("json"), tz, c.get("clientIp")),
        200,
      );
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/events/{eventId}/map/assets/{assetId}",
      tags,
      summary: "Take an asset off the event's map; it stays assigned to the event",
      permission: "infrastructure.manage",
      request: { params: placementParams },
      responses: { 204: { description: "Removed (or it was not placed)" } },
    }),
    async (c) => {
      const { eventId, assetId } = c.req.valid("param");
      await removePlacement(deps.db, c.get("access"), eventId, assetId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );
  return router;
}
