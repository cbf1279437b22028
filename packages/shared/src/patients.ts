import { z } from "zod";
import { BODY_PARTS } from "./body-parts";
import { NEWS2_PARAMETERS, type News2Result, news2Warnings } from "./clinical/news2";
import { atLeastOneField, birthDate, editVersion, instant, optionalText, searchText } from "./validation";

// ─── Status ──────────────────────────────────────────────────────────────────────────────────

export const PATIENT_STATUSES = ["under_treatment", "completed", "hospital_referral", "call_112"] as const;
export type PatientStatus = (typeof PATIENT_STATUSES)[number];

/** Older names of the statuses, accepted on input and stored as the canonical value. */
export const PATIENT_STATUS_ALIASES: Record<string, PatientStatus> = {
  treatment: "under_treatment",
  finished: "completed",
  referral: "hospital_referral",
  call112: "call_112",
};

/** Where each status may go next; anything else is refused with a clear message. */
export const PATIENT_TRANSITIONS: Record<PatientStatus, readonly PatientStatus[]> = {
  under_treatment: ["completed", "hospital_referral", "call_112"],
  call_112: ["hospital_referral", "completed"],
  hospital_referral: ["completed"],
  completed: ["under_treatment"],
};

export const canTransition = (from: PatientStatus, to: PatientStatus) => PATIENT_TRANSITIONS[from].includes(to);

/** A status as a client may send it: canonical or an alias. */
export const patientStatus = z.preprocess(
  (value) => (typeof value === "string" && value in PATIENT_STATUS_ALIASES ? PATIENT_STATUS_ALIASES[value] : value),
  z.enum(PATIENT_STATUSES),
);

// ─── Fields ──────────────────────────────────────────────────────────────────────────────────

export const URGENCIES = ["unknown", "low", "medium", "high"] as const;
export type Urgency = (typeof URGENCIES)[number];
export const PATIENT_TYPES = ["participant", "spectator", "staff", "other"] as const;
export const SEXES = ["female", "male", "other", "unknown"] as const;
/** Where the patient went: back to the event, home, a hospital (which one is named), elsewhere. */
export const OUTCOMES = ["back_to_event", "home", "hospital", "other"] as const;

/** An optional whole number in a plausible range; an implausible value is refused, not stored. */
const wholeIn = (min: number, max: number) =>
  z
    .number({ error: (i) => (i.code === "invalid_type" ? "invalidNumber" : undefined) })
    .int("wholeNumber")
    .min(min)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);
const decimalIn = (min: number, max: number) =>
  z
    .number({ error: (i) => (i.code === "invalid_type" ? "invalidNumber" : undefined) })
    .min(min)
    .max(max)
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : Math.round(v * 10) / 10));

export const PATIENT_LIMITS = {
  estimatedAge: [0, 120],
  pain: [0, 10],
  heightCm: [30, 250],
  weightKg: [1, 400],
  gcsEye: [1, 4],
  gcsVerbal: [1, 5],
  gcsMotor: [1, 6],
} as const;

