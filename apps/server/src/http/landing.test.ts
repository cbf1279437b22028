import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLandingPage, landingLanguage } from "./landing";

const prices = {
  current: { premium_monthly: 2500, sms_per_message: 15, per_event: 0, per_active_caregiver: 0 },
  upcoming: [],
};

/** A built web app with a stand-in render module that writes its language and premium price. */
function builtWeb(options: { renderModule: string | null; manifest?: Record<string, unknown> }) {
  const base = mkdtempSync(path.join(tmpdir(), "hulppost-landing-"));
  const webRoot = path.join(base, "dist");
  mkdirSync(webRoot);
  writeFileSync(
    path.join(webRoot, "index.html"),
    '<html lang="nl"><head><script type="module" crossorigin src="/assets/app.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "assets/app.css"), "h1{color:red}.unused-rule{color:blue}");
  if (options.manifest) {
    mkdirSync(path.join(webRoot, ".vite"));
    writeFileSync(path.join(webRoot, ".vite/manifest.json"), JSON.stringify(options.manifest));
  }
  if (options.renderModule !== null) {
    mkdirSync(path.join(base, "ssr/dist"), { recursive: true });
    writeFileSync(path.join(base, "ssr/dist/prerender.js"), options.renderModule);
  }
  return webRoot;
}

function appWith(webRoot: string, errors: unknown[] = []) {
  let loads = 0;
  const landing = createLandingPage(
    webRoot,
    async () => {
      loads++;
      return prices;
    },
    (error) => errors.push(error),
  );
  const app = new Hono();
  app.get("*", async (c) => (await landing.serve(c)) ?? c.text("plain index.html"));
  return { app, landing, loads: () => loads };
}

const standIn =
  "export async function renderPage(page, language, prices) { return '<h1>' + page + ' ' + language + ' ' + prices.current.premium_monthly + '</h1>'; }";

describe("the prerendered landing page", () => {
  it("puts the landing page in the language asked for, with the prices in force, before the app's root", async () => {
    const { app, loads } = appWith(builtWeb({ renderModule: standIn }));
    const dutch = await app.request("/");
    expect(dutch.headers.get("cache-control")).toBe("no-cache");
    const html = await dutch.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<div id="prerendered-page"><h1>/ nl 2500</h1></div><div id="root"></div>');
    expect(await (await app.request("/", { headers: { "accept-language": "fr-BE,fr;q=0.9" } })).text()).toContain(
      "<h1>/ fr 2500</h1>",
    );
    expect(await (await app.request("/?lng=es")).text()).toContain('<html lang="es">');
    // It paints from its own bytes: the rules it uses inline, the stylesheet (fetched, put in force
    // by the app) and the app's scripts at the end of the body, where they hold up no paint.
    expect(html).toContain("<style>h1{color:red}</style>");
    expect(html).not.toContain("unused-rule");
    const afterPage = html.slice(html.indexOf('<div id="root">'));
    expect(afterPage).toMatch(
      /<link rel="preload" as="style"[^>]*app\.css" data-app-stylesheet>\s*<script type="module"[^>]*app\.js"><\/script>/,
    );
    expect(afterPage).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">');
    // In the head, only the few lines that keep an Enter pressed before the app is there, never waited for.
    const head = html.slice(0, html.indexOf("<body>"));
    expect(head).not.toMatch(/modulepreload|stylesheet/);
    expect(head.match(/<script[^>]*>/g)).toEqual(['<script src="/painted.js" async>']);
    // Sign-in and sign-up are painted too; a mailed link's /auth and any other address are the app's.
    expect(await (await app.request("/auth?lng=fr")).text()).toContain("<h1>/auth fr 2500</h1>");
    expect(await (await app.request("/auth?signup=true")).text()).toContain("<h1>/auth?signup=true nl 2500</h1>");
    expect(await (await app.request("/auth?type=recovery&token=x")).text()).toBe("plain index.html");
    expect(await (await app.request("/dashboard")).text()).toBe("plain index.html");
    // The prices are read once a minute at most, not on every visit.
    expect(loads()).toBe(1);
  });

  it("paints every page in every language ahead, so a visitor after a start finds it ready", async () => {
    // The stand-in counts its renders where the test can read them (a module of its own, loaded by URL).
    const counting =
      "export async function renderPage(page, language) { globalThis.landingRenders = (globalThis.landingRenders ?? 0) + 1; return '<h1>' + page + ' ' + language + '</h1>'; }";
    const { app, landing } = appWith(builtWeb({ renderModule: counting }));
    const renders = () => (globalThis as { landingRenders?: number }).landingRenders ?? 0;
    const before = renders();
    await landing.warm();
    // Three pages (/, sign-in, sign-up) in four languages.
    expect(renders() - before).toBe(12);
    expect(await (await app.request("/", { headers: { "accept-language": "fr" } })).text()).toContain("<h1>/ fr</h1>");
    expect(await (await app.request("/auth?signup=true&lng=es")).text()).toContain("<h1>/auth?signup=true es</h1>");
    expect(renders() - before).toBe(12);
  });

  it("warms nothing without a render module, and says so when a render fails", async () => {
    await appWith(builtWeb({ renderModule: null })).landing.warm();
    const errors: unknown[] = [];
    const failing = appWith(
      builtWeb({ renderModule: "export async function renderPage() { throw new Error('boom'); }" }),
      errors,
    );
    await failing.landing.warm();
    expect(errors).toHaveLength(1);
  });

  it("leaves the plain index.html to the caller without a render module or when the render fails", async () => {
    expect(await (await appWith(builtWeb({ renderModule: null })).app.request("/")).text()).toBe("plain index.html");
    const errors: unknown[] = [];
    const broken = appWith(
      builtWeb({ renderModule: "export async function renderPage() { throw new Error('no'); }" }),
      errors,
    );
    expect(await (await broken.app.request("/")).text()).toBe("plain index.html");
    expect(errors).toHaveLength(1);
  });
});

/** A web build's manifest: the entry, the two painted pages' chunks and words, and a page not painted. */
const manifest = {
  "index.html": { file: "assets/app.js", imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "_forms.js": { file: "assets/forms.js", imports: ["_react.js"] },
  "src/features/landing/landing-page.tsx": { file: "assets/landing-page.js", imports: ["_react.js"] },
  "src/features/auth/auth-page.tsx": { file: "assets/auth-page.js", imports: ["_react.js", "_forms.js"] },
  "src/features/me/profile-page.tsx": { file: "assets/profile-page.js", imports: ["_forms.js"] },
  ...Object.fromEntries(
    ["nl", "fr"].flatMap((lang) =>
      ["common", "validation", "landing", "auth", "errors", "dashboard"].map((ns) => [
        `src/locales/${lang}/${ns}.json`,
        { file: `assets/${lang}-${ns}.js` },
      ]),
    ),
  ),
};

describe("the painted page's own code", () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((m) => m[1]);

  it("comes with the entry: the page's chunk and imports, its words, and no file the entry lists already", async () => {
    const { app } = appWith(builtWeb({ renderModule: standIn, manifest }));
    const signIn = await (await app.request("/auth")).text();
    // The entry's own preload once (index.html's), then the sign-in page's: its chunk, the form
    // code it imports, and the Dutch words it shows at once; not the landing's, nor a signed-in page's.
    expect(preloads(signIn)).toEqual([
      "react.js",
      "auth-page.js",
      "forms.js",
      "nl-common.js",
      "nl-validation.js",
      "nl-auth.js",
      "nl-errors.js",
    ]);
    // At the end of the body, after the entry's script: nothing of it holds up the page's paint.
    const afterPage = signIn.slice(signIn.indexOf('<div id="root">'));
    expect(afterPage.indexOf("auth-page.js")).toBeGreaterThan(afterPage.indexOf('src="/assets/app.js"'));
    // In French: the French words, and the Dutch ones i18next loads beside them as the fallback.
    expect(preloads(await (await app.request("/?lng=fr")).text())).toEqual([
      "react.js",
      "landing-page.js",
      "fr-common.js",
      "fr-validation.js",
      "fr-landing.js",
      "nl-common.js",
      "nl-validation.js",
      "nl-landing.js",
    ]);
    expect(preloads(await (await app.request("/auth?signup=true")).text())).toContain("auth-page.js");
  });

  it("is left out without a manifest (a build without it): the app loads it as before", async () => {
    const { app } = appWith(builtWeb({ renderModule: standIn }));
    expect(preloads(await (await app.request("/auth")).text())).toEqual(["react.js"]);
  });
});

describe("landingLanguage", () => {
  const languageOf = async (url: string, headers: Record<string, string> = {}) => {
    const app = new Hono();
    app.get("*", (c) => c.text(landingLanguage(c)));
    return (await app.request(url, { headers })).text();
  };

  it("takes ?lng=, then the app's cookie, then the browser's languages, then Dutch", async () => {
    expect(await languageOf("/?lng=en", { cookie: "i18next=fr", "accept-language": "es" })).toBe("en");
    expect(await languageOf("/", { cookie: "i18next=fr", "accept-language": "es" })).toBe("fr");
    expect(await languageOf("/", { "accept-language": "de-DE, es;q=0.8" })).toBe("es");
    expect(await languageOf("/", { "accept-language": "de" })).toBe("nl");
  });
});
