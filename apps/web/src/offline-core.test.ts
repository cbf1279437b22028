import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { offlineList, offlineParts, precacheCore, sizeOf } from "../../../scripts/offline-parts.mjs";

const dist = path.resolve(import.meta.dirname, "../dist");
const built = existsSync(path.join(dist, ".vite/manifest.json"));

/** The offline core of decision 061: what a phone must hold before the app says it works offline. */
describe.skipIf(!built)("offline core (after the production build)", () => {
  it("stays under 600 KB gzipped for a caregiver and for an admin, in every language", () => {
    for (const role of ["caregiver", "admin"])
      for (const lang of ["nl", "en", "es", "fr"]) {
        const { core } = offlineParts(dist, { role, lang });
        expect(sizeOf(dist, core).gzip, `${role}, ${lang}`).toBeLessThan(600 * 1024);
      }
  });

  it("installs the pages of field mode, and leaves every language's words to the page", () => {
    const core = [...precacheCore(dist)];
    expect(core).toContain("index.html");
    expect(core.some((f) => /^assets\/caregiver-dashboard-.*\.js$/.test(f))).toBe(true);
    expect(core.some((f) => /^assets\/patient-record-page-.*\.js$/.test(f))).toBe(true);
    const { core: warmed, locales, rest } = offlineList(dist);
    // The install's own download (public/install-sw.js): the precache's built files, nothing else.
    expect(warmed.length).toBeGreaterThan(100);
    expect(warmed.every((f) => f.startsWith("/assets/") && core.includes(f.slice(1)))).toBe(true);
    expect(Object.keys(locales).sort()).toEqual(["en", "es", "fr", "nl"]);
    for (const files of Object.values(locales)) expect(files.length).toBeGreaterThan(0);
    expect(rest.every((f) => f.startsWith("/assets/"))).toBe(true);
  });

  it("keeps the install's own round trips few: only the shell's unhashed files, no script of the worker's", () => {
    const worker = readFileSync(path.join(dist, "sw.js"), "utf8");
    // generateSW writes the manifest into the worker as a literal array of {url, revision}.
    const literal = /\((\[\{url:[^\]]*\])/.exec(worker)?.[1] ?? "[]";
    const entries = JSON.parse(literal.replace(/(\w+):/g, '"$1":')) as { url: string; revision: string | null }[];
    expect(entries.length).toBeGreaterThan(100);
    // Workbox fetches each unhashed file past the HTTP cache, one after the other, a round trip each.
    const unhashed = new Set(entries.filter((e) => e.revision !== null).map((e) => e.url));
    expect([...unhashed].sort()).toEqual([
      "favicon.svg",
      "icons/icon-192.png",
      "index.html",
      "manifest.webmanifest",
      "painted.js",
    ]);
    // The install's own download keys each file as Workbox will look for it (public/install-sw.js):
    // the hashed files by address, the unhashed ones with the revision the worker holds.
    const list = offlineList(dist);
    expect(list.core.map((f) => f.slice(1)).sort()).toEqual(
      entries
        .filter((e) => e.revision === null)
        .map((e) => e.url)
        .sort(),
    );
    const revisions = Object.fromEntries(entries.filter((e) => e.revision !== null).map((e) => [e.url, e.revision]));
    expect(Object.fromEntries(list.shell.map((e) => [e.url.slice(1), e.revision]))).toEqual(revisions);
    // The scripts the worker imports are kept with the worker by the browser; Workbox's own code is inside it.
    expect(entries.some((e) => /(push-sw|install-sw)\.js$/.test(e.url))).toBe(false);
    expect(worker).not.toMatch(/workbox-[\da-f]{8}/);
  });
});
