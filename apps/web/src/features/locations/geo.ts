import { type Freshness, freshnessOf, LOCATION_RULES } from "@hulppost/shared/locations";

export interface Fix {
  latitude: number;
  longitude: number;
  /** Metres, as the device reports it. */
  accuracy: number;
  /** When the device took it (ms since epoch). */
  takenAt: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The distance over the earth's surface between two points, in metres (haversine). */
export function distanceM(a: Pick<Fix, "latitude" | "longitude">, b: Pick<Fix, "latitude" | "longitude">): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A fix older than the fade time says nothing about where the person is now: it is not resent. */
const MAX_FIX_AGE_MS = LOCATION_RULES.staleAfterMs;

/**
 * Whether to send `fix` now: at once after moving 25 m from the last one sent, otherwise once
 * 15 seconds have passed (standing still at the post still says "I am here", so the marker stays
 * fresh), but never a fix so old that the person may have walked away since.
 */
export function shouldSend(fix: Fix, last: { fix: Fix; sentAt: number } | null, now: number): boolean {
  if (now - fix.takenAt > MAX_FIX_AGE_MS) return false;
  if (!last) return true;
  if (distanceM(last.fix, fix) >= LOCATION_RULES.sendAfterMovingM) return true;
  return now - last.sentAt >= LOCATION_RULES.sendEveryMs;
}

/** The age of a position now: its age when the server answered plus the time since, on this clock. */
export const ageMsNow = (ageSeconds: number, answeredAt: number, now: number) =>
  ageSeconds * 1000 + Math.max(0, now - answeredAt);

/**
 * How a position is drawn now. Offline, a position too old to be drawn otherwise stays, pale and
 * with its age: the last known place is all a post has until the network returns.
 */
export const shownFreshness = (ageMs: number, offline: boolean): Freshness => {
  const freshness = freshnessOf(ageMs);
  return offline && freshness === "gone" ? "stale" : freshness;
};
