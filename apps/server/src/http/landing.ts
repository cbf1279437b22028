import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@hulppost/shared/constants";
import type { PublicPrices } from "@hulppost/shared/pricing";
import Beasties from "beasties";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { paintedCodeFiles } from "./painted-code";

/** The public pages the render module paints (apps/web/src/app/prerender.tsx). */
const PRERENDERED_PAGES = ["/", "/auth", "/auth?signup=true"] as const;
type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];
type RenderPage = (page: PrerenderedPage, language: Language, prices?: PublicPrices) => Promise<string>;

/** Which painted page answers this request, if any: `/`, and `/auth` for signing in or up (not a mailed link's). */
export function prerenderedPage(c: Context): PrerenderedPage | null {
  const asked = Object.keys(c.req.query()).filter((name) => name !== "lng");
  if (c.req.path === "/") return "/";
  if (c.req.path !== "/auth") return null;
  if (asked.length === 0) return "/auth";
  return asked.length === 1 && c.req.query("signup") === "true" ? "/auth?signup=true" : null;
}

/** The language of a first visit: `?lng=`, the web app's own cookie, then the browser's languages. */
export function landingLanguage(c: Context): Language {
  const known = (value: string | undefined) =>
    LANGUAGES.find((language) => value?.toLowerCase().split("-")[0] === language);
  const chosen = known(c.req.query("lng")) ?? known(getCookie(c, "i18next"));
  if (chosen) return chosen;
  for (const part of (c.req.header("accept-language") ?? "").split(",")) {
    const language = known(part.split(";")[0]?.trim());
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * `/` as HTML that paints before any JavaScript runs (decision 060): the built index.html with the
 * landing page rendered into it, in the visitor's language and with the prices in force. The web
 * app takes over when it starts. Without the render module (a build without it) or when a render
 * fails, the caller serves the plain index.html as before.
 */
export function createLandingPage(
  webRoot: string,
  loadPrices: () => Promise<PublicPrices>,
  onError: (error: unknown) => void,
) {
  const moduleFile = path.resolve(webRoot, "../ssr/dist/prerender.js");
  const shellFile = path.join(webRoot, "index.html");
  const available = existsSync(moduleFile) && existsSync(shellFile);
  let render: Promise<RenderPage> | null = null;
  // The prices for a minute at most (as the API lets a browser keep them) and never past the next change.
  let prices: { value: PublicPrices; until: number } | null = null;
  const pages = new Map<string, { html: string; gzipped: Buffer }>();
  const codeFiles = paintedCodeFiles(webRoot);

  async function currentPrices(now: number): Promise<PublicPrices> {
    if (prices && now < prices.until) return prices.value;
    const value = await loadPrices();
    const next = value.upcoming[0] ? Date.parse(value.upcoming[0].effectiveFrom) : Infinity;
    prices = { value, until: Math.min(now + 60_000, next) };
    return value;
  }

  async function page(which: PrerenderedPage, language: Language) {
    const priced = await currentPrices(Date.now());
    const key = `${which}:${language}:${JSON.stringify(priced)}`;
    const hit = pages.get(key);
    if (hit) return hit;
    render ??= import(pathToFileURL(moduleFile).href).then((module: { renderPage: RenderPage }) => module.renderPage);
    const body = await (await render)(which, language, priced);
    const shell = readFileSync(shellFile, "utf8");
    const html = await paintFirst(
      shell
        .replace('<html lang="nl">', `<html lang="${language}">`)
        .replace('<div id="root"></div>', `<div id="prerendered-page">${body}</div><div id="root"></div>`),
      codeFiles(which === "/" ? "/" : "/auth", language),
    );
    const entry = { html, gzipped: gzipSync(html) };
    // One page per address, language and price list: old price lists are dropped, not kept forever.
    if (pages.size >= LANGUAGES.length * 3 * 2) pages.clear();
    pages.set(key, entry);
    return entry;
  }

  // The CSS rules the rendered page uses go inline; the whole stylesheet is fetched at the end of
  // the body and put in force by the app (no inline script: the CSP forbids it).
  const beasties = new Beasties({
    path: webRoot,
    publicPath: "/",
    preload: "body",
    pruneSource: false,
    inlineFonts: false,
    reduceInlineStyles: false,
    logLevel: "silent",
  });

  /**
   * The page's own bytes first: the app's scripts and module preloads leave the head for the end of
   * the body, so on a slow link they do not share it with the HTML still to come, and the critical
   * CSS is inlined so the first paint needs no other request. After them, the page's own code and
   * words (`pageCode`, painted-code.ts), so that they come with the entry.
   */
  async function paintFirst(html: string, pageCode: string[]): Promise<string> {
    const scripts: string[] = [];
    const pagePreloads = pageCode.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
    const head = html.replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, (tag) => {
      scripts.push(tag.trim());
      return "";
    });
    const inlined = (await beasties.process(head))
      .replace(" data-beasties-container", "")
      // Fetched, not waited for: the app puts it in force when it starts (apps/web/src/main.tsx). A
      // stylesheet link, even at the end of the body, held the first paint until it had arrived.
      .replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="preload" as="style"$1 data-app-stylesheet>');
    // `painted.js` (a few lines, `async`: it holds up nothing) keeps an Enter pressed before the app is there.
    return inlined
      .replace("</head>", '<script src="/painted.js" async></script>\n</head>')
      .replace("</body>", `${[...scripts, ...pagePreloads].join("\n")}\n</body>`);
  }

  return {
    available,
    async serve(c: Context): Promise<Response | null> {
      const which = prerenderedPage(c);
      if (!available || !which) return null;
      try {
        const entry = await page(which, landingLanguage(c));
        const headers = new Headers({
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-cache",
          vary: "accept-encoding, accept-language, cookie",
        });
        if (c.req.header("accept-encoding")?.includes("gzip")) {
          headers.set("content-encoding", "gzip");
          return new Response(c.req.method === "HEAD" ? null : new Uint8Array(entry.gzipped), { headers });
        }
        return new Response(c.req.method === "HEAD" ? null : entry.html, { headers });
      } catch (error) {
        onError(error);
        return null;
      }
    },
    /**
     * Paints every page in every language ahead, one after the other, so that the first visitor
     * after a start does not wait for the render module, the CSS inlining and the gzip (about half
     * a second, on top of a slow link's round trips). Run by the server once it listens.
     */
    async warm() {
      if (!available) return;
      for (const language of LANGUAGES)
        for (const which of PRERENDERED_PAGES)
          try {
            await page(which, language);
          } catch (error) {
            onError(error);
            return;
          }
    },
  };
}
