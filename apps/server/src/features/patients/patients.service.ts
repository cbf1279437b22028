import { scoreNews2 } from "@hulppost/shared/clinical/news2";
import type { CreatePatientInput, PatientView, UpdatePatientInput } from "@hulppost/shared/patients";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { checkEditConflict, nextEditVersion } from "../../db/edit-version";
import { writeOrgData } from "../../db/org-write";
import { patients, vitalSigns } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, conflict } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { templateForPatient } from "../treatments/treatment-templates.service";
import { type PatientRow, patientNotFound, requireEventPost, requirePatient } from "./patient-access";
import {
  diffFields,
  type FieldChange,
  notYetRecorded,
  recordHistory,
  recordView,
  withTemplateNames,
} from "./patient-history";
import { editedLater, effectiveEditTime, splitByEditTime, withEditTimes } from "./patient-merge";
import { templateName, toPatientView, vitalsInput } from "./patient-views";

type CreateInput = z.output<typeof import("@hulppost/shared/patients").createPatientBody>;
type UpdateInput = z.output<typeof import("@hulppost/shared/patients").updatePatientBody>;

export type { CreatePatientInput, UpdatePatientInput };

/** The columns a create or an edit may set, from the validated input (no ids, no bookkeeping). */
function columnsOf(input: Partial<UpdateInput>) {
  const { arrivedAt, dischargedAt, ...rest } = input;
  return {
    ...rest,
    ...(arrivedAt !== undefined ? { arrivedAt: new Date(arrivedAt) } : {}),
    ...(dischargedAt !== undefined ? { dischargedAt: dischargedAt === null ? null : new Date(dischargedAt) } : {}),
  };
}

/** Where a hospital referral goes unless said otherwise: the event's nearest hospital. */
export function withDefaultHospital<T extends { outcome?: string | null; destinationHospital?: string | null }>(
  input: T,
  hospitalName: string | null,
): T {
  if (input.outcome === "hospital" && !input.destinationHospital && hospitalName)
    return { ...input, destinationHospital: hospitalName };
  return input;
}

/**
 * Registers a patient at an event's post. The client chooses the id: the same create sent again
 * (a retry after a lost answer, the offline queue) answers the record it made the first time.
 */
export async function createPatient(
  db: Db,
  access: OrgAccess,
  eventId: string,
  input: CreateInput,
  ip: string,
): Promise<{ created: boolean; patient: PatientView }> {
  const event = await requireEventPost(db, access, eventId);
  const { id, source, registeredAt, ...fields } = input;
  if (fields.treatmentTemplateId) await templateForPatient(db, access.organizationId, fields.treatmentTemplateId);
  // Set here rather than by the database's now(): stored to the millisecond, the arrival is the
  // same value the API shows, so it can serve as a paging cursor (mobile patients).
  const arrivedAt = fields.arrivedAt ?? new Date().toISOString();
  const created = await writeOrgData(db, access.organizationId, async (tx, orgChanges) => {
    const [row] = await tx
      .insert(patients)
      .values({
        ...columnsOf(withDefaultHospital({ ...fields, arrivedAt }, event.hospitalName)),
        id,
        organizationId: access.organizationId,
        eventId,
        source,
        createdBy: access.viewer.userId,
        updatedBy: access.viewer.userId,
        treatedBy: access.viewer.userId,
      })
      .onConflictDoNothing({ target: patients.id })
      .returning({ id: patients.id });
    if (!row) {
      orgChanges.none();
      return false;
    }
    await recordHistory(tx, {
      patientId: id,
      organizationId: access.organizationId,
      kind: "created",
      actorUserId: access.viewer.userId,
      // A registration sent later (field mode) is in the history at the moment it was made, like
      // the edits and status changes made after it on the device.
      at: effectiveEditTime(registeredAt),
    });
    await audit(tx, {
      action: "patient.create",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "patient",
      targetId: id,
      details: { eventId, source },
      ipAddress: ip,
    });
    return true;
  });
  if (!created) {
    // The id exists: the same create again answers the same record; an id of another record (or
    // another organisation's) is refused without saying whose it is.
    const existing = await requirePatient(db, access, id).catch(() => null);
    if (!existing || existing.eventId !== eventId) throw conflict("ID_TAKEN", "This id belongs to another record");
    return { created: false, patient: await toPatientView(db, existing) };
  }
  return { created: true, patient: await toPatientView(db, await requirePatient(db, access, id)) };
}

/** The record, with who made, changed and treats it; the look is written to the history. */
export async function getPatient(db: Db, access: OrgAccess, patientId: string, ip: string): Promise<PatientView> {
  const row = await requirePatient(db, access, patientId);
  await recordView(db, access, row, ip);
  return toPatientView(db, row);
}

/**
 * Changes what the body names and nothing else; the history keeps each field's old and new
 * value. A change of the SpO2 scale rescores the stored measurements. A field a later edit set
 * keeps its value (later edit wins, field by field: patient-merge.ts); the value not applied goes
 * to the history as "superseded". The entries are dated when the edit was made (`editedAt`, for
 * an offline edit), so the history reads in the order the devices made them.
 */
