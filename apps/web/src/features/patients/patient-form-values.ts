import type { BodyPart } from "@hulppost/shared/body-parts";
import type { OUTCOMES, PATIENT_TYPES, PatientView, SEXES, URGENCIES } from "@hulppost/shared/patients";
import { fromLocalInput, toLocalInput } from "./patient-format";

/**
 * The patient form as the inputs hold it: text for every box (numbers and times are typed), the
 * body map's parts and the two switches. `toPayload` turns it into the API's fields.
 */
export interface PatientFormValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  estimatedAge: string;
  sex: "" | (typeof SEXES)[number];
  type: "" | (typeof PATIENT_TYPES)[number];
  urgency: (typeof URGENCIES)[number];
  complaint: string;
  mechanism: string;
  injury: string;
  bodyParts: BodyPart[];
  allergies: string;
  medication: string;
  medicalHistory: string;
  pain: string;
  heightCm: string;
  weightKg: string;
  gcsEye: string;
  gcsVerbal: string;
  gcsMotor: string;
  treatment: string;
  /** The template applied to the treatment ("" for none); its name is shown, never sent. */
  treatmentTemplateId: string;
  treatmentTemplateName: string;
  arrivedAt: string;
  dischargedAt: string;
  outcome: "" | (typeof OUTCOMES)[number];
  destinationHospital: string;
  notes: string;
  spo2Scale2: boolean;
  pregnant: boolean;
}

const text = (value: string | null | undefined) => value ?? "";
const num = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function toFormValues(patient: PatientView | null): PatientFormValues {
  return {
    firstName: text(patient?.firstName),
    lastName: text(patient?.lastName),
    birthDate: text(patient?.birthDate),
    estimatedAge: num(patient?.estimatedAge),
    sex: patient?.sex ?? "",
    type: patient?.type ?? "",
    urgency: patient?.urgency ?? "unknown",
    complaint: text(patient?.complaint),
    mechanism: text(patient?.mechanism),
    injury: text(patient?.injury),
    bodyParts: [...(patient?.bodyParts ?? [])],
    allergies: text(patient?.allergies),
    medication: text(patient?.medication),
    medicalHistory: text(patient?.medicalHistory),
    pain: num(patient?.pain),
    heightCm: num(patient?.heightCm),
    weightKg: num(patient?.weightKg),
    gcsEye: num(patient?.gcsEye),
    gcsVerbal: num(patient?.gcsVerbal),
    gcsMotor: num(patient?.gcsMotor),
    treatment: text(patient?.treatment),
    treatmentTemplateId: text(patient?.treatmentTemplateId),
    treatmentTemplateName: text(patient?.treatmentTemplateName),
    arrivedAt: toLocalInput(patient?.arrivedAt ?? new Date().toISOString()),
    dischargedAt: toLocalInput(patient?.dischargedAt ?? null),
    outcome: patient?.outcome ?? "",
    destinationHospital: text(patient?.destinationHospital),
    notes: text(patient?.notes),
    spo2Scale2: patient?.spo2Scale2 ?? false,
    pregnant: patient?.pregnant ?? false,
  };
}

/** A typed number as the API takes it: empty is "not given"; anything else goes as typed (checked there). */
const toNumber = (value: string) => {
  const trimmed = value.trim().replace(",", ".");
  if (trimmed === "") return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : trimmed;
};
const toText = (value: string) => (value.trim() === "" ? null : value);
const toTime = (value: string) => (value === "" ? null : (fromLocalInput(value) ?? value));

export function toPayload(values: PatientFormValues): Record<string, unknown> {
  return {
    firstName: toText(values.firstName),
    lastName: toText(values.lastName),
    birthDate: toText(values.birthDate),
    estimatedAge: toNumber(values.estimatedAge),
    sex: values.sex || null,
    type: values.type || null,
    urgency: values.urgency,
    complaint: toText(values.complaint),
    mechanism: toText(values.mechanism),
    injury: toText(values.injury),
    bodyParts: values.bodyParts,
    allergies: toText(values.allergies),
    medication: toText(values.medication),
    medicalHistory: toText(values.medicalHistory),
    pain: toNumber(values.pain),
    heightCm: toNumber(values.heightCm),
    weightKg: toNumber(values.weightKg),
    gcsEye: toNumber(values.gcsEye),
    gcsVerbal: toNumber(values.gcsVerbal),
    gcsMotor: toNumber(values.gcsMotor),
    treatment: toText(values.treatment),
    treatmentTemplateId: values.treatmentTemplateId || null,
    arrivedAt: toTime(values.arrivedAt),
    dischargedAt: toTime(values.dischargedAt),
    outcome: values.outcome || null,
    destinationHospital: toText(values.destinationHospital),
    notes: toText(values.notes),
    spo2Scale2: values.spo2Scale2,
    pregnant: values.pregnant,
  };
}

/** Only what the person changed: a PATCH names no more, so two people editing other fields never collide. */
export function changedFields(initial: PatientFormValues, current: PatientFormValues): Record<string, unknown> {
  const before = toPayload(initial);
  const after = toPayload(current);
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  );
}

/** A form value as the conflict dialog shows it: a choice in the person's words, not its code. */
export function shownValue(t: (key: string) => string, field: string, value: unknown): string | null {
  if (value === "" || value === null || value === undefined) return null;
  if (field === "bodyParts" && Array.isArray(value))
    return value.map((part) => t(`bodyMap.parts.${String(part)}`)).join(", ") || null;
  if (["urgency", "sex", "type", "outcome"].includes(field)) return t(`${field}.${String(value)}`);
  return null;
}
