import { z } from "zod";
import { MEMBER_ROLES, QUALIFICATIONS } from "./constants";
import { latitude, longitude } from "./maps";
import { instant } from "./validation";

// ─── The rules of sharing ─────────────────────────────────────────────────────────

export const LOCATION_RULES = {
  /** A phone without GPS fix reports kilometres; past 10 km a position says nothing on a site map. */
  maxAccuracyM: 10_000,
  /** A position is sent at least this often while the page is open… */
  sendEveryMs: 15_000,
  /** …and at once after moving this far from the last one sent. */
  sendAfterMovingM: 25,
  /** A marker fades after 2 minutes without news and leaves the map after 15. */
  staleAfterMs: 2 * 60_000,
  goneAfterMs: 15 * 60_000,
  /** History is swept a day after the event it was shared at, by default (the organisation's setting, decision 055). */
  keepHours: 24,
  /** An API client that queued a position may send when it was taken: not later than now… */
  futureToleranceMs: 60_000,
  /** …and not so long ago that it would be stale on arrival. */
  maxBacklogMs: 5 * 60_000,
} as const;

/** The newest position of a person counts as theirs while it is this fresh. */
export const LIVE_WINDOW_MINUTES = LOCATION_RULES.goneAfterMs / 60_000;

/** When the position was taken (optional: the server's clock otherwise). */
const recordedAt = instant
  .refine((value) => Date.parse(value) <= Date.now() + LOCATION_RULES.futureToleranceMs, "positionInFuture")
  .refine((value) => Date.parse(value) >= Date.now() - LOCATION_RULES.maxBacklogMs, "positionTooOld")
  .meta({ format: "date-time" });

/**
 * One position of the signed-in member. Numbers only: a string "51.05", NaN or Infinity is
 * refused (JSON cannot carry the last two; zod refuses them in any case).
 */
export const shareLocationBody = z.object({
  latitude,
  longitude,
  /** The radius in metres the device is about 68 % sure of (Geolocation API `coords.accuracy`). */
  accuracyM: z.number().min(0).max(LOCATION_RULES.maxAccuracyM),
  recordedAt: recordedAt.optional(),
});
export type ShareLocationInput = z.input<typeof shareLocationBody>;

export const sharedLocationView = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracyM: z.number().nullable(),
  recordedAt: z.string(),
});
export type SharedLocationView = z.infer<typeof sharedLocationView>;

// ─── Who is where ────────────────────────────────────────────────────────────────────────────

const positionFields = {
  userId: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  accuracyM: z.number().nullable(),
  recordedAt: z.string(),
  /** Seconds between the position and the server's answer: the browser adds its own clock's time since. */
  ageSeconds: z.number(),
};

/** A caregiver assigned to the event, at their newest position of the last 15 minutes. */
export const caregiverPositionView = z.object({
  ...positionFields,
  /** The post they fill at this event. */
  qualification: z.enum(QUALIFICATIONS),
});
export type CaregiverPositionView = z.infer<typeof caregiverPositionView>;

/** A member of the organisation who shared a position in the last 15 minutes (admins' list). */
export const sharingMemberView = z.object({
  ...positionFields,
  role: z.enum(MEMBER_ROLES),
  /** Their highest qualification on their profile, if any. */
  qualification: z.enum(QUALIFICATIONS).nullable(),
});
export type SharingMemberView = z.infer<typeof sharingMemberView>;

/** How a marker is drawn, from the position's age now. */
export type Freshness = "live" | "stale" | "gone";
export function freshnessOf(ageMs: number): Freshness {
  if (ageMs >= LOCATION_RULES.goneAfterMs) return "gone";
  return ageMs >= LOCATION_RULES.staleAfterMs ? "stale" : "live";
}
