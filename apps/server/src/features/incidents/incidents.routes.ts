import { z } from "@hono/zod-openapi";
import {
  casualtyPlaceBody,
  casualtyRecordView,
  casualtyView,
  closeIncidentBody,
  declareIncidentBody,
  incidentBoardView,
  incidentSummaryView,
  patientCasualtyView,
  tagBatchBody,
  tagBatchView,
  tagCode,
  triageBody,
} from "@hulppost/shared/incidents";
import type { AppDeps } from "../../app-deps";
import { attachment } from "../../http/content-disposition";
import type { OrgAccess } from "../../http/context";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { acceptsGzip, encodedJson } from "../../platform/cached-answer";
import { boardAnswer, touchBoards } from "./board.service";
import { moveCasualty } from "./casualty-place.service";
import { casualtyOfPatient, openCasualtyRecord } from "./casualty-record.service";
import { textIncidentToStaff } from "./incident-notice";
import {
  closeIncident,
  declareIncident,
  deleteExercise,
  listEventIncidents,
  listOpenIncidents,
} from "./incidents.service";
import { createTagBatch, listTagBatches, tagSheetDownload } from "./tags.service";
import { casualtyByTag, recordTriage } from "./triage.service";

const tags = ["Incidents"];
const eventParams = z.object({ orgId: z.string(), eventId: z.uuid() });
const incidentParams = z.object({ orgId: z.string(), incidentId: z.uuid() });
const casualtyParams = incidentParams.extend({ casualtyId: z.uuid() });
const tagParams = incidentParams.extend({ tagCode });
const batchParams = z.object({ orgId: z.string(), batchId: z.uuid() });
const patientParams = z.object({ orgId: z.string(), patientId: z.uuid() });

/**
 * Incident mode (docs/decisions/044): declare and close an incident on a live event, triage and
 * move its casualties, read its board, print label sheets. Caregivers reach the incidents of the
 * events they staff, like those events' patients.
 */
