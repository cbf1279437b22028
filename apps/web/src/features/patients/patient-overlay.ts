import { ageInYears, news2Warnings, scoreNews2 } from "@hulppost/shared/clinical/news2";
import {
  canTransition,
  createPatientBody,
  gcsOf,
  inScope,
  isAtPost,
  PATIENT_TRANSITIONS,
  type PatientListItem,
  type PatientListScope,
  type PatientListView,
  type PatientView,
  updatePatientBody,
} from "@hulppost/shared/patients";
import { type VitalSignsView, vitalSignsBody } from "@hulppost/shared/vital-signs";
import type { Me } from "../../lib/field/field-writes";
import type { QueuedWrite } from "../../lib/field/pending-writes";

/**
 * What the pages show while changes wait to be sent: the server's last answer with this device's
 * waiting changes laid over it, as the server will make them. Pure functions, so the record, the
 * list and the measurements agree, offline or on, before and after a reload.
 */

const NO_FIELDS = {
  firstName: null,
  lastName: null,
  birthDate: null,
  estimatedAge: null,
  sex: null,
  type: null,
  complaint: null,
  mechanism: null,
  injury: null,
  bodyParts: [],
  allergies: null,
  medication: null,
  medicalHistory: null,
  pain: null,
  heightCm: null,
  weightKg: null,
  gcsEye: null,
  gcsVerbal: null,
  gcsMotor: null,
  treatment: null,
  treatmentTemplateId: null,
  dischargedAt: null,
  outcome: null,
  destinationHospital: null,
  notes: null,
  spo2Scale2: false,
  pregnant: false,
} satisfies Partial<PatientView>;

/** The fields that follow from others (age, GCS, NEWS2 warnings), as the server computes them. */
function derive(view: PatientView): PatientView {
  const ageYears = ageInYears(view.birthDate, new Date()) ?? view.estimatedAge ?? null;
  const gcs = gcsOf(view.gcsEye, view.gcsVerbal, view.gcsMotor);
  return {
    ...view,
    ageYears,
    gcsTotal: gcs.total,
    gcsBand: gcs.band,
    news2Warnings: news2Warnings({ ageYears, pregnant: view.pregnant }),
    nextStatuses: [...PATIENT_TRANSITIONS[view.status]],
  };
}

/** The record a waiting registration will make, as the server would answer it. */
export function localPatientView(write: QueuedWrite & { kind: "createPatient" }, me: Me): PatientView {
  const parsed = createPatientBody.safeParse(write.body);
  const { id, source, ...fields } = parsed.success ? parsed.data : { ...write.body, source: "quick" as const };
  const person = { id: me.id, name: me.name };
  return derive({
    ...NO_FIELDS,
    ...(fields as Partial<PatientView>),
    id: id ?? write.patientId,
    // Not on the server yet: no version of it was loaded.
    version: 0,
    eventId: write.eventId,
    organizationId: write.orgId,
    source: source ?? "form",
    urgency: fields.urgency ?? "unknown",
    arrivedAt: write.body.arrivedAt,
    status: "under_treatment",
    statusChangedAt: write.body.arrivedAt,
    ageYears: null,
    gcsTotal: null,
    gcsBand: null,
    latestNews2: null,
    latestVitalsAt: null,
    news2Warnings: [],
    hasPhoto: false,
    photoUpdatedAt: null,
    createdAt: write.queuedAt,
    createdBy: person,
    updatedAt: write.queuedAt,
    updatedBy: person,
    treatedBy: person,
    treatmentTemplateName: null,
    nextStatuses: [],
  });
}

/**
 * A list row as a record, to lay waiting changes over: the row's fields, and for the rest of the
 * record what a row does not say (nothing given, no score yet). Only the row's fields are read
 * back from it (toListItem), so what is made up here is never shown.
 */
function recordOfRow(item: PatientListItem, eventId: string): PatientView {
  const { latestNews2Total: _total, latestNews2Risk: _risk, treatedByName, ...fields } = item;
  return {
    ...NO_FIELDS,
    ...fields,
    version: 0,
    eventId,
    organizationId: "",
    statusChangedAt: item.arrivedAt,
    source: "form",
    gcsTotal: null,
    gcsBand: null,
    latestNews2: null,
    news2Warnings: [],
    hasPhoto: false,
    photoUpdatedAt: null,
    createdAt: item.arrivedAt,
    createdBy: null,
    updatedAt: item.arrivedAt,
    updatedBy: null,
    treatedBy: treatedByName ? { id: null, name: treatedByName } : null,
    treatmentTemplateName: null,
    nextStatuses: [],
  };
}

