import type { PointView } from "@hulppost/shared/maps";

/**
 * A link that opens directions to a place in the person's own maps app: Google's "Maps URLs" open
 * the Google Maps app on Android and iOS and the website elsewhere, with no API key. A point is
 * exact (a field has no street number); an address is the fallback when no point is set.
 */
export function directionsUrl(to: PointView | string): string {
  const destination = typeof to === "string" ? to.trim() : `${to.latitude},${to.longitude}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
