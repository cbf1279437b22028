import { eachAtATime } from "./at-a-time";
import { installMayGoOn } from "./install-hold";

/**
 * Requests at once while the worker's first install runs. Over HTTP/2 or 3 (a deployment behind its
 * reverse proxy) every request shares one connection, so a dozen cost nothing but bytes. Over
 * HTTP/1.1 (`npm start` on a laptop) none: the browser has six connections to the server, the
 * worker's own download takes five (public/install-sw.js and Workbox), and the page's own requests
 * (the sign-in, the dashboard's data) need the last; more would make them wait.
 */
export function warmAtOnce(protocol: string | undefined): number {
  return protocol === "h2" || protocol === "h3" ? 12 : 0;
}

/** The lists the build writes next to index.html (scripts/offline-parts.mjs). */
type OfflineList = { core?: unknown; locales?: Record<string, unknown> };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/**
 * The page's help with the worker's first install (decision 061's addendum): the files the
 * install keeps, and the person's words, fetched into the browser's HTTP cache several at a time.
 * The worker's own download reaches the network only a few requests at a time in Chromium
 * (measured: three, whatever it asked for), and over a festival link's 400 ms round trips that,
 * not the bytes, made "ready to work offline" wait; the install and the words then find each file
 * in the HTTP cache (hashed files are immutable) or wait on the page's request under way.
 * Low priority: what the page shows now goes first. A failure changes nothing: the worker
 * fetches what it misses itself.
 */
export async function warmTheFirstInstall(lang: string, protocol: string | undefined, fetcher = fetch) {
  const atOnce = warmAtOnce(protocol);
  if (atOnce === 0) return;
  try {
    const response = await fetcher("/offline-parts.json", { cache: "no-store" });
    if (!response.ok) return;
    const list = (await response.json()) as OfflineList;
    // The whole body of each: the HTTP cache keeps only a complete answer. One that fails is
    // fetched by the worker itself.
    // Each download waits while a sign-in holds the install (install-hold.ts).
    await eachAtATime([...strings(list.core), ...strings(list.locales?.[lang])], atOnce, async (url) => {
      await installMayGoOn();
      return (await fetcher(url, { credentials: "same-origin", priority: "low" })).arrayBuffer();
    });
  } catch {
    // No list (offline, an old server): the install goes on as it would have.
  }
}

/** Enough for every file of the app twice over, and its requests meanwhile. */
const RESOURCE_TIMINGS_KEPT = 2000;
let warmed = false;

/**
 * Once per page, while the worker's first install runs: the warm-up, and room for the resource
 * timings it adds. keepWhatThisPageLoaded (offline-core.ts) reads the files this page loaded from
 * those timings, of which the browser holds 250 by default: a warm-up alone fills that, and the
 * entries after it (the dashboard's code, loaded at sign-in) would be missing offline.
 */
export function warmOnce(lang: string) {
  if (warmed) return;
  warmed = true;
  const protocol = pageProtocol();
  if (warmAtOnce(protocol) > 0) performance.setResourceTimingBufferSize?.(RESOURCE_TIMINGS_KEPT);
  void warmTheFirstInstall(lang, protocol);
}

/** How this page reached the server: "h2", "http/1.1", …; undefined where the browser does not say. */
export function pageProtocol(): string | undefined {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.nextHopProtocol || undefined;
}