const patientFields = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  birthDate: z.preprocess((v) => (v === "" ? null : v), birthDate.nullish()).transform((v) => v ?? null),
  estimatedAge: wholeIn(...PATIENT_LIMITS.estimatedAge),
  sex: z
    .enum(SEXES)
    .nullish()
    .transform((v) => v ?? null),
  type: z
    .enum(PATIENT_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  urgency: z.enum(URGENCIES),
  complaint: optionalText(1000),
  mechanism: optionalText(1000),
  injury: optionalText(2000),
  bodyParts: z
    .array(z.enum(BODY_PARTS))
    .max(BODY_PARTS.length)
    .transform((parts) => [...new Set(parts)]),
  allergies: optionalText(1000),
  medication: optionalText(1000),
  medicalHistory: optionalText(2000),
  pain: wholeIn(...PATIENT_LIMITS.pain),
  heightCm: wholeIn(...PATIENT_LIMITS.heightCm),
  weightKg: decimalIn(...PATIENT_LIMITS.weightKg),
  gcsEye: wholeIn(...PATIENT_LIMITS.gcsEye),
  gcsVerbal: wholeIn(...PATIENT_LIMITS.gcsVerbal),
  gcsMotor: wholeIn(...PATIENT_LIMITS.gcsMotor),
  treatment: optionalText(5000),
  /** The treatment template applied to fill `treatment`, if one was (the organisation's own). */
  treatmentTemplateId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  arrivedAt: instant,
  dischargedAt: instant.nullish().transform((v) => v ?? null),
  outcome: z
    .enum(OUTCOMES)
    .nullish()
    .transform((v) => v ?? null),
  destinationHospital: optionalText(200),
  notes: optionalText(5000),
  /** SpO2 scale 2 for NEWS2: only with a prescribed target of 88–92 % (clinical.md). */
  spo2Scale2: z.boolean(),
  /** NEWS2 is not validated in pregnancy: the score is shown with that warning. */
  pregnant: z.boolean(),
});
export type PatientFields = z.output<typeof patientFields>;
/** The record's own fields, in the contract's order: the web form's values are keyed by these. */
export const PATIENT_FIELD_NAMES = patientFields.keyof().options;
export type PatientFieldName = keyof PatientFields;

const dischargeAfterArrival = (v: { arrivedAt?: string | null; dischargedAt?: string | null }) =>
  !v.arrivedAt || !v.dischargedAt || Date.parse(v.dischargedAt) >= Date.parse(v.arrivedAt);

/** The ways a record is made: the full form, or quick input on a phone (then "mobile patients"). */
export const PATIENT_SOURCES = ["form", "quick"] as const;

/**
 * A new patient. The id is chosen by the client (a UUID), so sending the same create twice makes
 * one record: the offline post resends without fear of duplicates.
 */
export const createPatientBody = patientFields
  .partial()
  .extend({
    id: z.uuid(),
    urgency: z.enum(URGENCIES).default("unknown"),
    source: z.enum(PATIENT_SOURCES).default("form"),
    /** When the post registered it on the device (sent later when offline); the history's time. */
    registeredAt: instant
      .optional()
      .meta({ description: "When the patient was registered on the device; now if left out (field mode)" }),
  })
  .refine(dischargeAfterArrival, { path: ["dischargedAt"], message: "dischargeBeforeArrival" });
export type CreatePatientInput = z.input<typeof createPatientBody>;

/**
 * Quick input: name (or nothing: "unknown"), complaint and urgency, one big button. The name is
 * one field; a first word becomes the first name, the rest the last name.
 */
export const quickPatientForm = z.object({
  name: optionalText(200),
  complaint: optionalText(1000),
  urgency: z.enum(URGENCIES),
});

/**
 * A change names only what changes; the rest of the record stays. `editedAt` is when the change was
 * made on the device (an offline edit is sent later): the server lets a later edit of a field stand
 * (later edit wins, field by field). It is no field of the record, so a body with only `editedAt`
 * is as empty as `{}`.
 */
export const updatePatientBody = atLeastOneField(
  patientFields
    .partial()
    .extend({ version: editVersion })
    .extend({
      editedAt: instant.optional().meta({ description: "When the edit was made on the device; now if left out" }),
    }),
  ["editedAt"],
).refine(dischargeAfterArrival, { path: ["dischargedAt"], message: "dischargeBeforeArrival" });
export type UpdatePatientInput = z.input<typeof updatePatientBody>;

/**
 * `changedAt`: when the status was changed on the device; a later change of the status stands.
 */
export const patientStatusBody = z.object({
  status: patientStatus,
  /** Why someone whose latest NEWS2 is urgent leaves the post (leavingNeedsReason); kept in the history. */
  reason: optionalText(500).meta({ description: "Required to complete a record whose latest NEWS2 is 5 or more" }),
  changedAt: instant.optional().meta({ description: "When the status was changed on the device; now if left out" }),
});