export function incidentRoutes(deps: AppDeps) {
  const router = createRouter();
  /** After a change committed here: the boards this process kept are not current (board-cache.ts). */
  const changed = <T>(access: OrgAccess, result: T): T => {
    touchBoards(deps.realtime, access.organizationId);
    return result;
  };
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/incidents/open",
      tags,
      summary: "The open incidents the person may see (the app switches to their board)",
      permission: "incidents.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(z.array(incidentSummaryView), "Open incidents, newest first") },
    }),
    async (c) => c.json(await listOpenIncidents(deps.db, c.get("access")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/incidents",
      tags,
      summary: "An event's incidents, newest first, with their counts per category",
      permission: "incidents.read",
      request: { params: eventParams },
      responses: { 200: jsonContent(z.array(incidentSummaryView), "The event's incidents") },
    }),
    async (c) => c.json(await listEventIncidents(deps.db, c.get("access"), c.req.valid("param").eventId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/events/{eventId}/incidents",
      tags,
      summary:
        "Declare an incident on a live event (an admin or its post leader); refused when the event already has an open one (named)",
      permission: "incidents.lead",
      request: { params: eventParams, ...jsonBody(declareIncidentBody) },
      responses: { 201: jsonContent(incidentSummaryView, "The incident") },
    }),
    async (c) =>
      c.json(
        await declareIncident(
          deps.db,
          c.get("access"),
          c.req.valid("param").eventId,
          c.req.valid("json"),
          c.get("clientIp"),
          (tx, incident) =>
            textIncidentToStaff(deps, tx, {
              organizationId: c.get("access").organizationId,
              eventId: c.req.valid("param").eventId,
              eventName: incident.eventName,
              incidentName: incident.name,
              actorId: c.get("access").viewer.userId,
            }),
        ),
        201,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/incidents/{incidentId}",
      tags,
      summary: "The incident's board: counts per category and place, casualties sickest first, the timeline",
      permission: "incidents.read",
      request: { params: incidentParams },
      responses: { 200: jsonContent(incidentBoardView, "The board") },
    }),
    async (c) => {
      // The board's bytes as built and encoded once per state (board.service.ts), sent as they are.
      const gzipped = acceptsGzip(c.req.header("accept-encoding"));
      const { incidentId } = c.req.valid("param");
      const body = await boardAnswer(deps.database, deps.realtime, c.get("access"), incidentId, gzipped);
      return encodedJson(c, body, gzipped, incidentBoardView);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/incidents/{incidentId}/close",
      tags,
      summary: "Close the incident with the final count (an admin or the event's post leader); read-only from then on",
      permission: "incidents.lead",
      request: { params: incidentParams, ...jsonBody(closeIncidentBody) },
      responses: { 200: jsonContent(incidentSummaryView, "The closed incident") },
    }),
    async (c) =>
      c.json(
        changed(
          c.get("access"),
          await closeIncident(
            deps.db,
            c.get("access"),
            c.req.valid("param").incidentId,
            c.req.valid("json"),
            c.get("clientIp"),
          ),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/incidents/{incidentId}",
      tags,
      summary: "Delete an exercise with its casualties; a real incident is refused (kept)",
      permission: "incidents.manage",
      request: { params: incidentParams },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deleteExercise(deps.db, c.get("access"), c.req.valid("param").incidentId, c.get("clientIp"));
      changed(c.get("access"), null);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/incidents/{incidentId}/triages",
      tags,
      summary:
        "Record a triage: a new casualty (by label or not), a re-triage or a doctor's override; idempotent by clientId",
      permission: "incidents.triage",
      request: { params: incidentParams, ...jsonBody(triageBody) },
      responses: { 200: jsonContent(casualtyView, "The casualty with its triage history") },
    }),
    async (c) => {
      const access = c.get("access");
      const triaged = await recordTriage(deps.db, access, c.req.valid("param").incidentId, c.req.valid("json"));
      return c.json(changed(access, triaged), 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/incidents/{incidentId}/tags/{tagCode}",
      tags,
      summary: "The casualty a scanned or typed label names in this incident, or 404 to triage a new one",
      permission: "incidents.read",
      request: { params: tagParams },
      responses: { 200: jsonContent(casualtyView, "The casualty") },
    }),
    async (c) => {
      const { incidentId, tagCode: code } = c.req.valid("param");
      return c.json(await casualtyByTag(deps.db, c.get("access"), incidentId, code), 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/incidents/{incidentId}/casualties/{casualtyId}/place",
      tags,
      summary: "Where a casualty is now: on scene, at the post, on the way, at hospital, gone home, dead",
      permission: "incidents.triage",
      request: { params: casualtyParams, ...jsonBody(casualtyPlaceBody) },
      responses: { 200: jsonContent(casualtyView, "The casualty") },
    }),
    async (c) => {
      const { incidentId, casualtyId } = c.req.valid("param");
      const moved = await moveCasualty(deps.db, c.get("access"), incidentId, casualtyId, c.req.valid("json"));
      return c.json(changed(c.get("access"), moved), 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/incidents/{incidentId}/casualties/{casualtyId}/record",
      tags,
      summary:
        "Open a full patient record of the event for a casualty taken into treatment (once: the same record again after)",
      permission: "patients.write",
      request: { params: casualtyParams },
      responses: { 200: jsonContent(casualtyRecordView, "The record's id") },
    }),
    async (c) => {
      const { incidentId, casualtyId } = c.req.valid("param");
      const record = await openCasualtyRecord(deps.db, c.get("access"), incidentId, casualtyId, c.get("clientIp"));
      return c.json(changed(c.get("access"), record), 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/patients/{patientId}/casualty",
      tags,
      summary: "The casualty a patient record was opened for, with its incident and triage history; 404 when none",
      permission: "patients.read",
      request: { params: patientParams },
      responses: { 200: jsonContent(patientCasualtyView, "The casualty") },
    }),
    async (c) => c.json(await casualtyOfPatient(deps.db, c.get("access"), c.req.valid("param").patientId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/triage-tags",
      tags,
      summary: "The printed label batches, newest first",
      permission: "incidents.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(z.array(tagBatchView), "The batches") },
    }),
    async (c) => c.json(await listTagBatches(deps.db, c.get("access")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/triage-tags",
      tags,
      summary: "Reserve the next label codes for printing (never a code twice); audit-logged",
      permission: "incidents.manage",
      request: { params: orgParams, ...jsonBody(tagBatchBody) },
      responses: { 201: jsonContent(tagBatchView, "The batch") },
    }),
    async (c) =>
      c.json(await createTagBatch(deps.db, c.get("access"), c.req.valid("json").count, c.get("clientIp")), 201),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/triage-tags/{batchId}/labels.pdf",
      tags,
      summary: "A batch's A4 label sheets: each label a QR code of its code and the code in large type",
      permission: "incidents.manage",
      request: { params: batchParams },
      responses: {
        200: {
          description: "A4 PDF, 24 labels a sheet",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
      },
    }),
    async (c) => {
      const download = await tagSheetDownload(deps.db, c.get("access"), c.req.valid("param").batchId);
      return c.body(download.body, 200, {
        "content-type": download.contentType,
        "content-disposition": attachment(download.filename),
        "cache-control": "no-store",
      });
    },
  );

  return router;
}
