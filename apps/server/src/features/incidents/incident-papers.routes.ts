import { z } from "@hono/zod-openapi";
import { paperQuery } from "@hulppost/shared/papers";
import type { AppDeps } from "../../app-deps";
import { attachment } from "../../http/content-disposition";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { incidentFhirDownload, incidentReportDownload } from "./incident-report.service";

const tags = ["Incidents"];
const incidentParams = z.object({ orgId: z.string(), incidentId: z.uuid() });

/** An incident's papers for the organiser and the medical authority: report (PDF, CSV) and FHIR; no names. */
export function incidentPaperRoutes(deps: AppDeps) {
  const router = createRouter();
  for (const format of ["pdf", "csv"] as const)
    router.openapi(
      defineRoute(deps, {
        method: "get",
        path: `/orgs/{orgId}/incidents/{incidentId}/report.${format}`,
        tags,
        summary:
          format === "pdf"
            ? "The incident report (counts, places, hospitals, ambulances, a chart over time, casualties, timeline; no names)"
            : "The incident's casualties as CSV (no names); audit-logged",
        permission: "events.report",
        request: { params: incidentParams, query: paperQuery },
        responses: {
          200: {
            description: format === "pdf" ? "A4 PDF" : "CSV with a byte order mark",
            content: {
              [format === "pdf" ? "application/pdf" : "text/csv"]: { schema: z.string().openapi({ format: "binary" }) },
            },
          },
        },
      }),
      async (c) => {
        const download = await incidentReportDownload(
          deps.db,
          c.get("access"),
          c.req.valid("param").incidentId,
          format,
          deps.config.APP_TIMEZONE,
          c.get("clientIp"),
          c.req.valid("query").lang,
        );
        return c.body(download.body, 200, {
          "content-type": download.contentType,
          "content-disposition": attachment(download.filename),
          "cache-control": "no-store",
        });
      },
    );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/incidents/{incidentId}/fhir",
      tags,
      summary:
        "The incident as a FHIR R4 Bundle: per casualty an anonymous Patient, an Encounter and its triage Observations; audit-logged",
      permission: "events.report",
      request: { params: incidentParams, query: paperQuery },
      responses: {
        200: {
          description: "A FHIR R4 Bundle of type collection",
          content: {
            "application/fhir+json": { schema: z.object({ resourceType: z.literal("Bundle") }).passthrough() },
          },
        },
      },
    }),
    async (c) => {
      const { bundle, filename } = await incidentFhirDownload(
        deps.db,
        c.get("access"),
        c.req.valid("param").incidentId,
        c.get("clientIp"),
        c.req.valid("query").lang,
      );
      // JSON of the declared contract through c.json, in FHIR's own media type.
      return c.json(bundle, 200, {
        "Content-Type": "application/fhir+json; charset=utf-8",
        "content-disposition": attachment(filename),
        "cache-control": "no-store",
      });
    },
  );

  return router;
}
