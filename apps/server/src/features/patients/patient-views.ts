import { ageInYears, type News2Input, news2Warnings, scoreNews2 } from "@hulppost/shared/clinical/news2";
import { gcsOf, PATIENT_TRANSITIONS, type PatientView } from "@hulppost/shared/patients";
import type { VitalSignsView } from "@hulppost/shared/vital-signs";
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { patients, profiles, treatmentTemplates, vitalSigns } from "../../db/schema/index";
import type { PatientRow } from "./patient-access";

/** Someone who is gone shows as 'deleted user'; the web translates the marker. */
export const DELETED_USER = "deleted_user";

const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

export function personOf(id: string | null, first: string | null, last: string | null) {
  if (!id) return null;
  return { id, name: fullName(first, last) || DELETED_USER };
}

/** Who made, changed and treats the record, with their names, in one query. */
export async function loadPeople(db: Db, row: PatientRow) {
  const created = alias(profiles, "created_by_profile");
  const updated = alias(profiles, "updated_by_profile");
  const treated = alias(profiles, "treated_by_profile");
  const [names] = await db
    .select({
      createdFirst: created.firstName,
      createdLast: created.lastName,
      updatedFirst: updated.firstName,
      updatedLast: updated.lastName,
      treatedFirst: treated.firstName,
      treatedLast: treated.lastName,
    })
    .from(patients)
    .leftJoin(created, eq(created.userId, patients.createdBy))
    .leftJoin(updated, eq(updated.userId, patients.updatedBy))
    .leftJoin(treated, eq(treated.userId, patients.treatedBy))
    .where(eq(patients.id, row.id));
  // A person deleted since is null in the row: 'deleted user' is shown instead of nothing.
  const ref = (id: string | null, first?: string | null, last?: string | null) =>
    id ? personOf(id, first ?? null, last ?? null) : { id: null, name: DELETED_USER };
  return {
    createdBy: ref(row.createdBy, names?.createdFirst, names?.createdLast),
    updatedBy: ref(row.updatedBy, names?.updatedFirst, names?.updatedLast),
    // Every record is treated by its maker at first: no one left is a person gone since.
    treatedBy: ref(row.treatedBy, names?.treatedFirst, names?.treatedLast),
  };
}

export function vitalsInput(v: typeof vitalSigns.$inferSelect): News2Input {
  return {
    respiratoryRate: v.respiratoryRate,
    spo2: v.spo2,
    onOxygen: v.onOxygen,
    systolic: v.systolic,
    heartRate: v.heartRate,
    consciousness: v.consciousness,
    temperature: v.temperature,
  };
}

export async function latestVitals(db: Db, patientId: string) {
  const [latest] = await db
    .select()
    .from(vitalSigns)
    .where(eq(vitalSigns.patientId, patientId))
    .orderBy(desc(vitalSigns.measuredAt), desc(vitalSigns.createdAt))
    .limit(1);
  return latest ?? null;
}

export function patientAge(row: Pick<PatientRow, "birthDate" | "estimatedAge">, on = new Date()) {
  return ageInYears(row.birthDate, on) ?? row.estimatedAge ?? null;
}

/**
 * The name of an organisation's treatment template: the one a record used, or the one an outrun
 * edit chose (for its history entry). None without an id (no query for the many records without
 * one) or when it is gone: a template deleted since is no reason to refuse an edit.
 */
export async function templateName(db: Db, organizationId: string, templateId: string | null | undefined) {
  if (!templateId) return null;
  const [template] = await db
    .select({ name: treatmentTemplates.name })
    .from(treatmentTemplates)
    .where(and(eq(treatmentTemplates.id, templateId), eq(treatmentTemplates.organizationId, organizationId)));
  return template?.name ?? null;
}

export async function toPatientView(db: Db, row: PatientRow): Promise<PatientView> {
  const [people, latest, treatmentTemplateName] = await Promise.all([
    loadPeople(db, row),
    latestVitals(db, row.id),
    templateName(db, row.organizationId, row.treatmentTemplateId),
  ]);
  const ageYears = patientAge(row);
  const gcs = gcsOf(row.gcsEye, row.gcsVerbal, row.gcsMotor);
  return {
    id: row.id,
    version: row.version,
    eventId: row.eventId,
    organizationId: row.organizationId,
    source: row.source,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    estimatedAge: row.estimatedAge,
    sex: row.sex,
    type: row.type,
    urgency: row.urgency,
    status: row.status,
    statusChangedAt: row.statusChangedAt.toISOString(),
    complaint: row.complaint,
    mechanism: row.mechanism,
    injury: row.injury,
    bodyParts: row.bodyParts as PatientView["bodyParts"],
    allergies: row.allergies,
    medication: row.medication,
    medicalHistory: row.medicalHistory,
    pain: row.pain,
    heightCm: row.heightCm,
    weightKg: row.weightKg === null ? null : Number(row.weightKg),
    gcsEye: row.gcsEye,
    gcsVerbal: row.gcsVerbal,
    gcsMotor: row.gcsMotor,
    gcsTotal: gcs.total,
    gcsBand: gcs.band,
    treatment: row.treatment,
    treatmentTemplateId: row.treatmentTemplateId,
    treatmentTemplateName,
    arrivedAt: row.arrivedAt.toISOString(),
    dischargedAt: row.dischargedAt?.toISOString() ?? null,
    outcome: row.outcome,
    destinationHospital: row.destinationHospital,
    notes: row.notes,
    spo2Scale2: row.spo2Scale2,
    pregnant: row.pregnant,
    ageYears,
    latestNews2: latest ? scoreNews2(vitalsInput(latest), { scale2: row.spo2Scale2 }) : null,
    latestVitalsAt: latest?.measuredAt.toISOString() ?? null,
    news2Warnings: news2Warnings({ ageYears, pregnant: row.pregnant }),
    hasPhoto: row.photoUpdatedAt !== null,
    photoUpdatedAt: row.photoUpdatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...people,
    nextStatuses: [...PATIENT_TRANSITIONS[row.status]],
  };
}

export function toVitalSignsView(
  v: typeof vitalSigns.$inferSelect & { recorderFirst?: string | null; recorderLast?: string | null },
  scale2: boolean,
): VitalSignsView {
  return {
    id: v.id,
    patientId: v.patientId,
    measuredAt: v.measuredAt.toISOString(),
    systolic: v.systolic,
    diastolic: v.diastolic,
    heartRate: v.heartRate,
    respiratoryRate: v.respiratoryRate,
    temperature: v.temperature === null ? null : Number(v.temperature),
    spo2: v.spo2,
    onOxygen: v.onOxygen,
    consciousness: v.consciousness,
    pain: v.pain,
    glucose: v.glucose === null ? null : Number(v.glucose),
    recordedBy: v.recordedBy
      ? personOf(v.recordedBy, v.recorderFirst ?? null, v.recorderLast ?? null)
      : { id: null, name: DELETED_USER },
    news2: scoreNews2(vitalsInput(v), { scale2 }),
  };
}

export const nameSearch = (pattern: string) =>
  sql`(coalesce(${patients.firstName}, '') || ' ' || coalesce(${patients.lastName}, '')) ilike ${pattern}`;
