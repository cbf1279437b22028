import { z } from "zod";
import {
  AVPU_RESPONSES,
  TRIAGE_CATEGORIES,
  TRIAGE_SYSTEMS,
  type TriageAnswers,
  type TriageCategory,
  WALKS_ANSWERS,
} from "./clinical/triage";
import { optionalPhone } from "./field-formats";
import { latitude, longitude } from "./maps";
import { SEXES } from "./patients";
import { optionalText, requiredText } from "./validation";

/**
 * Incident mode: many casualties at once at a live event (docs/decisions/044). An incident is
 * declared on an event, its casualties are triaged (START/JumpSTART or the Triage Sieve) and
 * counted per category and place, and it is closed with a final count and kept read-only.
 */

export const INCIDENT_LIMITS = {
  name: 120,
  description: 500,
  reason: 500,
  note: 1000,
  /** Labels per A4 sheet: 3 across, 8 down, each big enough to scan in the dark. */
  tagsPerSheet: 24,
  /** At most this many labels per print (20 sheets). */
  tagsPerBatch: 480,
  /** An age typed as a guess; no casualty is older. */
  age: 120,
} as const;

/** Where a casualty is now: counted per place on the board. */
export const CASUALTY_PLACES = ["on_scene", "at_post", "on_the_way", "at_hospital", "gone_home", "dead"] as const;
export type CasualtyPlace = (typeof CASUALTY_PLACES)[number];

/**
 * A label's code, readable aloud: the organisation's three letters and a number ("VJP-0042").
 * Typed codes are forgiving: spaces and lower case are accepted and normalised.
 */
export const TAG_CODE = /^[A-Z]{3}-\d{4,6}$/;
export const tagCode = z
  .string()
  .trim()
  .max(20)
  .transform((value) =>
    value
      .toUpperCase()
      .replace(/\s+/g, "")
      .replace(/^([A-Z]{3})(\d)/, "$1-$2"),
  )
  .pipe(z.string().regex(TAG_CODE, "invalidTagCode"));

