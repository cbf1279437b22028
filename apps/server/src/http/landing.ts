import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@hulppost/shared/constants";
import type { PublicPrices } from "@hulppost/shared/pricing";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";

type RenderLanding = (language: Language, prices?: PublicPrices) => Promise<string>;

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
  let render: Promise<RenderLanding> | null = null;
  // The prices for a minute at most (as the API lets a browser keep them) and never past the next change.
  let prices: { value: PublicPrices; until: number } | null = null;
  const pages = new Map<string, { html: string; gzipped: Buffer }>();

  async function currentPrices(now: number): Promise<PublicPrices> {
    if (prices && now < prices.until) return prices.value;
    const value = await loadPrices();
    const next = value.upcoming[0] ? Date.parse(value.upcoming[0].effectiveFrom) : Infinity;
    prices = { value, until: Math.min(now + 60_000, next) };
    return value;
  }

  async function page(language: Language) {
    const priced = await currentPrices(Date.now());
    const key = `${language}:${JSON.stringify(priced)}`;
    const hit = pages.get(key);
    if (hit) return hit;
    render ??= import(pathToFileURL(moduleFile).href).then(
      (module: { renderLanding: RenderLanding }) => module.renderLanding,
    );
    const body = await (await render)(language, priced);
    const shell = readFileSync(shellFile, "utf8");
    const html = shell
      .replace('<html lang="nl">', `<html lang="${language}">`)
      .replace('<div id="root"></div>', `<div id="landing-prerendered">${body}</div><div id="root"></div>`);
    const entry = { html, gzipped: gzipSync(html) };
    // One page per language and price list: old price lists are dropped rather than kept forever.
    if (pages.size >= LANGUAGES.length * 2) pages.clear();
    pages.set(key, entry);
    return entry;
  }

  return {
    available,
    async serve(c: Context): Promise<Response | null> {
      if (!available) return null;
      try {
        const entry = await page(landingLanguage(c));
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
  };
}
