import {
  PATIENT_FIELD_NAMES,
  PATIENT_LIMITS,
  type PatientFieldName,
  type PatientFields,
  type PatientView,
} from "@hulppost/shared/patients";
import { fromLocalInput, toLocalInput } from "../../lib/planning-time-zone";

/**
 * A form box's value for a field of the contract: text for what is typed (numbers and times too),
 * "" for a choice not made, the body map's parts and the switches as they are. Derived from the
 * contract's types (decision 001): a field renamed there fails the type check here.
 */
type FormValue<T> = [T] extends [boolean]
  ? boolean
  : [T] extends [readonly unknown[]]
    ? T
    : [NonNullable<T>] extends [number]
      ? string
      : string extends NonNullable<T>
        ? string
        : null extends T
          ? "" | NonNullable<T>
          : T;

/** The patient form as the inputs hold it, and the template's name shown beside its id. */
export type PatientFormValues = { [K in PatientFieldName]: FormValue<PatientFields[K]> } & {
  /** The template applied to the treatment ("" for none); its name is shown, never sent. */
  treatmentTemplateName: string;
};

/**
 * What the form sends, before the contract checks it: each field of the record, a number as typed
 * when it is not one (the contract then names the field), nothing else.
 */
export type PatientDraft = { [K in PatientFieldName]: unknown };

/** Typed as numbers (the ranges the contract checks); the times are typed in the planning zone. */
const isNumber = (field: PatientFieldName): field is keyof typeof PATIENT_LIMITS => field in PATIENT_LIMITS;
const TIMES: readonly PatientFieldName[] = ["arrivedAt", "dischargedAt"];

function formValue(field: PatientFieldName, value: PatientView[PatientFieldName] | undefined) {
  if (typeof value === "boolean" || Array.isArray(value)) return Array.isArray(value) ? [...value] : value;
  if (TIMES.includes(field)) return toLocalInput(typeof value === "string" ? value : null);
  return value === null || value === undefined ? "" : String(value);
}

export function toFormValues(patient: PatientView | null): PatientFormValues {
  const values: Record<string, unknown> = {
    urgency: "unknown",
    bodyParts: [],
    spo2Scale2: false,
    pregnant: false,
    arrivedAt: toLocalInput(new Date().toISOString()),
  };
  for (const field of PATIENT_FIELD_NAMES) {
    const value = patient?.[field];
    if (value !== undefined && value !== null) values[field] = formValue(field, value);
    else if (!(field in values)) values[field] = formValue(field, null);
  }
  values.treatmentTemplateName = patient?.treatmentTemplateName ?? "";
  return values as PatientFormValues;
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

export function toPayload(values: PatientFormValues): PatientDraft {
  const draft: Partial<Record<PatientFieldName, unknown>> = {};
  for (const field of PATIENT_FIELD_NAMES) {
    const value = values[field];
    draft[field] =
      typeof value !== "string"
        ? value
        : isNumber(field)
          ? toNumber(value)
          : TIMES.includes(field)
            ? toTime(value)
            : toText(value);
  }
  return draft as PatientDraft;
}

/** Only what the person changed: a PATCH names no more, so two people editing other fields never collide. */
export function changedFields(initial: PatientFormValues, current: PatientFormValues): Partial<PatientDraft> {
  const before = toPayload(initial);
  const after = toPayload(current);
  return Object.fromEntries(
    PATIENT_FIELD_NAMES.filter((field) => JSON.stringify(after[field]) !== JSON.stringify(before[field])).map(
      (field) => [field, after[field]],
    ),
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
