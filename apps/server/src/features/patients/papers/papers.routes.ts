import { z } from "@hono/zod-openapi";
import { handoverView, paperQuery } from "@hulppost/shared/papers";
import type { Context } from "hono";
import type { AppDeps } from "../../../app-deps";
import { attachment } from "../../../http/content-disposition";
import type { AppEnv } from "../../../http/context";
import { jsonContent } from "../../../http/openapi-shared";
import { defineRoute } from "../../../http/route";
import { createRouter } from "../../../http/router";
import {
  type Download,
  eventReportDownload,
  fhirDownload,
  getHandover,
  handoverDownload,
  patientReportDownload,
} from "./paper-downloads";

const tags = ["Papers"];
const patientParams = z.object({ orgId: z.string(), patientId: z.uuid() });
const eventParams = z.object({ orgId: z.string(), eventId: z.uuid() });
const file = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().openapi({ format: "binary" }) } },
});

/** A download's headers: a file name every browser keeps (RFC 6266), and no cache. */
const downloadHeaders = (filename: string) => ({
  "content-disposition": attachment(filename),
  // Health data: no shared cache, no browser cache on a borrowed phone.
  "cache-control": "no-store",
});

/** A download: the bytes and their type. */
const send = (c: Context<AppEnv>, download: Download) =>
  c.body(download.body, 200, { "content-type": download.contentType, ...downloadHeaders(download.filename) });

/** The papers that leave the post: patient report, ATMIST handover, FHIR export, event report. */
export function paperRoutes(deps: AppDeps) {
  const router = createRouter();
  const timeZone = deps.config.APP_TIMEZONE;
  const context = (c: Context<AppEnv>, lang?: "nl" | "en" | "es" | "fr") => ({
    db: deps.db,
    access: c.get("access"),
    timeZone,
    ip: c.get("clientIp"),
    lang,
  });

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/patients/{patientId}/report.pdf",
      tags,
      summary: "The patient's report as a PDF (record, vital signs with NEWS2 and chart, status history); audit-logged",
      permission: "patients.export",
      request: { params: patientParams, query: paperQuery },
      responses: { 200: file("application/pdf", "A4 PDF in the organisation's report language or `lang`") },
    }),
    async (c) =>
      send(c, await patientReportDownload(context(c, c.req.valid("query").lang), c.req.valid("param").patientId)),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/patients/{patientId}/handover",
      tags,
      summary:
        "The ATMIST handover sheet's content, with the destination hospital; the look is in the record's history",
      permission: "patients.export",
      request: { params: patientParams },
      responses: { 200: jsonContent(handoverView, "Age, Time, Mechanism, Injuries, Signs, Treatment") },
    }),
    async (c) => c.json(await getHandover(context(c), c.req.valid("param").patientId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/patients/{patientId}/handover.pdf",
      tags,
      summary: "The ATMIST handover sheet as a one-page PDF; audit-logged",
      permission: "patients.export",
      request: { params: patientParams, query: paperQuery },
      responses: { 200: file("application/pdf", "One A4 page") },
    }),
    async (c) => send(c, await handoverDownload(context(c, c.req.valid("query").lang), c.req.valid("param").patientId)),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/patients/{patientId}/fhir",
      tags,
      summary:
        "The encounter as a FHIR R4 Bundle (collection): Patient, Encounter, Observations, Conditions, Procedure",
      permission: "patients.export",
      request: { params: patientParams, query: paperQuery },
      responses: {
        200: {
          description: "FHIR R4 JSON, references as urn:uuid; audit-logged",
          content: {
            "application/fhir+json": {
              schema: z.object({ resourceType: z.literal("Bundle") }).passthrough(),
            },
          },
        },
      },
    }),
    // A file to save (its download name), and JSON of the declared contract: through c.json, in
    // FHIR's own media type (c.json keeps a Content-Type it is given).
    async (c) => {
      const { bundle, filename } = await fhirDownload(
        context(c, c.req.valid("query").lang),
        c.req.valid("param").patientId,
      );
      return c.json(bundle, 200, {
        "Content-Type": "application/fhir+json; charset=utf-8",
        ...downloadHeaders(filename),
      });
    },
  );

  for (const format of ["pdf", "csv"] as const)
    router.openapi(
      defineRoute(deps, {
        method: "get",
        path: `/orgs/{orgId}/events/{eventId}/report.${format}`,
        tags,
        summary: `The event's report as ${format.toUpperCase()}: contacts by urgency, status, outcome, type and hour, referrals, 112 calls, staffing; no names`,
        permission: "events.report",
        request: { params: eventParams, query: paperQuery },
        responses: {
          200:
            format === "pdf"
              ? file("application/pdf", "A4 PDF")
              : file("text/csv", "UTF-8 with BOM; semicolons, commas in English"),
        },
      }),
      async (c) =>
        send(c, await eventReportDownload(context(c, c.req.valid("query").lang), c.req.valid("param").eventId, format)),
    );
  return router;
}