/** One waiting change laid over a record. */
function applyWrite(view: PatientView, write: QueuedWrite, me: Me): PatientView {
  const person = { id: me.id, name: me.name };
  switch (write.kind) {
    case "updatePatient": {
      const parsed = updatePatientBody.safeParse(write.body);
      if (!parsed.success) return view;
      const fields = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
      delete fields.editedAt;
      return derive({ ...view, ...fields, updatedAt: write.body.editedAt, updatedBy: person });
    }
    case "changeStatus": {
      const to = write.body.status;
      if (view.status === to || !canTransition(view.status, to)) return view;
      return derive({
        ...view,
        status: to,
        statusChangedAt: write.body.changedAt,
        dischargedAt:
          to === "under_treatment"
            ? null
            : to === "completed" && !view.dischargedAt
              ? write.body.changedAt
              : view.dischargedAt,
        outcome: (to === "hospital_referral" || to === "call_112") && !view.outcome ? "hospital" : view.outcome,
        updatedAt: write.body.changedAt,
        updatedBy: person,
      });
    }
    case "addVitals": {
      if (view.latestVitalsAt && view.latestVitalsAt > write.body.measuredAt) return view;
      return {
        ...view,
        latestNews2: scoreNews2(write.body, { scale2: view.spo2Scale2 }),
        latestVitalsAt: write.body.measuredAt,
      };
    }
    default:
      return view;
  }
}

/**
 * The record as it stands with this device's waiting changes: the server's version (or, for a
 * patient registered offline, the one the waiting registration makes) with every later change.
 */
export function overlayPatient(
  server: PatientView | undefined,
  writes: readonly QueuedWrite[],
  patientId: string,
  me: Me,
): PatientView | undefined {
  let view = server;
  for (const write of writes) {
    if (write.patientId !== patientId) continue;
    // A change the server refused is not shown as made (the indicator says what to do with it);
    // a refused registration still shows its record, so what was noted can be copied.
    if (write.problem && write.kind !== "createPatient") continue;
    if (write.kind === "createPatient") view ??= localPatientView(write, me);
    else if (view) view = applyWrite(view, write, me);
  }
  return view;
}

const toListItem = (view: PatientView): PatientListItem => ({
  id: view.id,
  firstName: view.firstName,
  lastName: view.lastName,
  ageYears: view.ageYears,
  sex: view.sex,
  urgency: view.urgency,
  status: view.status,
  complaint: view.complaint,
  arrivedAt: view.arrivedAt,
  dischargedAt: view.dischargedAt,
  latestNews2Total: view.latestNews2?.total ?? null,
  latestNews2Risk: view.latestNews2?.risk ?? null,
  latestVitalsAt: view.latestVitalsAt,
  treatedByName: view.treatedBy?.name ?? null,
  spo2Scale2: view.spo2Scale2,
  // The due time is the server's (the organisation's intervals): unknown until it has the record.
  nextObservationAt: null,
});

type Counted = Pick<PatientListItem, "status" | "urgency" | "dischargedAt" | "arrivedAt">;
type Counts = PatientListView["counts"];
type Post = PatientListView["post"];

const HOUR_MS = 60 * 60_000;

/**
 * Adds (sign +1) or takes away (-1) one patient's part in the counts and the post's status bar,
 * by the server's rules (patient-list.service.ts): present while under treatment or waiting for
 * the 112 ambulance and not discharged; a referral under way while referred or 112 called.
 */
function count(
  counts: Counts,
  post: Post,
  patient: Counted,
  sign: 1 | -1,
  { now, scope }: { now: number; scope: PatientListScope },
) {
  const open = !patient.dischargedAt;
  const present = open && (patient.status === "under_treatment" || patient.status === "call_112");
  counts.scope[isAtPost(patient) ? "at_post" : "done"] += sign;
  counts.scope.all += sign;
  if (inScope(scope, patient)) {
    counts.status[patient.status] = (counts.status[patient.status] ?? 0) + sign;
    counts.urgency[patient.urgency] = (counts.urgency[patient.urgency] ?? 0) + sign;
  }
  post.total += sign;
  if (present) {
    post.present += sign;
    post.byUrgency[patient.urgency] = (post.byUrgency[patient.urgency] ?? 0) + sign;
  }
  if (open && (patient.status === "hospital_referral" || patient.status === "call_112")) post.referralsUnderway += sign;
  if (now - Date.parse(patient.arrivedAt) < HOUR_MS) post.arrivalsLastHour += sign;
}

