import { z } from "@hono/zod-openapi";
import type { Language } from "@hulppost/shared/constants";
import {
  eventInsightsCsvQuery,
  eventInsightsView,
  type InsightSection,
  type InsightsView,
  insightsCsvQuery,
  insightsQuery,
  organizationInsightsView,
} from "@hulppost/shared/insights";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import { attachment } from "../../http/content-disposition";
import type { AppEnv } from "../../http/context";
import { jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { cachedJson } from "../../platform/cached-answer";
import { audit } from "../audit/audit.service";
import { fileSafe } from "../patients/papers/paper-format";
import { paperLanguage } from "../patients/papers/papers.service";
import { forecastAgainstActual, learnedRates } from "./forecast-insights";
import { INSIGHTS_WORDS } from "./insights.messages";
import { eventInsights, organizationInsights } from "./insights.service";
import { renderInsightsCsv } from "./insights-csv";

const tags = ["Insights"];
const eventParams = z.object({ orgId: z.string(), eventId: z.uuid() });
const csvFile = {
  description: "UTF-8 with BOM; semicolons, commas in English; formulas neutralised",
  content: { "text/csv": { schema: z.string().openapi({ format: "binary" }) } },
};
const FIGURES =
  "patients by status, urgency, hour of arrival and outcome; time from arrival to the first vital signs; staffing fill per event and month; caregiver hours per person and qualification";

/**
 * Insights for the organisation's admins: the figures as JSON for the charts and as CSV
 * for a spreadsheet, over a period or for one event. The CSV holds names and hours of people, so
 * its download is audit-logged and never cached.
 */
export function insightsRoutes(deps: AppDeps) {
  const router = createRouter();
  const timeZone = deps.config.APP_TIMEZONE;

  /** The CSV answer, with a file name every browser keeps (RFC 6266), and its line in the audit log. */
  async function sendCsv(
    c: Context<AppEnv>,
    view: InsightsView,
    query: { section?: InsightSection; lang?: Language },
    file: { name: string; eventId?: string },
  ) {
    const access = c.get("access");
    const language = await paperLanguage(deps.db, access.organizationId, query.lang);
    const words = INSIGHTS_WORDS[language];
    const part = query.section ? `-${fileSafe(words.sections[query.section]).toLowerCase()}` : "";
    await audit(deps.db, {
      action: "insights.export",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: file.eventId ? "event" : null,
      targetId: file.eventId ?? null,
      details: { from: view.from, to: view.to, section: query.section ?? null, language },
      ipAddress: c.get("clientIp"),
    });
    return c.body(renderInsightsCsv(view, language, query.section), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": attachment(`${file.name}-${words.file}${part}.csv`),
      "cache-control": "no-store",
    });
  }

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/insights",
      tags,
      summary: `The organisation's figures over a period (local days, both included; the last 12 months by default): ${FIGURES}; the patient rate learned from its own past events, per year, beside Arbon's`,
      permission: "insights.read",
      request: { params: orgParams, query: insightsQuery },
      responses: { 200: jsonContent(organizationInsightsView, "The figures, with the learned own patient rate") },
    }),
    async (c) => {
      const access = c.get("access");
      const query = c.req.valid("query");
      // A year of figures reads every patient of the period: kept under the organisation's data
      // version (events, assignments, members) for one cache bucket (30 s), so ten admins opening
      // the tab cost one computation. Patients do not raise that version: their figures may be up
      // to 30 s behind, which an analytics page can take (the live patient list is not cached so).
      return cachedJson(c, deps, access, `insights:${JSON.stringify(query)}`, organizationInsightsView, async () => {
        const [view, ownRates] = await Promise.all([
          organizationInsights(deps.db, access.organizationId, query, timeZone),
          learnedRates(deps.db, access.organizationId, timeZone),
        ]);
        return JSON.stringify({ ...view, ownRates });
      });
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/insights.csv",
      tags,
      summary: "The same figures as CSV, every section or the one named by `section`; audit-logged",
      permission: "insights.read",
      request: { params: orgParams, query: insightsCsvQuery },
      responses: { 200: csvFile },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const view = await organizationInsights(deps.db, c.get("access").organizationId, query, timeZone);
      return sendCsv(c, view, query, { name: `${view.from}-${view.to}` });
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/insights",
      tags,
      summary: `One event's figures: ${FIGURES}; forecast against registered patients per hour`,
      permission: "insights.read",
      request: { params: eventParams },
      responses: { 200: jsonContent(eventInsightsView, "The figures") },
    }),
    async (c) => {
      const { organizationId } = c.get("access");
      const { eventId } = c.req.valid("param");
      // The event's own 404 first: the forecast's query does not run for another organisation's event.
      const view = await eventInsights(deps.db, organizationId, eventId, timeZone);
      return c.json({ ...view, forecast: await forecastAgainstActual(deps.db, organizationId, eventId) }, 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/insights.csv",
      tags,
      summary: "One event's figures as CSV, every section or the one named by `section`; audit-logged",
      permission: "insights.read",
      request: { params: eventParams, query: eventInsightsCsvQuery },
      responses: { 200: csvFile },
    }),
    async (c) => {
      const { eventId } = c.req.valid("param");
      const view = await eventInsights(deps.db, c.get("access").organizationId, eventId, timeZone);
      const name = `${view.from}-${fileSafe(view.event.name)}`;
      return sendCsv(c, view, c.req.valid("query"), { name, eventId });
    },
  );
  return router;
}
