import { onlineManager } from "@tanstack/react-query";

/** How soon the server is asked again after a lost connection: 3 s, doubling, at most 30 s. */
const PROBE_FIRST_MS = 3_000;
const PROBE_MAX_MS = 30_000;

/** A probe that has not been answered by then counts as no network (a dead mast can hang a request). */
const PROBE_TIMEOUT_MS = 5_000;

let probing: ReturnType<typeof setTimeout> | null = null;
let inFlight = false;
let delay = PROBE_FIRST_MS;

/**
 * A request that did not reach the server means offline, whatever the browser thinks: on a
 * festival field the phone is "connected" to a mast that carries nothing. Queries then wait and
 * patient changes queue (field mode) until a small request to the server answers again.
 */
export function reportNetworkFailure() {
  if (onlineManager.isOnline()) onlineManager.setOnline(false);
  if (!probing && !inFlight) probing = setTimeout(probe, delay);
}

async function probe() {
  probing = null;
  if (inFlight) return;
  inFlight = true;
  try {
    const response = await fetch("/api/health", { cache: "no-store", signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (response.ok || response.status < 500) {
      delay = PROBE_FIRST_MS;
      onlineManager.setOnline(true);
      return;
    }
  } catch {
    // Still nothing: ask again later.
  } finally {
    inFlight = false;
  }
  delay = Math.min(delay * 2, PROBE_MAX_MS);
  if (!probing) probing = setTimeout(probe, delay);
}

if (typeof window !== "undefined") {
  // The browser saying the network is back is worth checking at once.
  window.addEventListener("online", () => {
    if (probing) clearTimeout(probing);
    probing = null;
    delay = PROBE_FIRST_MS;
    void probe();
  });
}
