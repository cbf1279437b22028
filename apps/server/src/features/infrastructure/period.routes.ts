import { z } from "@hono/zod-openapi";
import { periodBody, periodUpdateBody, periodView } from "@hulppost/shared/infrastructure";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import type { createRouter } from "../../http/router";
import { assetParams, tags } from "./assets.routes";
import { createPeriod, deletePeriod, listPeriods, updatePeriod } from "./periods.service";

const periodParams = z.object({ orgId: z.string(), periodId: z.uuid() });

/** An asset's unavailability periods: list, add, change, delete (overlaps are refused, decision 025). */
export function registerPeriodRoutes(router: ReturnType<typeof createRouter>, deps: AppDeps) {
  const tz = deps.config.APP_TIMEZONE;

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/assets/{assetId}/periods",
      tags,
      summary: "The asset's unavailability periods, earliest first",
      permission: "infrastructure.manage",
      request: { params: assetParams },
      responses: { 200: jsonContent(z.array(periodView), "The periods") },
    }),
    async (c) => c.json(await listPeriods(deps.db, c.get("access"), c.req.valid("param").assetId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/assets/{assetId}/periods",
      tags,
      summary:
        "Make the asset unavailable from a date to a date (inclusive) for a reason; refused when it overlaps another period or an event the asset is on",
      permission: "infrastructure.manage",
      request: { params: assetParams, ...jsonBody(periodBody) },
      responses: { 201: jsonContent(periodView, "The period") },
    }),
    async (c) =>
      c.json(
        await createPeriod(
          deps.db,
          c.get("access"),
          c.req.valid("param").assetId,
          c.req.valid("json"),
          c.get("clientIp"),
          tz,
        ),
        201,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/orgs/{orgId}/asset-periods/{periodId}",
      tags,
      summary: "Change a period's dates, reason or detail (the same rules as a new one)",
      permission: "infrastructure.manage",
      request: { params: periodParams, ...jsonBody(periodUpdateBody) },
      responses: { 200: jsonContent(periodView, "The period") },
    }),
    async (c) =>
      c.json(
        await updatePeriod(
          deps.db,
          c.get("access"),
          c.req.valid("param").periodId,
          c.req.valid("json"),
          c.get("clientIp"),
          tz,
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/asset-periods/{periodId}",
      tags,
      summary: "Delete a period: the asset is available on those days again",
      permission: "infrastructure.manage",
      request: { params: periodParams },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deletePeriod(deps.db, c.get("access"), c.req.valid("param").periodId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );
}
