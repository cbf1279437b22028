import { z } from "@hono/zod-openapi";
import {
  adminDashboardView,
  caregiverHistoryRow,
  historyQuery,
  personHistoryView,
  scheduleQuery,
  scheduleView,
} from "@hulppost/shared/events";
import { trackRecordView } from "@hulppost/shared/staffing/track-record";
import type { AppDeps } from "../../app-deps";
import { jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { cachedJson } from "../../platform/cached-answer";
import { adminDashboardJson, caregiverHistory, personHistory, schedule } from "./caregivers.service";
import { trackRecord } from "./track-record.service";

export function caregiverRoutes(deps: AppDeps) {
  const router = createRouter();
  const tz = deps.config.APP_TIMEZONE;

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/dashboard",
      tags: ["Dashboard"],
      summary:
        "The admin overview: upcoming events, caregivers, open posts, shortages of people, tents and ambulances most urgent first, assets due for maintenance",
      permission: "events.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(adminDashboardView, "The overview") },
    }),
    async (c) => {
      const access = c.get("access");
      return cachedJson(c, deps, access, "dashboard", adminDashboardView, () =>
        adminDashboardJson(deps.database, access.organizationId, tz),
      );
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/schedule",
      tags: ["Caregivers"],
      summary: "Who works when, for a date range (the caregiver calendar)",
      permission: "members.read",
      request: { params: orgParams, query: scheduleQuery },
      responses: { 200: jsonContent(scheduleView, "Per member, their shifts in the range") },
    }),
    async (c) => {
      const { from, to } = c.req.valid("query");
      return c.json(await schedule(deps.db, c.get("access").organizationId, from, to, tz), 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/caregiver-history",
      tags: ["Caregivers"],
      summary: "Per caregiver: events worked and hours in a period, upcoming shifts, interest shown",
      permission: "members.read",
      request: { params: orgParams, query: historyQuery },
      responses: { 200: jsonContent(z.array(caregiverHistoryRow), "By name") },
    }),
    async (c) => c.json(await caregiverHistory(deps.db, c.get("access").organizationId, c.req.valid("query"), tz), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/members/{userId}/history",
      tags: ["Caregivers"],
      summary: "One caregiver's events in this organisation",
      permission: "members.read",
      request: { params: z.object({ orgId: z.string(), userId: z.uuid() }) },
      responses: { 200: jsonContent(personHistoryView, "Newest first") },
    }),
    async (c) => c.json(await personHistory(deps.db, c.get("access").organizationId, c.req.valid("param").userId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/members/{userId}/track-record",
      tags: ["Caregivers"],
      summary:
        "One caregiver's track record here: events (newest first) with hours worked and no-shows, totals this year and all time, first event, posts filled, how often they raise a hand",
      permission: "members.read",
      request: { params: z.object({ orgId: z.string(), userId: z.uuid() }) },
      responses: { 200: jsonContent(trackRecordView, "The track record") },
    }),
    async (c) =>
      c.json(await trackRecord(deps.db, c.get("access").organizationId, c.req.valid("param").userId, tz), 200),
  );
  return router;
}