/**
 * "priority": the sickest first, as a post reads its list: the latest NEWS2 (highest first, none
 * last), then the urgency, then who has waited longest. "observation": whose next observation is
 * due first (overdue at the top, patients no longer under treatment last; decision 046).
 */
export const PATIENT_SORTS = [
  "priority",
  "arrived_desc",
  "arrived_asc",
  "urgency",
  "news2",
  "name",
  "status",
  "observation",
] as const;

/**
 * Which patients a list shows: those still at the post (not completed and not discharged: under
 * treatment, waiting for the 112 ambulance, referral under way), those done, or all.
 */
export const PATIENT_LIST_SCOPES = ["at_post", "done", "all"] as const;
export type PatientListScope = (typeof PATIENT_LIST_SCOPES)[number];
export const isAtPost = (p: { status: PatientStatus; dischargedAt: string | Date | null }) =>
  p.status !== "completed" && !p.dischargedAt;
export const inScope = (scope: PatientListScope, p: { status: PatientStatus; dischargedAt: string | Date | null }) =>
  scope === "all" || (scope === "at_post") === isAtPost(p);
export const PATIENT_PAGE_SIZE_MAX = 100;

const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values)).max(values.length)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]));

export const patientListQuery = z.object({
  scope: z.enum(PATIENT_LIST_SCOPES).default("all"),
  status: listOf(PATIENT_STATUSES),
  urgency: listOf(URGENCIES),
  search: searchText(),
  sort: z.enum(PATIENT_SORTS).default("arrived_desc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PATIENT_PAGE_SIZE_MAX).default(25),
});
/** The list's parameters as a page holds them: every one given (no filter is an empty list). */
export type PatientListParams = {
  [K in keyof z.output<typeof patientListQuery>]-?: NonNullable<z.output<typeof patientListQuery>[K]>;
};

// ─── Views ───────────────────────────────────────────────────────────────────────────────────

export const personRef = z.object({ id: z.string().nullable(), name: z.string() }).nullable();

export const news2View = z.object({
  total: z.number().nullable(),
  risk: z.enum(["low", "low_medium", "medium", "high"]).nullable(),
  missing: z.array(z.enum(NEWS2_PARAMETERS)),
  parts: z.partialRecord(z.enum(NEWS2_PARAMETERS), z.number()),
  singleThree: z.boolean(),
  scale: z.union([z.literal(1), z.literal(2)]),
}) satisfies z.ZodType<News2Result>;

export const GCS_BANDS = ["mild", "moderate", "severe"] as const;
export function gcsOf(eye: number | null, verbal: number | null, motor: number | null) {
  if (eye === null || verbal === null || motor === null) return { total: null, band: null };
  const total = eye + verbal + motor;
  const band: (typeof GCS_BANDS)[number] = total >= 13 ? "mild" : total >= 9 ? "moderate" : "severe";
  return { total, band };
}

export const patientView = patientFields.extend({
  /** Raised by every change; a form sends the one it was loaded from (decision 036). */
  version: z.number(),
  id: z.string(),
  eventId: z.string(),
  organizationId: z.string(),
  status: z.enum(PATIENT_STATUSES),
  statusChangedAt: z.string(),
  source: z.enum(PATIENT_SOURCES),
  ageYears: z.number().nullable(),
  gcsTotal: z.number().nullable(),
  gcsBand: z.enum(GCS_BANDS).nullable(),
  latestNews2: news2View.nullable(),
  latestVitalsAt: z.string().nullable(),
  news2Warnings: z.array(z.enum(["under16", "pregnancy"])),
  hasPhoto: z.boolean(),
  photoUpdatedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: personRef,
  updatedAt: z.string(),
  updatedBy: personRef,
  treatedBy: personRef,
  /** The name of the template in `treatmentTemplateId`, to show which one was used. */
  treatmentTemplateName: z.string().nullable(),
  /** The transitions the status may take now, for the buttons. */
  nextStatuses: z.array(z.enum(PATIENT_STATUSES)),
});
export type PatientView = z.infer<typeof patientView>;

/**
 * A row of the list: the record's own fields, picked from the record's view so that both stay one
 * shape (a field renamed there is renamed here), with the latest score and the caregiver flattened.
 * `spo2Scale2` is there so that a measurement waiting on a device is scored on the patient's scale.
 */
export const patientListItem = patientView
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    ageYears: true,
    sex: true,
    urgency: true,
    status: true,
    complaint: true,
    arrivedAt: true,
    dischargedAt: true,
    latestVitalsAt: true,
    spo2Scale2: true,
  })
  .extend({
    latestNews2Total: news2View.shape.total,
    latestNews2Risk: news2View.shape.risk,
    treatedByName: z.string().nullable(),
    /** When the next observation is due (the organisation's interval of the latest NEWS2 band); null when not under treatment. */
    nextObservationAt: z.string().nullable(),
  });
