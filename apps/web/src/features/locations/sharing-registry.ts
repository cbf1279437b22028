import { stopSharing } from "./api/my-location";

/**
 * The organisations this tab has shared a position in, and the send on its way, so signing out
 * can take the positions off the maps first (sharing stops when the person signs out).
 * Module state on purpose: the Locations page is gone by the time /logout runs.
 */
const sharingIn = new Set<string>();
let inFlight: Promise<unknown> = Promise.resolve();

export function markSharing(orgId: string) {
  sharingIn.add(orgId);
}

export function unmarkSharing(orgId: string) {
  sharingIn.delete(orgId);
}

/** Remembers a send, so a stop is not overtaken by a position still on its way. */
export function trackSend<T>(send: Promise<T>): Promise<T> {
  inFlight = send.catch(() => {});
  return send;
}

/**
 * Stops sharing everywhere this tab shared, waiting at most `timeoutMs`: sign-out must not hang
 * on a field without network (the positions then fade and are gone after 15 minutes anyway).
 */
export async function stopSharingOnSignOut(timeoutMs = 800): Promise<void> {
  const orgs = [...sharingIn];
  sharingIn.clear();
  if (!orgs.length) return;
  const stopping = inFlight.then(() => Promise.allSettled(orgs.map((orgId) => stopSharing(orgId))));
  await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
