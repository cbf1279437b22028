import { createContext, useContext, useLayoutEffect } from "react";

/**
 * True while the server renders its static copy of a public page (decision 060). That copy paints
 * before any JavaScript runs but does nothing when tapped, so the controls that need the app (the
 * menu, the language choice, a form) show as disabled until the app has taken over: a tap is then
 * never silently lost.
 */
export const PrerenderedContext = createContext(false);

export const usePrerendered = () => useContext(PrerenderedContext);

/** The element the server puts its painted copy in, before the app's root. */
export const PRERENDERED_ID = "prerendered-page";

/** The addresses the server paints (apps/server/src/http/landing.ts; the same in apps/web/vite.config.ts). */
const PAINTED_ADDRESSES = [/^\/(\?lng=[a-z]{2})?$/, /^\/auth(\?(signup=true|lng=[a-z]{2})(&lng=[a-z]{2})?)?$/];

/** The service worker's cache of painted pages (apps/web/vite.config.ts, runtimeCaching). */
const PAINTED_PAGES_CACHE = "hulppost-painted-pages";

/**
 * Keeps the server's painted copy of this address for the next visit, which the service worker
 * answers from it, in the language on screen.
 * After the page's own downloads; one small request, and nothing lost if it fails.
 */
export function keepPaintedCopy(delayMs = 3000) {
  const address = location.pathname + location.search;
  if (!("caches" in window) || !("serviceWorker" in navigator)) return;
  // Only what the server paints (never a mailed link's address with its token).
  if (!PAINTED_ADDRESSES.some((painted) => painted.test(address))) return;
  // Painted in the language on screen (the page's `lang`, "nl-BE" as the server paints "nl"), kept
  // under the address itself.
  const language = document.documentElement.lang.split("-")[0] || "nl";
  setTimeout(
    () =>
      void Promise.all([caches.open(PAINTED_PAGES_CACHE), paintedCopy(address, language)])
        .then(([cache, response]) => (response.ok ? cache.put(address, withoutVary(response)) : undefined))
        .catch(() => {}),
    delayMs,
  );
}

/**
 * This address painted in `language`. On a first visit, the page as it came, from the browser's
 * HTTP cache, when it is in that language: not downloaded twice on a slow link, where the second
 * download met the person's first press (the bench's first sign-in: its answer waited behind the
 * copy's 8 KB). Else, or with a worker answering the page (it keeps and refreshes its own copies),
 * from the server.
 */
async function paintedCopy(address: string, language: string): Promise<Response> {
  if (!navigator.serviceWorker.controller) {
    const cached = await fetch(address, { cache: "force-cache" });
    const html = cached.ok ? await cached.text() : "";
    if (html.includes(`<html lang="${language}">`) && html.includes(`id="${PRERENDERED_ID}"`))
      return new Response(html, { status: 200, headers: cached.headers });
  }
  const painted = new URL(address, location.origin);
  painted.searchParams.set("lng", language);
  return fetch(painted);
}

/**
 * The copy as the device keeps it. The server's `Vary` (language, cookie) is for caches shared by
 * many people; kept with it, the copy (stored under the bare address) would not match a navigation,
 * which carries the browser's Accept-Language, and the first visit back went to the network (or, with
 * none, fell back to the app's shell). This copy is the device's own, in the language on screen.
 */
function withoutVary(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete("vary");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Work that waits for the app to take over the painted copy (`afterTakeOver`). */
const waitingForTakeOver: (() => void)[] = [];

/**
 * Runs `run` once the app has taken over the server's painted copy, at once on a page without one.
 * For work the page does not need to take over (loading the next screen): on a festival link it
 * would share the bandwidth with the page's own code and words, and the painted copy's buttons stay
 * disabled until the app has taken over (decision 060's addendum: the sign-in page's button 7 s
 * after the page's load when the next screen loaded alongside, on the bench's slow-4G link).
 */
export function afterTakeOver(run: () => void) {
  if (document.getElementById(PRERENDERED_ID)) waitingForTakeOver.push(run);
  else run();
}

/**
 * The app's own page removes the server's copy in the same frame it appears, so the two never show
 * together; a page still asking the server (`ready` false, a spinner) leaves the painted copy up.
 * A page with a form passes `carry` (painted-form.ts): what the person typed into the copy is read
 * before it goes and given to the app's fields after.
 */
export function useTakeOverPrerendered(ready = true, carry?: (painted: HTMLElement) => () => void) {
  useLayoutEffect(() => {
    const painted = ready ? document.getElementById(PRERENDERED_ID) : null;
    if (!painted) return;
    const give = carry?.(painted);
    painted.remove();
    give?.();
    keepPaintedCopy();
    for (const run of waitingForTakeOver.splice(0)) run();
  }, [ready, carry]);
}
