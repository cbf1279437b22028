import { existsSync } from "node:fs";
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
});
