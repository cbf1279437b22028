import { z } from "zod";
import { NAME_MAX_LENGTH } from "./constants";
import { atLeastOneField, editVersion, isoDate, optionalText, requiredText, searchText, text } from "./validation";

// ─── Kinds ───────────────────────────────────────────────────────────────────────────────────

export const ASSET_TYPES = ["ambulance", "tent", "equipment", "vehicle", "other"] as const;
export type AssetType = (typeof ASSET_TYPES)[number];
/** `status` is what an admin set; the status shown also follows periods and live events. */
export const ASSET_STATUSES = ["available", "in_use", "maintenance", "unavailable"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
export const UNAVAILABILITY_REASONS = ["maintenance", "repair", "inspection", "loaned", "other"] as const;
export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];

/** An asset whose next maintenance falls within this many days (or is past) is due. */
export const MAINTENANCE_DUE_DAYS = 14;
/** The oldest build year taken for a real vehicle or tent; later than next year is a typo. */
export const ASSET_YEAR_MIN = 1900;

export const ASSET_LIMITS = {
  name: NAME_MAX_LENGTH,
  description: 2000,
  homeLocation: 200,
  // A Belgian plate is 9 characters ("1-ABC-123"); foreign and trade plates need some more room.
  licencePlate: 20,
  // A VIN is 17 characters (ISO 3779); an older or non-road vehicle's number goes in serialNumber.
  vin: 17,
  serialNumber: 100,
  manufacturer: 100,
  model: 100,
  capacity: 10_000,
  periodDetail: 500,
} as const;

// ─── Fields ──────────────────────────────────────────────────────────────────────────────────

/** Optional text kept in capitals: plates and VINs are read out and compared that way. */
const upperText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null));

/**
 * ISO 3779: a VIN is 17 characters, digits and capitals without I, O and Q (read as 1 and 0).
 * Spaces and dashes typed while copying it from a registration paper are dropped.
 */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
const vin = text()
  .trim()
  .max(64)
  .nullish()
  .transform((v) => (v ? v.replace(/[\s-]/g, "").toUpperCase() : null))
  .refine((v) => v === null || VIN_PATTERN.test(v), "invalidVin");

/** A last maintenance after the next one is a typing mistake: both dates as the asset will have them. */
export function maintenanceInOrder(last: string | null | undefined, next: string | null | undefined): boolean {
  return !last || !next || last <= next;
}
const MAINTENANCE_ORDER = { message: "maintenanceOrder", path: ["nextMaintenanceOn"] };

const optionalWhole = (min: number, max: number) =>
  z
    .number({ error: (i) => (i.code === "invalid_type" ? "invalidNumber" : undefined) })
    .int("wholeNumber")
    .min(min)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);

/** A build year from 1900 to next year; the bound moves with the calendar, not with a deploy. */
const buildYear = z
  .number({ error: (i) => (i.code === "invalid_type" ? "invalidNumber" : undefined) })
  .int("wholeNumber")
  .min(ASSET_YEAR_MIN)
  .superRefine((value, ctx) => {
    const max = new Date().getFullYear() + 1;
    if (value > max) ctx.addIssue({ code: "custom", message: `tooBig:${max}` });
  })
  .nullish()
  .transform((v) => v ?? null);

/** A date field a form may send empty: "" and null both mean "no date". */
const optionalDate = z.preprocess((v) => (v === "" ? null : v), isoDate.nullish()).transform((v) => v ?? null);

const assetFields = z.object({
  name: requiredText(ASSET_LIMITS.name),
  type: z.enum(ASSET_TYPES),
  description: optionalText(ASSET_LIMITS.description),
  status: z.enum(ASSET_STATUSES),
  homeLocation: optionalText(ASSET_LIMITS.homeLocation),
  capacity: optionalWhole(0, ASSET_LIMITS.capacity),
  licencePlate: upperText(ASSET_LIMITS.licencePlate),
  vin,
  serialNumber: optionalText(ASSET_LIMITS.serialNumber),
  manufacturer: optionalText(ASSET_LIMITS.manufacturer),
  model: optionalText(ASSET_LIMITS.model),
  year: buildYear,
  lastMaintenanceOn: optionalDate,
  nextMaintenanceOn: optionalDate,
  active: z.boolean(),
});

