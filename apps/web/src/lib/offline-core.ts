import { eachAtATime } from "./at-a-time";
import i18n from "./i18n";

/** The service worker's cache of built files beyond its precache (vite.config.ts, runtimeCaching). */
const ASSETS_CACHE = "hulppost-assets";
/** Files fetched at once: enough to fill a slow link, few enough to leave room for the API's answers. */
const AT_ONCE = 4;
/** Which build this device last said was ready offline (the toast shows once per version). */
const READY_KEY = "hulppost:offline-ready";

/** Written by scripts/offline-parts.mjs after the build: what the precache leaves to the page. */
type OfflineList = { locales: Record<string, string[]>; rest: string[] };

let running: Promise<void> | null = null;

async function keep(cache: Cache, urls: string[]) {
  await eachAtATime(urls, AT_ONCE, async (url) => {
    if (!(await cache.match(url))) await cache.add(url);
  });
}

async function allKept(cache: Cache, urls: string[]) {
  for (const url of urls) if (!(await cache.match(url))) return false;
  return true;
}

async function sayReady(marker: string) {
  document.documentElement.dataset.offline = "ready";
  if (localStorage.getItem(READY_KEY) === marker) return;
  localStorage.setItem(READY_KEY, marker);
  const [{ toast }] = await Promise.all([import("sonner"), i18n.loadNamespaces("field")]);
  toast.success(i18n.t("field:offlineReady"), { id: "offline-ready", description: i18n.t("field:offlineReadyHint") });
}

/**
 * After sign-in (decision 061): the service worker's install holds the shell and the pages of
 * field mode; this keeps the person's words next, says "ready to work offline" once those are in
 * too, and then keeps every other page and language in the background, a few files at a time.
 * Files already kept are not fetched again, so it runs on every start at little cost.
 */
export function keepTheAppOffline(): Promise<void> {
  if (running) return running;
  if (import.meta.env.DEV || !("serviceWorker" in navigator) || !("caches" in window)) return Promise.resolve();
  running = (async () => {
    const response = await fetch("/offline-parts.json", { cache: "no-store" });
    if (!response.ok) return;
    const list = (await response.json()) as OfflineList;
    const lang = (i18n.resolvedLanguage ?? "nl").slice(0, 2);
    const words = list.locales[lang] ?? list.locales.nl ?? [];
    // Active means installed: the precache is complete.
    await navigator.serviceWorker.ready;
    const cache = await caches.open(ASSETS_CACHE);
    await keep(cache, words);
    if (await allKept(cache, words)) await sayReady(words[0] ?? "ready");
    const others = Object.entries(list.locales).flatMap(([l, files]) => (l === lang ? [] : files));
    await keep(cache, [...list.rest, ...others]);
  })()
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}

/**
 * The built files this page has already loaded, kept in the service worker's cache too. Its own
 * cache keeps every file the app asks for once it controls the page; what came before that (a
 * first visit, or the visit after a sign-out, whose answer has the browser drop the worker and its
 * caches) would otherwise be missing offline: the sign-in page's words, say, which the precache
 * leaves to the page (decision 061). They come from the browser's own cache, so this costs no
 * download.
 */
export async function keepWhatThisPageLoaded(): Promise<void> {
  if (import.meta.env.DEV || !("caches" in window)) return;
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
  const missing: string[] = [];
  for (const url of new Set(loaded)) if (!(await caches.match(url))) missing.push(url);
  if (missing.length) await keep(await caches.open(ASSETS_CACHE), missing);
}
