// The install's download, several files at a time (decision 061's addenda), imported by the
// generated service worker before its precache (vite.config.ts, importScripts).
//
// Workbox's precache takes its files one after the other (its PrecacheController.install, to keep
// an install gentle on a desktop): over a festival link every file paid a round trip, ~230 of them,
// and even from the browser's HTTP cache each costs a fetch and a write in turn. Workbox's turn
// first looks in its own cache (PrecacheStrategy: a file already there is taken as it is), so this
// handler fetches the precache's files a few at a time and puts each there itself, under the key
// Workbox will look for: the address of a hashed file; an unhashed file's address with its
// revision (`__WB_REVISION__`), as the build lists them (offline-parts.json, written from the same
// files). Workbox's loop then only finds them. Anything this misses or gets wrong costs nothing but
// time: Workbox fetches what it does not find under its own key, and drops at activation whatever
// is not in its manifest.
/* global self, caches */

/** Requests at once: with Workbox's own one, five of the six a browser opens to one server,
 * leaving one for the page's own (the sign-in, the dashboard's data). */
const WARM_AT_ONCE = 4;

/** Longest a page's hold lasts (src/lib/install-hold.ts: HOLD_MAX_MS), whatever it asks. */
const HOLD_MAX_MS = 8000;

/**
 * While a page signs someone in, no new download starts (src/lib/install-hold.ts): the sign-in's
 * answer and its first screen go first on a festival link. `held` is the promise the lanes wait on.
 */
let held = null;
let resume = () => {};
let holdEnds;
const goOn = () => {
  clearTimeout(holdEnds);
  held = null;
  resume();
};
const hold = (ms) => {
  if (!held) held = new Promise((resolve) => (resume = resolve));
  clearTimeout(holdEnds);
  holdEnds = setTimeout(goOn, Math.min(Math.max(Number(ms) || 0, 0), HOLD_MAX_MS));
};
const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel("hulppost-install") : null;
channel?.addEventListener("message", (event) => {
  if (event.data?.type === "hold") hold(event.data.ms);
  else if (event.data?.type === "go-on") goOn();
});

/** Workbox's precache (workbox-core's cacheNames: prefix, "precache-v2", the worker's scope). */
const precacheName = () => `workbox-precache-v2-${self.registration.scope}`;

/** The built list's files as the precache keys them; the unhashed ones first (nothing warms those). */
function precacheEntries({ core, shell }) {
  const entries = [];
  if (Array.isArray(shell))
    for (const { url, revision } of shell) {
      if (typeof url !== "string" || typeof revision !== "string") continue;
      const key = new URL(url, self.location.href);
      key.searchParams.set("__WB_REVISION__", revision);
      // Past the HTTP cache, as Workbox asks for a file that has a revision.
      entries.push({ url, key: key.href, cache: "no-cache" });
    }
  if (Array.isArray(core))
    for (const url of core)
      if (typeof url === "string") entries.push({ url, key: new URL(url, self.location.href).href, cache: "default" });
  return entries;
}

async function keepOne(cache, { url, key, cache: mode }) {
  if (await cache.match(key)) return;
  const response = await fetch(url, { credentials: "same-origin", cache: mode });
  // What Workbox itself would keep: a whole 200 from this address (a redirect or an error is left to it).
  if (response.status !== 200 || response.redirected) return;
  await cache.put(key, response);
}

async function keepTheInstall() {
  // A page that pressed "sign in" before this install started says so.
  channel?.postMessage({ type: "asks" });
  const response = await fetch("/offline-parts.json", { cache: "no-store" });
  if (!response.ok) return;
  const queue = precacheEntries(await response.json());
  const cache = await caches.open(precacheName());
  const lane = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      while (held) await held;
      try {
        await keepOne(cache, entry);
      } catch {
        // Workbox's turn fetches it again, or fails the install as it would have.
      }
    }
  };
  await Promise.all(Array.from({ length: WARM_AT_ONCE }, lane));
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepTheInstall().catch(() => undefined));
});