/** A new asset: only the name is required; it starts available and active. */
export const assetBodyFields = assetFields.extend({
  type: assetFields.shape.type.default("other"),
  status: assetFields.shape.status.default("available"),
  active: assetFields.shape.active.default(true),
});
/**
 * The maintenance dates in order, for a schema with both (zod cannot extend a schema once it has
 * a refinement: a form extends `assetBodyFields` and adds this after).
 */
export const withMaintenanceOrder = <
  T extends z.ZodType<{ lastMaintenanceOn?: string | null; nextMaintenanceOn?: string | null }>,
>(
  schema: T,
) => schema.refine((v) => maintenanceInOrder(v.lastMaintenanceOn, v.nextMaintenanceOn), MAINTENANCE_ORDER);
export const assetBody = withMaintenanceOrder(assetBodyFields);
export type AssetInput = z.input<typeof assetBody>;
export type AssetOutput = z.output<typeof assetBody>;

/**
 * A change names only what changes (no defaults: a new plate keeps the status). Dates sent
 * together are checked here; one date alone is checked against the stored other by the server.
 */
export const assetUpdateBody = withMaintenanceOrder(
  atLeastOneField(assetFields.partial().extend({ version: editVersion })),
);
export type AssetUpdateInput = z.input<typeof assetUpdateBody>;

export const assetListQuery = z.object({
  type: z.enum(ASSET_TYPES).optional(),
  /** Filters on the status shown, not the one set by hand. */
  status: z.enum(ASSET_STATUSES).optional(),
  search: searchText(),
});

// ─── Views ───────────────────────────────────────────────────────────────────────────────────

