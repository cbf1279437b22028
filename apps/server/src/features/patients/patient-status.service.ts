import { leavingNeedsReason } from "@hulppost/shared/clinical/contradictions";
import { canTransition, PATIENT_TRANSITIONS, type PatientStatus, type PatientView } from "@hulppost/shared/patients";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { patients } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { type PatientRow, patientNotFound, requireEventPost, requirePatient } from "./patient-access";
import { diffFields, notYetRecorded, recordHistory } from "./patient-history";
import { editedLater, effectiveEditTime, statusChangedLater, withEditTimes } from "./patient-merge";
import { toPatientView } from "./patient-views";
import { withDefaultHospital } from "./patients.service";

/*
 * A record's status steps (the shared PATIENT_TRANSITIONS): a step now, a step kept offline that a later
 * one overtook, and the step that sends a patient to hospital. Apart from the record's create and
 * edit (patients.service.ts), which they share only the default hospital with.
 */

/** A step the machine does not allow; the answer names the steps it does (`details.allowed`, for the buttons). */
function invalidTransition(from: PatientStatus, to: PatientStatus) {
  const allowed = [...PATIENT_TRANSITIONS[from]];
  return new AppError(
    409,
    "INVALID_TRANSITION",
    `A patient ${from} cannot become ${to}; allowed from ${from}: ${allowed.join(", ") || "none"}`,
    { status: "invalidTransition" },
    { from, to, allowed },
  );
}

/** The statuses that send a patient to hospital: a record without an outcome gets "hospital". */
const TO_HOSPITAL: readonly PatientStatus[] = ["hospital_referral", "call_112"];

/**
 * A status change along the status machine (PATIENT_TRANSITIONS); anything else is refused and says
 * what may follow.
 * A referral or a 112 call on a record without an outcome sets the outcome to hospital (the event's
 * nearest one unless a destination is named), written to the history and the audit log as an edit.
 * `changedAt` is when the change was made on the device: if the status changed later than that,
 * the later status stands and the one asked for goes to the history as "superseded" (no 409: the
 * machine judges the changes that apply, and this one does not).
 */
export async function changeStatus(
  db: Db,
  access: OrgAccess,
  patientId: string,
  status: PatientStatus,
  ip: string,
  { changedAt, reason }: { changedAt?: string; reason?: string | null } = {},
): Promise<PatientView> {
  const row = await writeOrgData(db, access.organizationId, async (tx, orgChanges) => {
    const before = await requirePatient(tx, access, patientId, { lock: true });
    if (before.status !== status && !reason && leavingNeedsReason(before.latestNews2Total, status))
      throw new AppError(400, "VALIDATION_ERROR", "reason: reasonRequired", { reason: "reasonRequired" });
    if (before.status === status) {
      orgChanges.none();
      return before;
    }
    const at = effectiveEditTime(changedAt);
    if (statusChangedLater(before, at)) {
      orgChanges.none();
      await recordOutrunStatus(tx, access, before, status, at, ip);
      return before;
    }
    if (!canTransition(before.status, status)) throw invalidTransition(before.status, status);
    // Reopening a finished record clears its discharge; finishing one without a time sets it to
    // the moment of finishing (not before the arrival). A later edit of the discharge stands.
    const discharge = editedLater(before, "dischargedAt", at)
      ? {}
      : status === "under_treatment" && before.dischargedAt
        ? { dischargedAt: null }
        : status === "completed" && !before.dischargedAt
          ? { dischargedAt: new Date(Math.max(at.getTime(), before.arrivedAt.getTime())) }
          : {};
    const [changed] = await tx
      .update(patients)
      .set({
        status,
        statusChangedAt: at,
        updatedBy: access.viewer.userId,
        updatedAt: new Date(),
        ...discharge,
        ...("dischargedAt" in discharge
          ? { fieldEditedAt: withEditTimes(before, ["dischargedAt"], at) ?? before.fieldEditedAt }
          : {}),
      })
      .where(eq(patients.id, patientId))
      .returning();
    if (!changed) throw patientNotFound();
    await recordHistory(tx, {
      patientId,
      organizationId: access.organizationId,
      kind: "status",
      actorUserId: access.viewer.userId,
      changes: [
        { field: "status", from: before.status, to: status },
        ...(reason ? [{ field: "statusReason", from: null, to: reason }] : []),
      ],
      at,
    });
    await audit(tx, {
      action: "patient.status",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "patient",
      targetId: patientId,
      details: { from: before.status, to: status },
      ipAddress: ip,
    });
    const routed =
      TO_HOSPITAL.includes(status) && before.outcome === null
        ? await sendToHospital(tx, access, changed, at, ip)
        : null;
    return routed ?? changed;
  });
  return toPatientView(db, row);
}

/** A status change a later one outran: in the history (once, however often it is sent) and the audit log. */
async function recordOutrunStatus(
  tx: Db,
  access: OrgAccess,
  before: PatientRow,
  status: PatientStatus,
  at: Date,
  ip: string,
) {
  const [change] = await notYetRecorded(tx, { patientId: before.id, actorUserId: access.viewer.userId, at }, [
    { field: "status", from: before.status, to: status },
  ]);
  if (!change) return;
  await recordHistory(tx, {
    patientId: before.id,
    organizationId: access.organizationId,
    kind: "superseded",
    actorUserId: access.viewer.userId,
    changes: [change],
    at,
  });
  await audit(tx, {
    action: "patient.status",
    actor: access.viewer,
    organizationId: access.organizationId,
    targetType: "patient",
    targetId: before.id,
    details: { from: before.status, to: status, superseded: true },
    ipAddress: ip,
  });
}

/**
 * Outcome "hospital" and, unless one is named, the event's nearest hospital: an edit like any other,
 * made when the status changed; an outcome or destination a later edit set stands.
 */
async function sendToHospital(
  tx: Db,
  access: OrgAccess,
  before: PatientRow,
  at: Date,
  ip: string,
): Promise<PatientRow | null> {
  if (editedLater(before, "outcome", at)) return null;
  const event = await requireEventPost(tx, access, before.eventId);
  const outcome = { outcome: "hospital" as const, destinationHospital: before.destinationHospital };
  const fields = editedLater(before, "destinationHospital", at)
    ? outcome
    : withDefaultHospital(outcome, event.hospitalName);
  const changes = diffFields(before, fields);
  if (!changes.length) return null;
  const fieldEditedAt =
    withEditTimes(
      before,
      changes.map((c) => c.field),
      at,
    ) ?? before.fieldEditedAt;
  const [row] = await tx
    .update(patients)
    .set({ ...fields, fieldEditedAt })
    .where(eq(patients.id, before.id))
    .returning();
  await recordHistory(tx, {
    patientId: before.id,
    organizationId: access.organizationId,
    kind: "updated",
    actorUserId: access.viewer.userId,
    changes,
    at,
  });
  await audit(tx, {
    action: "patient.update",
    actor: access.viewer,
    organizationId: access.organizationId,
    targetType: "patient",
    targetId: before.id,
    details: { fields: changes.map((c) => c.field) },
    ipAddress: ip,
  });
  return row ?? null;
}
