// The install's download, several files at a time (decision 061's addendum), imported by the
// generated service worker before its precache (vite.config.ts, importScripts).
//
// Workbox's precache fetches its files one after the other (its PrecacheController.install, to
// keep an install gentle on a desktop); over a festival link every file then pays a whole round
// trip, and ~230 of them took a minute. This handler fetches the same built files a few at a time
// first, into the browser's HTTP cache: the hashed files are immutable, and Workbox asks for them
// with the default cache mode, so its own turn finds each one there (or waits on the request
// already under way) instead of crossing the link again. If this fails, Workbox's install still
// fetches everything itself.
/* global self */

/** Requests at once: with Workbox's own one, five of the six a browser opens to one server,
 * leaving one for the page's own (the sign-in, the dashboard's data). */
const WARM_AT_ONCE = 4;

async function warmTheInstall() {
  const response = await fetch("/offline-parts.json", { cache: "no-store" });
  if (!response.ok) return;
  const { core } = await response.json();
  if (!Array.isArray(core)) return;
  const queue = [...core];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      try {
        // The whole body: the HTTP cache keeps only a complete answer.
        await (await fetch(url, { credentials: "same-origin" })).arrayBuffer();
      } catch {
        // Workbox's turn fetches it again, or fails the install as it would have.
      }
    }
  };
  await Promise.all(Array.from({ length: WARM_AT_ONCE }, worker));
}

self.addEventListener("install", (event) => {
  event.waitUntil(warmTheInstall().catch(() => undefined));
});
