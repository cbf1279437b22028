import { z } from "@hono/zod-openapi";
import { assetUsageView, maintenanceDueItem, planningQuery, planningView } from "@hulppost/shared/infrastructure";
import type { AppDeps } from "../../app-deps";
import { jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import type { createRouter } from "../../http/router";
import { assetParams, tags } from "./assets.routes";
import { todayIn } from "./assets.service";
import { listMaintenanceDue } from "./maintenance";
import { assetUsage, planningMonth } from "./planning.service";

/** What assets did and will do: usage per asset, the month grid, maintenance due. */
export function registerPlanningRoutes(router: ReturnType<typeof createRouter>, deps: AppDeps) {
  const tz = deps.config.APP_TIMEZONE;

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/assets/{assetId}/usage",
      tags,
      summary: "The events the asset was and will be on, newest first, with hours in use",
      permission: "infrastructure.manage",
      request: { params: assetParams },
      responses: { 200: jsonContent(assetUsageView, "Usage history") },
    }),
    async (c) => c.json(await assetUsage(deps.db, c.get("access"), c.req.valid("param").assetId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/asset-planning",
      tags,
      summary: "A month of planning: per asset and day, its events, unavailability and maintenance",
      permission: "infrastructure.manage",
      request: { params: orgParams, query: planningQuery },
      responses: { 200: jsonContent(planningView, "The month") },
    }),
    async (c) => c.json(await planningMonth(deps.db, c.get("access"), c.req.valid("query").month, tz), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/asset-maintenance",
      tags,
      summary: "Active assets whose next maintenance is within 14 days or past, soonest first",
      permission: "infrastructure.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(z.array(maintenanceDueItem), "Due or overdue") },
    }),
    async (c) => c.json(await listMaintenanceDue(deps.db, c.get("access").organizationId, todayIn(tz)), 200),
  );
}
