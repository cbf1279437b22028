import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { violations } from "../../../scripts/check-boundaries.mjs";

/**
 * The import rules (decision 038) tried on a small tree that breaks each of them on purpose: the
 * check must name every break, and nothing in the tree that keeps to the rules.
 */
const tree: Record<string, string> = {
  // Two modules of one feature that import each other.
  "apps/web/src/features/alpha/one.ts": 'import { two } from "./two";\nexport const one = () => two;',
  "apps/web/src/features/alpha/two.ts": 'import { one } from "./one";\nexport const two = () => one;',
  // Beta reaches into alpha's internals; gamma uses alpha through its entry, as it should.
  "apps/web/src/features/alpha/index.ts": 'export { one } from "./one";',
  "apps/web/src/features/beta/page.ts": 'import { two } from "../alpha/two";\nexport const page = two;',
  "apps/web/src/features/gamma/page.ts": 'import { one } from "../alpha";\nexport const page = one;',
  // Alpha's entry imports beta back: the two features import each other.
  "apps/web/src/features/alpha/uses-beta.ts": 'import { page } from "../beta/index";\nexport const x = page;',
  "apps/web/src/features/beta/index.ts": 'export { page } from "./page";',
  // A feature reaching back into app/, and lib/ reaching up into a feature.
  "apps/web/src/app/session.ts": "export const me = 1;",
  "apps/web/src/features/gamma/who.ts": 'import { me } from "../../app/session";\nexport const who = me;',
  "apps/web/src/lib/format.ts": 'import { page } from "../features/gamma/page";\nexport const format = page;',
  // The shared contract importing an app.
  "packages/shared/src/contract.ts": 'import { me } from "../../../apps/web/src/app/session";\nexport const c = me;',
  // A test may reach wherever it needs.
  "apps/web/src/features/gamma/page.test.ts": 'import { two } from "../alpha/two";\nexport const t = two;',
};

let dir: string;
let found: string[];
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "boundaries-"));
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  found = await violations({ baseDir: dir, roots: ["apps/web/src", "packages/shared/src"] });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the import rules", () => {
  it("name a cycle between two modules", () => {
    expect(found.filter((line) => line.startsWith("no-circular:")).join("\n")).toContain(
      "apps/web/src/features/alpha/one.ts → apps/web/src/features/alpha/two.ts",
    );
  });

  it("name two features that import each other", () => {
    expect(found).toContain("feature-cycle: alpha ↔ beta");
  });

  it("name a reach into another feature's internals, not a use of its entry, nor a test's", () => {
    expect(found).toContain(
      "feature-internals: apps/web/src/features/beta/page.ts → apps/web/src/features/alpha/two.ts",
    );
    expect(found.some((line) => line.includes("features/gamma/page.ts → apps/web/src/features/alpha/index"))).toBe(
      false,
    );
    expect(found.some((line) => line.includes("page.test.ts"))).toBe(false);
  });

  it("name a feature importing app/, lib/ importing a feature, and shared importing an app", () => {
    expect(found).toContain("features-not-app: apps/web/src/features/gamma/who.ts → apps/web/src/app/session.ts");
    expect(found).toContain("lib-not-up: apps/web/src/lib/format.ts → apps/web/src/features/gamma/page.ts");
    expect(found).toContain("shared-stands-alone: packages/shared/src/contract.ts → apps/web/src/app/session.ts");
  });
});
