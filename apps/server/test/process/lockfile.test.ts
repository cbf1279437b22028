import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `npm ci` (CI and the README's production steps) refuses a lock file that is out of step with the
 * package.json files, including one that leaves out another platform's optional binaries (Biome's
 * for macOS and Windows were missing, and CI quietly fell back to `npm install`).
 */
const root = path.resolve(import.meta.dirname, "../../../..");
const LOCK_FILE = process.env.LOCK_FILE ?? path.join(root, "package-lock.json");

interface LockEntry {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

function resolves(packages: Record<string, LockEntry>, from: string, name: string): boolean {
  // Node's lookup: the package's own node_modules, then each enclosing one, up to the root.
  let dir = from;
  for (;;) {
    if (packages[dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`]) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf("/node_modules/");
    dir = parent >= 0 ? dir.slice(0, parent) : "";
  }
}

describe("package-lock.json", () => {
  const lock = JSON.parse(readFileSync(LOCK_FILE, "utf8")) as { packages: Record<string, LockEntry> };

  it("has an entry for every dependency of every package, optional ones of other platforms included", () => {
    const missing: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      if (entry.link) continue;
      const needed = {
        ...entry.dependencies,
        ...entry.optionalDependencies,
        ...(where === "" || !where.includes("node_modules") ? entry.devDependencies : {}),
      };
      for (const name of Object.keys(needed))
        if (!resolves(lock.packages, where, name)) missing.push(`${where || "(root)"} → ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it("records each workspace's package.json dependencies as they are", () => {
    for (const workspace of ["", "packages/shared", "apps/server", "apps/web", "e2e"]) {
      const manifest = JSON.parse(readFileSync(path.join(root, workspace, "package.json"), "utf8")) as LockEntry;
      const entry = lock.packages[workspace] ?? {};
      // npm may record an optional dependency under `dependencies` too (the runtime on Linux x64, decision 065).
      const optional = manifest.optionalDependencies ?? {};
      const required = Object.fromEntries(
        Object.entries(entry.dependencies ?? {}).filter(([name]) => !(name in optional)),
      );
      expect(required, `${workspace || "root"} dependencies`).toEqual(manifest.dependencies ?? {});
      expect(entry.optionalDependencies ?? {}, `${workspace || "root"} optionalDependencies`).toEqual(optional);
      expect(entry.devDependencies ?? {}, `${workspace || "root"} devDependencies`).toEqual(
        manifest.devDependencies ?? {},
      );
    }
  });
});