export const assetView = z.object({
  /** Raised by every change; the asset form sends the one it was loaded from (decision 036). */
  version: z.number(),
  id: z.string(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  description: z.string().nullable(),
  /** As set by an admin. */
  status: z.enum(ASSET_STATUSES),
  /** As it is today: unavailable on a day a period covers, in use while on a live event, else `status`. */
  shownStatus: z.enum(ASSET_STATUSES),
  homeLocation: z.string().nullable(),
  capacity: z.number().nullable(),
  licencePlate: z.string().nullable(),
  vin: z.string().nullable(),
  serialNumber: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  lastMaintenanceOn: z.string().nullable(),
  nextMaintenanceOn: z.string().nullable(),
  /** Next maintenance within MAINTENANCE_DUE_DAYS or past. */
  maintenanceDue: z.boolean(),
  active: z.boolean(),
  photoUpdatedAt: z.string().nullable(),
  /** The live event it is on now, if any. */
  currentEvent: z.object({ id: z.string(), name: z.string(), endsAt: z.string() }).nullable(),
  /** The period that covers today, if any. */
  currentPeriod: z
    .object({
      id: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      reason: z.enum(UNAVAILABILITY_REASONS),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssetView = z.infer<typeof assetView>;

export const assetTypeCounts = z.object(
  Object.fromEntries(ASSET_TYPES.map((type) => [type, z.number()])) as Record<AssetType, z.ZodNumber>,
);
export type AssetTypeCounts = z.infer<typeof assetTypeCounts>;

export const assetListView = z.object({
  assets: z.array(assetView),
  /** Per type, with the status filter and search applied but not the type filter. */
  counts: assetTypeCounts,
});
export type AssetListView = z.infer<typeof assetListView>;

export const photoResult = z.object({ photoUpdatedAt: z.string().nullable(), width: z.number(), height: z.number() });

// ─── Unavailability periods ──────────────────────────────────────────────────────────────────

const periodFields = z.object({
  startsOn: isoDate,
  endsOn: isoDate,
  // The reason is required; a form's empty choice says so rather than "pick one".
  reason: z.enum(UNAVAILABILITY_REASONS, {
    error: (i) => (i.input === undefined || i.input === null || i.input === "" ? "required" : "invalidChoice"),
  }),
  detail: optionalText(ASSET_LIMITS.periodDetail),
});

/** The end on or after the start, else 'Ongeldige periode' (the key `invalidPeriod`). */
const endsOnOrAfterStart = (v: { startsOn?: string; endsOn?: string }) =>
  !v.startsOn || !v.endsOn || v.endsOn >= v.startsOn;

export const periodBody = periodFields.refine(endsOnOrAfterStart, { path: ["endsOn"], message: "invalidPeriod" });
export type PeriodInput = z.input<typeof periodBody>;

/** The server checks a change against the stored dates too (only one of them may be sent). */
export const periodUpdateBody = atLeastOneField(periodFields.partial()).refine(endsOnOrAfterStart, {
  path: ["endsOn"],
  message: "invalidPeriod",
});
export type PeriodUpdateInput = z.input<typeof periodUpdateBody>;

export const periodView = z.object({
  id: z.string(),
  assetId: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  reason: z.enum(UNAVAILABILITY_REASONS),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type PeriodView = z.infer<typeof periodView>;

// ─── Assets on events ────────────────────────────────────────────────────────────────────────

export const eventAssetBody = z.object({
  assetId: z.uuid(),
  /**
   * The admin saw that the asset's maintenance is overdue by the event and sends it anyway
   * (docs/decisions/025): without it such an asset is refused with ASSET_MAINTENANCE_OVERDUE.
   */
  maintenanceOverdueConfirmed: z.boolean().optional(),
});

export const eventAssetView = z.object({
  assetId: z.string(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  licencePlate: z.string().nullable(),
  capacity: z.number().nullable(),
  assignedAt: z.string(),
  /** Whether it stands on the event's site map yet (the map module places it). */
  placed: z.boolean(),
});
export type EventAssetView = z.infer<typeof eventAssetView>;

/** Why an asset cannot go to an event: the assign dialog shows these before anyone tries. */
export const assetConflict = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("inactive") }),
  /** Set to maintenance or unavailable by hand, and the event runs today. */
  z.object({ kind: z.literal("outOfService"), status: z.enum(ASSET_STATUSES) }),
  z.object({
    kind: z.literal("unavailable"),
    periodId: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    reason: z.enum(UNAVAILABILITY_REASONS),
  }),
  z.object({
    kind: z.literal("busy"),
    eventId: z.string(),
    name: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
  }),
]);
export type AssetConflict = z.infer<typeof assetConflict>;

export const assetCandidateView = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  licencePlate: z.string().nullable(),
  capacity: z.number().nullable(),
  assigned: z.boolean(),
  conflicts: z.array(assetConflict),
  /**
   * Its next maintenance, when that falls before the event (or before today, for an event under
   * way): not deployable, offered only with the admin's confirmation. Null otherwise.
   */
  maintenanceOverdue: z.string().nullable(),
});
export type AssetCandidateView = z.infer<typeof assetCandidateView>;

// ─── Usage, planning, maintenance ────────────────────────────────────────────────────────────

export const assetUsageView = z.object({
  /** Events that took place (not cancelled, ended) and their hours together. */
  totals: z.object({ events: z.number(), hours: z.number() }),
  events: z.array(
    z.object({
      eventId: z.string(),
      name: z.string(),
      location: z.string().nullable(),
      date: z.string(),
      endDate: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      hours: z.number(),
      phase: z.enum(["planned", "live", "past"]),
      cancelled: z.boolean(),
    }),
  ),
});
export type AssetUsageView = z.infer<typeof assetUsageView>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const planningQuery = z.object({
  month: text()
    .trim()
    .regex(MONTH, "invalidMonth")
    .refine((m) => Number(m.slice(0, 4)) >= 1900 && Number(m.slice(0, 4)) <= 2200, "dateOutOfRange"),
});

export const planningDay = z.object({
  events: z.array(z.object({ id: z.string(), name: z.string() })),
  unavailable: z
    .object({ periodId: z.string(), reason: z.enum(UNAVAILABILITY_REASONS), detail: z.string().nullable() })
    .nullable(),
  /** The next maintenance falls on this day, or it is today and the asset is set to maintenance. */
  maintenance: z.boolean(),
});
export type PlanningDay = z.infer<typeof planningDay>;

export const planningView = z.object({
  month: z.string(),
  days: z.array(z.string()),
  assets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(ASSET_TYPES),
      status: z.enum(ASSET_STATUSES),
      active: z.boolean(),
      nextMaintenanceOn: z.string().nullable(),
      /** Only the days with something on them, by YYYY-MM-DD; a day not named is free. */
      days: z.record(z.string(), planningDay),
    }),
  ),
  /** The month's events that are not cancelled, with the days they touch: a free cell offers them. */
  events: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      location: z.string().nullable(),
      startsAt: z.string(),
      endsAt: z.string(),
      days: z.array(z.string()),
    }),
  ),
});
export type PlanningView = z.infer<typeof planningView>;

export const maintenanceDueItem = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  nextMaintenanceOn: z.string(),
  /** Negative when overdue. */
  daysLeft: z.number(),
});
export type MaintenanceDueItem = z.infer<typeof maintenanceDueItem>;
