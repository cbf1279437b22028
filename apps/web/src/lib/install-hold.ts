/**
 * The first install steps aside while a person signs in (decision 061's addendum). On a festival
 * link the install's downloads (the page's warm-up, install-warm.ts, and the worker's own,
 * public/install-sw.js) fill the link's queue: a sign-in pressed meanwhile waited behind them and
 * its first screen was drawn between their answers (docs/performance.md, "The first sign-in").
 * From the press until that first screen is drawn, neither starts a new download; those under way
 * finish. A hold ends by itself after HOLD_MAX_MS, so a sign-in that never arrives holds nothing up.
 */

/** The channel the page and the worker's install share; public/install-sw.js names it too. */
export const INSTALL_CHANNEL = "hulppost-install";
/** Longer than a sign-in's way to its first screen on a slow link. */
export const HOLD_MAX_MS = 8_000;

export type InstallMessage = { type: "hold"; ms: number } | { type: "go-on" } | { type: "asks" };

let heldUntil = 0;
let ends: ReturnType<typeof setTimeout> | undefined;
let waiting: (() => void)[] = [];
let channel: BroadcastChannel | null | undefined;

/** The channel, opened once; none where the browser has no BroadcastChannel (the warm-up still holds). */
function theChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(INSTALL_CHANNEL) : null;
  // A worker whose install starts after the press asks whether a page holds it.
  channel?.addEventListener("message", (event: MessageEvent<InstallMessage>) => {
    const left = heldUntil - Date.now();
    if (event.data?.type === "asks" && left > 0)
      channel?.postMessage({ type: "hold", ms: left } satisfies InstallMessage);
  });
  return channel;
}

const held = () => heldUntil > Date.now();

/** "Sign in" was pressed: no new download of the install until its first screen is drawn. */
export function holdTheInstall() {
  heldUntil = Date.now() + HOLD_MAX_MS;
  clearTimeout(ends);
  ends = setTimeout(letTheInstallGoOn, HOLD_MAX_MS);
  theChannel()?.postMessage({ type: "hold", ms: HOLD_MAX_MS } satisfies InstallMessage);
}

/** The first screen after the press is drawn, or the sign-in stopped: the install goes on. */
export function letTheInstallGoOn() {
  if (heldUntil === 0) return;
  heldUntil = 0;
  clearTimeout(ends);
  for (const resume of waiting.splice(0)) resume();
  theChannel()?.postMessage({ type: "go-on" } satisfies InstallMessage);
}

/**
 * A request that signs a person in (the password, its two-factor code, a mailed link's new
 * password), with the install held from when it leaves: the screen after it, once drawn, lets the
 * install go on (`useArrival`, lib/arrival.ts). An answer that does not sign in (`signsIn` says
 * no: with two-factor on, the code is still to come) or a refusal lets it go on at once. Each
 * endpoint's hook wraps its request in this, so every way in holds it alike.
 */
export function holdingTheInstall<V, T>(
  request: (variables: V) => Promise<T>,
  signsIn: (answer: T) => boolean = () => true,
): (variables: V) => Promise<T> {
  return async (variables) => {
    holdTheInstall();
    try {
      const answer = await request(variables);
      if (!signsIn(answer)) letTheInstallGoOn();
      return answer;
    } catch (error) {
      letTheInstallGoOn();
      throw error;
    }
  };
}

/** Before each new download of the page's warm-up: at once, or when the hold ends. */
export function installMayGoOn(): Promise<void> {
  if (!held()) return Promise.resolve();
  return new Promise((resume) => waiting.push(resume));
}

/** Tests only: no hold, no channel. */
export function resetInstallHold() {
  heldUntil = 0;
  clearTimeout(ends);
  waiting = [];
  channel?.close();
  channel = undefined;
}