/** The number of a tag code, "VJP-0042" → 42. */
export const tagNumber = (code: string) => Number(code.slice(4));
/** The code of a number under a prefix: 42 → "VJP-0042" (four digits at least). */
export const tagCodeOf = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, "0")}`;

// ─── Bodies ──────────────────────────────────────────────────────────────────────────────────

export const declareIncidentBody = z.object({
  name: requiredText(INCIDENT_LIMITS.name),
  description: optionalText(INCIDENT_LIMITS.description),
  /** A training: kept out of insights and may be deleted afterwards. */
  exercise: z.boolean().default(false),
  /** Where it happened, on the event's site map. */
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
  /** Defaults to the organisation's choice (Options). */
  triageSystem: z.enum(TRIAGE_SYSTEMS).optional(),
});
export type DeclareIncidentInput = z.input<typeof declareIncidentBody>;

const count = z.number().int().min(0).max(100_000);
export const categoryCounts = z.object({ T1: count, T2: count, T3: count, dead: count });
export type CategoryCounts = z.infer<typeof categoryCounts>;

export const closeIncidentBody = z.object({
  /** The final count as the post leader reports it (it may differ from the board's). */
  finalCounts: categoryCounts,
  note: optionalText(INCIDENT_LIMITS.note),
});

/** The answers a guided triage sends: every one optional, each within what a body can have. */
export const triageAnswersBody = z
  .object({
    child: z.boolean(),
    catastrophicHaemorrhage: z.boolean(),
    walks: z.enum(WALKS_ANSWERS),
    breathing: z.boolean(),
    breathesAfterAirway: z.boolean(),
    peripheralPulse: z.boolean(),
    breathesAfterRescueBreaths: z.boolean(),
    respiratoryRate: z.number().min(0).max(120),
    radialPulse: z.boolean(),
    capillaryRefillSeconds: z.number().min(0).max(30),
    pulseRate: z.number().min(0).max(300),
    followsCommands: z.boolean(),
    avpu: z.enum(AVPU_RESPONSES),
  })
  .partial()
  .strict() satisfies z.ZodType<TriageAnswers>;

/**
 * One triage from a phone, online or later from its queue. `clientId` makes it idempotent: the
 * same triage sent twice is one. Without `casualtyId` it finds the casualty by `tagCode` (a label
 * scanned twice never makes two) or creates one. Either the answers of the guided flow or a
 * category chosen directly; an override (a doctor) names a category and a reason.
 */
export const triageBody = z
  .object({
    clientId: z.string().trim().min(8).max(64),
    casualtyId: z.uuid().optional(),
    tagCode: tagCode.optional(),
    answers: triageAnswersBody.optional(),
    category: z.enum(TRIAGE_CATEGORIES).optional(),
    override: z.boolean().default(false),
    reason: optionalText(INCIDENT_LIMITS.reason),
    latitude: latitude.nullish(),
    longitude: longitude.nullish(),
    /** When it was done on the phone (a queued triage arrives later). */
    at: z.iso.datetime({ offset: true }).optional(),
    /** For a new, often anonymous casualty. */
    sex: z.enum(SEXES).optional(),
    approxAge: z.number().int().min(0).max(INCIDENT_LIMITS.age).optional(),
    description: optionalText(INCIDENT_LIMITS.description),
  })
  .superRefine((body, ctx) => {
    if (!body.answers && !body.category)
      ctx.addIssue({ code: "custom", path: ["category"], message: "triageNeedsCategory" });
    if (body.override && !body.category)
      ctx.addIssue({ code: "custom", path: ["category"], message: "overrideNeedsCategory" });
    if (body.override && !body.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "reasonRequired" });
    if (body.override && !body.casualtyId && !body.tagCode)
      ctx.addIssue({ code: "custom", path: ["casualtyId"], message: "overrideNeedsCasualty" });
  });
export type TriageInput = z.input<typeof triageBody>;

/** A casualty moves: to the post, into an ambulance, to hospital, home, or is found dead. */
export const casualtyPlaceBody = z.object({
  place: z.enum(CASUALTY_PLACES),
  clientId: z.string().trim().min(8).max(64).optional(),
  /** When it was done on the phone: a move kept offline that arrives after a later one does not undo it. */
  at: z.iso.datetime({ offset: true }).optional(),
});
export type CasualtyPlaceInput = z.input<typeof casualtyPlaceBody>;

/** A receiving hospital of the organisation. */
export const hospitalBody = z.object({
  name: requiredText(INCIDENT_LIMITS.name),
  address: optionalText(300),
  phone: optionalPhone,
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
});
export type HospitalInput = z.input<typeof hospitalBody>;

export const hospitalView = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type HospitalView = z.infer<typeof hospitalView>;

const capacity = z.number().int().min(0).max(1000).nullable();
/** What a hospital says it can take during this incident, per category; null: not said. */
export const hospitalCapacityBody = z.object({ T1: capacity, T2: capacity, T3: capacity });
export type HospitalCapacity = z.infer<typeof hospitalCapacityBody>;

/**
 * A casualty into one of the event's ambulances and to a receiving hospital. A hospital that would
 * get more of the category than it said it can take is refused with HOSPITAL_FULL unless
 * `overCapacityConfirmed` (someone decided, knowing).
 */
export const transportBody = z.object({
  hospitalId: z.uuid().nullable(),
  ambulanceId: z.uuid().nullable(),
  overCapacityConfirmed: z.boolean().optional(),
});
export type TransportInput = z.input<typeof transportBody>;

export const tagBatchBody = z.object({
  count: z.number().int().min(1).max(INCIDENT_LIMITS.tagsPerBatch),
});

// ─── Views ───────────────────────────────────────────────────────────────────────────────────

export const triageView = z.object({
  id: z.string(),
  category: z.enum(TRIAGE_CATEGORIES),
  /** The algorithm that gave it, or `direct` when chosen without the questions. */
  method: z.enum(["start", "jumpstart", "sieve", "direct"]),
  override: z.boolean(),
  reason: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TriageView = z.infer<typeof triageView>;

export const casualtyView = z.object({
  id: z.string(),
  tagCode: z.string().nullable(),
  category: z.enum(TRIAGE_CATEGORIES),
  place: z.enum(CASUALTY_PLACES),
  sex: z.enum(SEXES).nullable(),
  approxAge: z.number().nullable(),
  description: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** First triaged: the board sorts by category, then by how long each has waited. */
  firstTriagedAt: z.string(),
  lastTriagedAt: z.string(),
  patientId: z.string().nullable(),
  hospitalId: z.string().nullable(),
  ambulanceId: z.string().nullable(),
  history: z.array(triageView),
});
export type CasualtyView = z.infer<typeof casualtyView>;

export const timelineEntryView = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(["declared", "triaged", "retriaged", "overridden", "moved", "recordOpened", "closed"]),
  byName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TimelineEntryView = z.infer<typeof timelineEntryView>;

export const incidentSummaryView = z.object({
  id: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  exercise: z.boolean(),
  triageSystem: z.enum(TRIAGE_SYSTEMS),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  declaredAt: z.string(),
  declaredByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  finalCounts: categoryCounts.nullable(),
  closingNote: z.string().nullable(),
  /** Per category, all places together. */
  counts: categoryCounts,
});
export type IncidentSummaryView = z.infer<typeof incidentSummaryView>;

/**
 * A casualty on the board: without its triage history, which the casualty's own view and its
 * patient record show. A thousand histories made the board too heavy to send on every change
 * (docs/performance.md); the list needs only how many triages there were and the one that counts.
 */
export const boardCasualtyView = casualtyView.omit({ history: true }).extend({
  triageCount: z.number(),
  /** The latest triage by the phones' clocks (the one that set the category): who, and whether a doctor overrode. */
  lastTriage: z
    .object({ byName: z.string().nullable(), override: z.boolean(), reason: z.string().nullable() })
    .nullable(),
});
export type BoardCasualtyView = z.infer<typeof boardCasualtyView>;

/** The board: counts per category × place, the casualties (sickest and longest waiting first), the timeline. */
export const incidentBoardView = incidentSummaryView.extend({
  byPlace: z.record(z.enum(CASUALTY_PLACES), categoryCounts),
  /** Every hospital of the organisation: what it said it can take now and what it has been sent. */
  hospitals: z.array(hospitalView.extend({ capacity: hospitalCapacityBody.nullable(), received: categoryCounts })),
  /** The event's ambulances (its assigned assets of that type). */
  ambulances: z.array(z.object({ id: z.string(), name: z.string(), sent: z.number() })),
  casualties: z.array(boardCasualtyView),
  timeline: z.array(timelineEntryView),
});
export type IncidentBoardView = z.infer<typeof incidentBoardView>;

/** The record opened for a casualty taken into treatment. */
export const casualtyRecordView = z.object({ patientId: z.string() });

/** On a patient record: the casualty it was opened for, its incident and its triage history. */
export const patientCasualtyView = z.object({
  incidentId: z.string(),
  incidentName: z.string(),
  exercise: z.boolean(),
  casualty: casualtyView,
});
export type PatientCasualtyView = z.infer<typeof patientCasualtyView>;

export const tagBatchView = z.object({
  id: z.string(),
  prefix: z.string(),
  firstCode: z.string(),
  lastCode: z.string(),
  count: z.number(),
  createdAt: z.string(),
});
export type TagBatchView = z.infer<typeof tagBatchView>;

/** Categories in the board's order: the sickest first, the dead last. */
export const TRIAGE_ORDER: readonly TriageCategory[] = ["T1", "T2", "T3", "dead"];

export const emptyCounts = (): CategoryCounts => ({ T1: 0, T2: 0, T3: 0, dead: 0 });