/**
 * An event's patient list with the waiting changes: patients registered on this device on top of
 * the first page (newest first: not scored by the server yet, they are the ones to look at), the waiting changes of the patients
 * on the page (a waiting measurement scored on the patient's own SpO2 scale), and the counts and
 * the post's status bar as they will be once the server has it all.
 */
export function overlayPatientList(
  list: PatientListView,
  writes: readonly QueuedWrite[],
  eventId: string,
  me: Me,
  options: { firstPage: boolean; scope: PatientListScope; now?: number },
): PatientListView {
  const how = { now: options.now ?? Date.now(), scope: options.scope };
  const counts: Counts = {
    scope: { ...list.counts.scope },
    status: { ...list.counts.status },
    urgency: { ...list.counts.urgency },
  };
  const post: Post = { ...list.post, byUrgency: { ...list.post.byUrgency } };
  let changed = false;
  const onPage = new Set(list.items.map((i) => i.id));
  const items = list.items.map((item) => {
    const mine = writes.filter((w) => w.patientId === item.id);
    if (!mine.length) return item;
    const view = overlayPatient(recordOfRow(item, eventId), mine, item.id, me);
    if (!view) return item;
    const shown: PatientListItem = {
      ...toListItem(view),
      latestNews2Total: view.latestNews2 ? (view.latestNews2.total ?? null) : item.latestNews2Total,
      latestNews2Risk: view.latestNews2 ? (view.latestNews2.risk ?? null) : item.latestNews2Risk,
      treatedByName: item.treatedByName,
      // A waiting measurement or status change makes the server's due time stale: none shown until it is sent.
      nextObservationAt:
        view.latestVitalsAt === item.latestVitalsAt && view.status === item.status ? item.nextObservationAt : null,
    };
    if (shown.status !== item.status || shown.urgency !== item.urgency || shown.dischargedAt !== item.dischargedAt) {
      count(counts, post, item, -1, how);
      count(counts, post, shown, 1, how);
      changed = true;
    }
    return shown;
  });
  const added = writes
    .filter((w): w is QueuedWrite & { kind: "createPatient" } => w.kind === "createPatient")
    .filter((w) => w.eventId === eventId && !onPage.has(w.patientId))
    .map((w) => overlayPatient(undefined, writes, w.patientId, me))
    .filter((v): v is PatientView => !!v)
    .sort((a, b) => b.arrivedAt.localeCompare(a.arrivedAt));
  for (const view of added) count(counts, post, view, 1, how);
  if (!added.length && !changed) return { ...list, items };
  return {
    ...list,
    items: options.firstPage ? [...added.map(toListItem), ...items] : items,
    total: list.total + added.filter((view) => inScope(options.scope, view)).length,
    counts,
    post,
  };
}

/** The measurements with the waiting ones, newest first, each scored as the server will. */
export function overlayVitals(
  server: readonly VitalSignsView[] | undefined,
  writes: readonly QueuedWrite[],
  patientId: string,
  scale2: boolean,
  me: Me,
): VitalSignsView[] | undefined {
  const known = new Set((server ?? []).map((v) => v.id));
  const waiting = writes
    .filter((w): w is QueuedWrite & { kind: "addVitals" } => w.kind === "addVitals" && w.patientId === patientId)
    .filter((w) => !known.has(w.body.id))
    .map((w): VitalSignsView => {
      const parsed = vitalSignsBody.safeParse(w.body);
      const v = parsed.success ? parsed.data : { ...w.body, onOxygen: w.body.onOxygen ?? false };
      return {
        id: w.body.id,
        patientId,
        measuredAt: w.body.measuredAt,
        systolic: v.systolic ?? null,
        diastolic: v.diastolic ?? null,
        heartRate: v.heartRate ?? null,
        respiratoryRate: v.respiratoryRate ?? null,
        temperature: v.temperature ?? null,
        spo2: v.spo2 ?? null,
        onOxygen: v.onOxygen ?? false,
        consciousness: v.consciousness ?? null,
        pain: v.pain ?? null,
        glucose: v.glucose ?? null,
        recordedBy: { id: me.id, name: me.name },
        news2: scoreNews2(v, { scale2 }),
      };
    });
  if (!server && !waiting.length) return undefined;
  // Newest first, as the server lists them; of two at the same moment the one entered last first
  // (those waiting here were entered after those stored, and in queue order).
  return [...waiting.reverse(), ...(server ?? [])].sort((a, b) => b.measuredAt.localeCompare(a.measuredAt));
}
