import { onlineManager } from "@tanstack/react-query";

/** How soon the server is asked again after a lost connection: 3 s, doubling, at most 30 s. */
const PROBE_FIRST_MS = 3_000;
const PROBE_MAX_MS = 30_000;

/**
 * A probe that has not been answered by then counts as no network: a dead mast can hang a request
 * without an error, and the health answer is a few hundred bytes even on a slow network.
 */
const PROBE_TIMEOUT_MS = 2_500;

let probing: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<boolean> | null = null;
let delay = PROBE_FIRST_MS;

/** An answer with this status came from the app's server (a gateway's 5xx says it is not answering). */
export const serverAnswered = (status: number) => status < 500;

/** Asks `/api/health` once: true when the server answered. */
function askServer(): Promise<boolean> {
  inFlight ??= fetch("/api/health", { cache: "no-store", signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    .then((response) => serverAnswered(response.status))
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * A request that did not reach the server means offline, whatever the browser thinks: on a
 * festival field the phone is "connected" to a mast that carries nothing. Queries then wait and
 * patient changes queue (field mode) until a small request to the server answers again.
 */
export function reportNetworkFailure() {
  if (onlineManager.isOnline()) onlineManager.setOnline(false);
  if (!probing && !inFlight) probing = setTimeout(probe, delay);
}

/**
 * Checks now whether the server is reachable, without waiting for a request to fail: at start
 * when the page shows data kept on the device, and when a request has gone unanswered for a
 * while. A network that hangs (packets dropped, no error) then counts as offline within seconds
 * instead of after a request's time-out.
 */
export function checkReachable(): void {
  if (!onlineManager.isOnline() || inFlight) return;
  void askServer().then((reached) => {
    if (!reached) reportNetworkFailure();
  });
}

async function probe() {
  probing = null;
  if (await askServer()) {
    delay = PROBE_FIRST_MS;
    onlineManager.setOnline(true);
    return;
  }
  if (onlineManager.isOnline()) onlineManager.setOnline(false);
  delay = Math.min(delay * 2, PROBE_MAX_MS);
  if (!probing) probing = setTimeout(probe, delay);
}

/**
 * The server answered something else (the live stream opened again): the network is back, without
 * waiting for the next probe, which may be half a minute away after a long outage.
 */
export function reportReachable() {
  if (onlineManager.isOnline()) return;
  if (probing) clearTimeout(probing);
  probing = null;
  delay = PROBE_FIRST_MS;
  onlineManager.setOnline(true);
}

/** Asks the server again at once, whatever the back-off (a person pressed "try again"). */
export function probeNow() {
  if (probing) clearTimeout(probing);
  probing = null;
  delay = PROBE_FIRST_MS;
  void probe();
}

if (typeof window !== "undefined") {
  // The browser saying the network is back is worth checking at once.
  window.addEventListener("online", probeNow);
}
