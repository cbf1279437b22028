import { z } from "@hono/zod-openapi";
import { PATIENT_PHOTO_MAX_BYTES } from "@hulppost/shared/constants";
import { PATIENT_CHANGES_MAX, patientChangesBody, patientChangesView } from "@hulppost/shared/patient-changes";
import {
  createPatientBody,
  mobilePatientQuery,
  mobilePatientView,
  patientHistoryEntry,
  patientListQuery,
  patientListView,
  patientRetentionBody,
  patientStatusBody,
  patientView,
  updatePatientBody,
} from "@hulppost/shared/patients";
import { vitalSignsBody, vitalSignsView } from "@hulppost/shared/vital-signs";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { cachedJson, cachedJsonAt } from "../../platform/cached-answer";
import { photoBodyLimit, photoHeaders, photoUploadBody } from "../../platform/photos";
import { listVersions } from "./list-versions";
import { listMobilePatients, openMobilePatient } from "./mobile-patients.service";
import { requireEventPost, requirePatient, seesAllPatients } from "./patient-access";
import { applyPatientChanges } from "./patient-changes.service";
import { listHistory } from "./patient-history";
import { computePatientList } from "./patient-list.service";
import { deletePhoto, readPhoto, savePhoto } from "./patient-photo.service";
import { changeStatus } from "./patient-status.service";
import { createPatient, deletePatient, getPatient, updatePatient } from "./patients.service";
import { getRetention, setRetention } from "./retention-setting";
import { addVitalSigns, listVitalSigns } from "./vital-signs.service";

const tags = ["Patients"];
const eventParams = z.object({ orgId: z.string(), eventId: z.uuid() });
const patientParams = z.object({ orgId: z.string(), patientId: z.uuid() });