export async function updatePatient(
  db: Db,
  access: OrgAccess,
  patientId: string,
  input: UpdateInput,
  ip: string,
): Promise<PatientView> {
  const { editedAt, version: seen, ...body } = input;
  const updated = await writeOrgData(db, access.organizationId, async (tx, orgChanges) => {
    const before = await requirePatient(tx, access, patientId, { lock: true });
    const at = effectiveEditTime(editedAt);
    const { applies, outrun } = splitByEditTime(before, body, at);
    if (applies.arrivedAt !== undefined || applies.dischargedAt !== undefined) {
      const arrived = applies.arrivedAt ? new Date(applies.arrivedAt) : before.arrivedAt;
      const discharged =
        applies.dischargedAt === undefined
          ? before.dischargedAt
          : applies.dischargedAt && new Date(applies.dischargedAt);
      if (discharged && discharged < arrived)
        throw new AppError(400, "VALIDATION_ERROR", "dischargedAt: dischargeBeforeArrival", {
          dischargedAt: "dischargeBeforeArrival",
        });
    }
    const event = applies.outcome === "hospital" ? await requireEventPost(tx, access, before.eventId) : null;
    const template = applies.treatmentTemplateId
      ? await templateForPatient(tx, access.organizationId, applies.treatmentTemplateId)
      : null;
    // The event's hospital fills an empty destination, unless a later edit chose the destination.
    const fields = editedLater(before, "destinationHospital", at)
      ? applies
      : withDefaultHospital(applies, event?.hospitalName ?? null);
    const changes = diffFields(before, fields);
    // A form loaded before someone else changed one of these fields asks the person first (decision 036).
    const changed = changes.map((c) => c.field);
    checkEditConflict(before, changed, seen);
    const editTimes = withEditTimes(before, Object.keys(fields), at);
    const outrunChanges = diffFields(before, outrun);
    const named = await withTemplateNames(
      tx,
      outrunChanges,
      await templateName(tx, access.organizationId, outrun.treatmentTemplateId),
    );
    const superseded = await notYetRecorded(tx, { patientId, actorUserId: access.viewer.userId, at }, named);
    // By the body's names (treatmentTemplateId, not the history's treatmentTemplate), like `fields`.
    const supersededFields = outrunChanges.filter((_, i) => superseded.includes(named[i] as FieldChange));
    // Only a changed value changes the patient list; edit times and outrun values do not.
    if (!changes.length) orgChanges.none();
    if (!changes.length && !superseded.length && !editTimes) return before;

    let row = before;
    if (changes.length || editTimes) {
      const treats = changes.some((c) => c.field === "treatment");
      const [written] = await tx
        .update(patients)
        .set(
          changes.length
            ? {
                ...columnsOf(fields),
                ...nextEditVersion(before, changed),
                fieldEditedAt: editTimes ?? before.fieldEditedAt,
                updatedBy: access.viewer.userId,
                updatedAt: new Date(),
                ...(treats ? { treatedBy: access.viewer.userId } : {}),
              }
            : // The same values again, edited later than their times say: only the times move.
              { fieldEditedAt: editTimes ?? before.fieldEditedAt },
        )
        .where(eq(patients.id, patientId))
        .returning();
      if (!written) throw patientNotFound();
      row = written;
    }
    if (changes.some((c) => c.field === "spo2Scale2")) await rescore(tx, row);
    if (changes.length)
      await recordHistory(tx, {
        patientId,
        organizationId: access.organizationId,
        kind: "updated",
        actorUserId: access.viewer.userId,
        changes: await withTemplateNames(tx, changes, template?.name ?? null),
        at,
      });
    if (superseded.length)
      await recordHistory(tx, {
        patientId,
        organizationId: access.organizationId,
        kind: "superseded",
        actorUserId: access.viewer.userId,
        changes: superseded,
        at,
      });
    if (changes.length || superseded.length)
      await audit(tx, {
        action: "patient.update",
        actor: access.viewer,
        organizationId: access.organizationId,
        targetType: "patient",
        targetId: patientId,
        // The names of the fields only: the audit log never holds health data.
        details: {
          fields: changes.map((c) => c.field),
          ...(supersededFields.length ? { superseded: supersededFields.map((c) => c.field) } : {}),
        },
        ipAddress: ip,
      });
    return row;
  });
  return toPatientView(db, updated);
}

/** Recomputes the stored NEWS2 of each measurement after the SpO2 scale changed. */
async function rescore(tx: Db, patient: PatientRow) {
  const rows = await tx.select().from(vitalSigns).where(eq(vitalSigns.patientId, patient.id));
  let latest: { at: Date; total: number | null; risk: PatientRow["latestNews2Risk"] } | null = null;
  for (const v of rows) {
    const news2 = scoreNews2(vitalsInput(v), { scale2: patient.spo2Scale2 });
    await tx.update(vitalSigns).set({ news2Total: news2.total, news2Risk: news2.risk }).where(eq(vitalSigns.id, v.id));
    if (!latest || v.measuredAt >= latest.at) latest = { at: v.measuredAt, total: news2.total, risk: news2.risk };
  }
  if (latest)
    await tx
      .update(patients)
      .set({ latestNews2Total: latest.total, latestNews2Risk: latest.risk })
      .where(eq(patients.id, patient.id));
}

/** An admin deletes a record (a duplicate, a test); its measurements, photo and history go with it. */
export async function deletePatient(db: Db, access: OrgAccess, patientId: string, ip: string) {
  await writeOrgData(db, access.organizationId, async (tx) => {
    const row = await requirePatient(tx, access, patientId, { lock: true });
    await tx.delete(patients).where(eq(patients.id, row.id));
    await audit(tx, {
      action: "patient.delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "patient",
      targetId: patientId,
      details: { eventId: row.eventId },
      ipAddress: ip,
    });
  });
}