export type PatientListItem = z.infer<typeof patientListItem>;

/** What a post leader glances at: who is here, how urgent, who is on the way to hospital. */
export const postStatusView = z.object({
  present: z.number(),
  byUrgency: z.record(z.enum(URGENCIES), z.number()),
  referralsUnderway: z.number(),
  arrivalsLastHour: z.number(),
  total: z.number(),
});
export type PostStatusView = z.infer<typeof postStatusView>;

export const patientListView = z.object({
  items: z.array(patientListItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Per scope over the whole event; per status and urgency within the scope asked for. */
  counts: z.object({
    scope: z.record(z.enum(PATIENT_LIST_SCOPES), z.number()),
    status: z.record(z.enum(PATIENT_STATUSES), z.number()),
    urgency: z.record(z.enum(URGENCIES), z.number()),
  }),
  post: postStatusView,
});
export type PatientListView = z.infer<typeof patientListView>;

/**
 * "superseded": an offline edit (or status change) that arrived after a later one of the same field;
 * its changes are `{ field, from: the value that stands, to: the value not applied }`.
 */
export const PATIENT_HISTORY_KINDS = [
  "created",
  "updated",
  "status",
  "viewed",
  "vitals",
  "photo",
  "superseded",
] as const;
export const patientHistoryEntry = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.enum(PATIENT_HISTORY_KINDS),
  actor: personRef,
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type PatientHistoryEntry = z.infer<typeof patientHistoryEntry>;

/**
 * The fewest fields that identify a quick-input case across organisations: no name, complaint or
 * vital sign, since patient records are health data (decision 022).
 */
export const mobilePatientView = z.object({
  id: z.string(),
  organization: z.string(),
  event: z.string(),
  arrivedAt: z.string(),
  status: z.enum(PATIENT_STATUSES),
  urgency: z.enum(URGENCIES),
});
export type MobilePatientView = z.infer<typeof mobilePatientView>;

/**
 * Newest first, a page at a time: the next page starts after the last row's `arrivedAt` and `id`
 * (`before` and `beforeId`), so rows that arrived at the same moment are neither skipped nor
 * repeated. `before` alone still answers the rows that arrived strictly earlier.
 */
export const mobilePatientQuery = z.object({
  before: instant.optional(),
  beforeId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type MobilePatientQuery = z.output<typeof mobilePatientQuery>;

export { news2Warnings };

/**
 * How long an organisation keeps patient records after an event ends, in months; null keeps them
 * (the default: 20 years in NL, 30 in BE for professionals' records).
 */
export const patientRetentionBody = z.object({
  months: z
    .number({ error: (i) => (i.code === "invalid_type" && i.input !== null ? "invalidNumber" : undefined) })
    .int("wholeNumber")
    .min(1)
    .max(600)
    .nullable(),
});
export type PatientRetention = z.infer<typeof patientRetentionBody>;