export function patientRoutes(deps: AppDeps) {
  const router = createRouter();
  // A write committed here: this process's cached lists of the event are old before its notice
  // comes back (decision 058).
  const touchLists = (organizationId: string, eventId: string | null) =>
    listVersions(deps.realtime).touch(organizationId, eventId);

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/events/{eventId}/patients",
      tags,
      summary: "The event's patients, a page at a time, with counts per status and urgency and the post's status",
      permission: "patients.read",
      request: { params: eventParams, query: patientListQuery },
      responses: { 200: jsonContent(patientListView, "A page of patients") },
    }),
    async (c) => {
      const access = c.get("access");
      const { eventId } = c.req.valid("param");
      const query = c.req.valid("query");
      // A caregiver must be at this event's post; an admin sees every event's patients, so for an
      // admin a cached list (whose event existed when it was computed) needs no query at all.
      if (!seesAllPatients(access)) await requireEventPost(deps.db, access, eventId);
      // The same list for everyone who may see it, cached under the event's own version in this
      // process (decision 058: a measurement at another post leaves it cached) or, when this
      // process cannot tell, the organisation's data_version (decision 040); and a 30-second
      // bucket for "the last hour".
      const key = `patients:${eventId}:${JSON.stringify(query)}`;
      const compute = async () => {
        if (seesAllPatients(access)) await requireEventPost(deps.db, access, eventId);
        return JSON.stringify(await computePatientList(deps.db, access, eventId, query));
      };
      const version = await listVersions(deps.realtime).key(access.organizationId, eventId);
      if (version === null) return cachedJson(c, deps, access, key, patientListView, compute);
      const fullKey = `${access.organizationId}:${version}:${deps.responseCache.bucket()}:${key}`;
      return cachedJsonAt(c, deps, fullKey, patientListView, compute);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/events/{eventId}/patients",
      tags,
      summary: "Register a patient (form or quick input); the client's id makes a repeated create harmless",
      permission: "patients.write",
      request: { params: eventParams, ...jsonBody(createPatientBody) },
      responses: {
        201: jsonContent(patientView, "The new record"),
        200: jsonContent(patientView, "The record this id made before"),
      },
    }),
    async (c) => {
      const access = c.get("access");
      const { eventId } = c.req.valid("param");
      const { created, patient } = await createPatient(
        deps.db,
        access,
        eventId,
        c.req.valid("json"),
        c.get("clientIp"),
      );
      touchLists(access.organizationId, eventId);
      return c.json(patient, created ? 201 : 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/patient-changes",
      tags,
      summary: `Changes a device kept offline, in the order made, at most ${PATIENT_CHANGES_MAX} at a time; an answer per change`,
      description:
        "Each change is the body of its own route (register, edit, measure, change status) and is applied as that route " +
        "would, in its own transaction, with the same checks, history and audit. The answer lists, in order, what became of " +
        "each: applied (now or before: each change is idempotent), refused (with the error its route would answer; the " +
        "patient's later changes in the batch are then held, not tried), or notDone (a passing fault stopped the batch: send " +
        "those again).",
      permission: "patients.write",
      request: { params: orgParams, ...jsonBody(patientChangesBody) },
      responses: { 200: jsonContent(patientChangesView, "What became of each change, in order") },
    }),
    async (c) => {
      const { changes } = c.req.valid("json");
      const results = await applyPatientChanges(deps, c.get("access"), changes, c.get("clientIp"));
      touchLists(c.get("access").organizationId, null);
      return c.json({ results }, 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/patients/{patientId}",
      tags,
      summary: "One patient record; the view is written to its history and the audit log",
      permission: "patients.read",
      request: { params: patientParams },
      responses: { 200: jsonContent(patientView, "The record") },
    }),
    async (c) =>
      c.json(await getPatient(deps.db, c.get("access"), c.req.valid("param").patientId, c.get("clientIp")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "patch",
      path: "/orgs/{orgId}/patients/{patientId}",
      tags,
      summary: "Change the fields named; the history keeps each old and new value",
      description:
        "Later edit wins, field by field. `editedAt` (optional, an ISO instant) is when the edit was made on the device, " +
        "for an edit sent later (offline); without it, or when it lies ahead of the server's clock, the edit counts as made now. " +
        "A field whose current value was set by an edit made after that keeps its value: the value not applied is written to " +
        'the history as a "superseded" entry (`from`: the value that stands, `to`: the one not applied). The history entries ' +
        "of this edit are dated at its moment. `editedAt` is no field of the record: a body with nothing else is refused as " +
        "empty. Sending the same body again changes nothing and adds nothing to the history. The answer is the record as it stands.",
      permission: "patients.write",
      request: { params: patientParams, ...jsonBody(updatePatientBody) },
      responses: { 200: jsonContent(patientView, "The record") },
    }),
    async (c) => {
      const access = c.get("access");
      const patient = await updatePatient(
        deps.db,
        access,
        c.req.valid("param").patientId,
        c.req.valid("json"),
        c.get("clientIp"),
      );
      touchLists(access.organizationId, patient.eventId);
      return c.json(patient, 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/patients/{patientId}/status",
      tags,
      summary: "Change the status along the status machine (aliases accepted); 409 for a step not allowed",
      description:
        "`changedAt` (optional, an ISO instant) is when the status was changed on the device, for a change sent later " +
        "(offline); without it, or when it lies ahead of the server's clock, the change counts as made now, and it is the " +
        "record's `statusChangedAt`. If the status changed after that moment, the later status stands: the change asked for " +
        'is written to the history as a "superseded" entry and the answer is 200 with the record unchanged (no 409).',
      permission: "patients.write",
      request: { params: patientParams, ...jsonBody(patientStatusBody) },
      responses: { 200: jsonContent(patientView, "The record") },
    }),
    async (c) => {
      const { status, changedAt, reason } = c.req.valid("json");
      const access = c.get("access");
      const patient = await changeStatus(deps.db, access, c.req.valid("param").patientId, status, c.get("clientIp"), {
        changedAt,
        reason,
      });
      touchLists(access.organizationId, patient.eventId);
      return c.json(patient, 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/patients/{patientId}",
      tags,
      summary: "Delete a record with its measurements, photo and history (admins)",
      permission: "patients.delete",
      request: { params: patientParams },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deletePatient(deps.db, c.get("access"), c.req.valid("param").patientId, c.get("clientIp"));
      touchLists(c.get("access").organizationId, null);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/patients/{patientId}/history",
      tags,
      summary: "Who made, changed and looked at the record, newest first",
      permission: "patients.read",
      request: { params: patientParams },
      responses: { 200: jsonContent(z.array(patientHistoryEntry), "Newest first") },
    }),
    async (c) => {
      const patient = await requirePatient(deps.db, c.get("access"), c.req.valid("param").patientId);
      return c.json(await listHistory(deps.db, patient.id), 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/patients/{patientId}/vitals",
      tags,
      summary: "The measurements, newest first, each with NEWS2 and the points of each value",
      permission: "patients.read",
      request: { params: patientParams },
      responses: { 200: jsonContent(z.array(vitalSignsView), "Newest first") },
    }),
    async (c) => c.json(await listVitalSigns(deps.db, c.get("access"), c.req.valid("param").patientId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/patients/{patientId}/vitals",
      tags,
      summary: "Add a measurement; NEWS2 is computed on the server; the client's id makes a repeat harmless",
      permission: "patients.write",
      request: { params: patientParams, ...jsonBody(vitalSignsBody) },
      responses: {
        201: jsonContent(vitalSignsView, "The measurement"),
        200: jsonContent(vitalSignsView, "The measurement this id made before"),
      },
    }),
    async (c) => {
      const { created, vitals, eventId } = await addVitalSigns(
        deps.db,
        deps.jobs,
        c.get("access"),
        c.req.valid("param").patientId,
        c.req.valid("json"),
        c.get("clientIp"),
      );
      if (created) touchLists(c.get("access").organizationId, eventId);
      return c.json(vitals, created ? 201 : 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/patients/{patientId}/photo",
      tags,
      summary: `The patient's photo: an image (checked by its content), at most ${PATIENT_PHOTO_MAX_BYTES / 1048576} MB; stored resized, without EXIF or GPS`,
      permission: "patients.write",
      request: { params: patientParams, body: photoUploadBody },
      // Photos have their own limit, above the API's general one (app.ts leaves this path out).
      middleware: [photoBodyLimit()],
      responses: {
        200: jsonContent(
          z.object({ photoUpdatedAt: z.string().nullable(), width: z.number(), height: z.number() }),
          "Stored",
        ),
      },
    }),
    async (c) => {
      const upload = Buffer.from(await c.req.arrayBuffer());
      return c.json(
        await savePhoto(deps.db, c.get("access"), c.req.valid("param").patientId, upload, c.get("clientIp")),
        200,
      );
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/patients/{patientId}/photo",
      tags,
      summary:
        "The patient's photo, for members who may see the record; never cached by anyone else; the view is written to its history and the audit log",
      permission: "patients.read",
      request: { params: patientParams },
      responses: {
        200: { description: "JPEG", content: { "image/jpeg": { schema: z.string().openapi({ format: "binary" }) } } },
      },
    }),
    async (c) => {
      const photo = await readPhoto(deps.db, c.get("access"), c.req.valid("param").patientId, c.get("clientIp"));
      return c.body(new Uint8Array(photo.content), 200, photoHeaders(photo.mimeType));
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/patients/{patientId}/photo",
      tags,
      summary: "Remove the patient's photo",
      permission: "patients.write",
      request: { params: patientParams },
      responses: { 204: { description: "Removed" } },
    }),
    async (c) => {
      await deletePhoto(deps.db, c.get("access"), c.req.valid("param").patientId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/patient-retention",
      tags,
      summary: "How many months after an event its patient records are kept (null: kept)",
      permission: "organization.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(patientRetentionBody, "The setting") },
    }),
    async (c) => c.json(await getRetention(deps.db, c.get("access").organizationId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: "/orgs/{orgId}/patient-retention",
      tags,
      summary: "Set how long patient records are kept after an event; a daily job deletes expired ones",
      permission: "organization.manage",
      request: { params: orgParams, ...jsonBody(patientRetentionBody) },
      responses: { 200: jsonContent(patientRetentionBody, "The setting") },
    }),
    async (c) =>
      c.json(await setRetention(deps.db, c.get("access"), c.req.valid("json").months, c.get("clientIp")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/platform/mobile-patients",
      tags,
      summary:
        "Quick-input patients across organisations, with the fewest identifying fields; the next page starts after the last one's arrivedAt and id (before, beforeId)",
      permission: "platform.mobilePatients",
      request: { query: mobilePatientQuery },
      responses: { 200: jsonContent(z.array(mobilePatientView), "Newest first") },
    }),
    async (c) => c.json(await listMobilePatients(deps.db, c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/platform/mobile-patients/{patientId}",
      tags,
      summary: "Open one quick-input case (audit-logged)",
      permission: "platform.mobilePatients",
      request: { params: z.object({ patientId: z.uuid() }) },
      responses: { 200: jsonContent(mobilePatientView, "The case") },
    }),
    async (c) => {
      const viewer = await signedInViewer(c, deps);
      return c.json(await openMobilePatient(deps.db, viewer, c.req.valid("param").patientId, c.get("clientIp")), 200);
    },
  );
  return router;
}
