#!/usr/bin/env node
// The import rules of .dependency-cruiser.cjs (decision 038), checked with dependency-cruiser, plus
// one it cannot say itself: no two web features import each other (a cycle between folders, not
// between files). Violations older than the rules are listed in
// .dependency-cruiser-known-violations.json; the list may only shrink. A new violation fails, and
// so does a listed one that no longer occurs, so that the list is kept honest.
//   node scripts/check-boundaries.mjs            check (npm test runs this)
//   node scripts/check-boundaries.mjs --update   rewrite the known list (only ever to remove lines)
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";

const root = path.resolve(import.meta.dirname, "..");
export const ROOTS = ["apps/web/src", "apps/server/src", "packages/shared/src"];
const KNOWN = path.join(root, ".dependency-cruiser-known-violations.json");

const RESOLVE = {
  extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
  exportsFields: ["exports"],
  conditionNames: ["import", "require", "node", "default", "types"],
};

/** The feature a web source file belongs to, or null. */
const featureOf = (file) => /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** Pairs of web features that import each other, directly or through others: "a ↔ b". */
export function featureCycles(modules) {
  const edges = new Map();
  for (const module of modules) {
    const from = featureOf(module.source);
    if (!from || isTest(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = featureOf(dependency.resolved);
      if (to && to !== from) (edges.get(from) ?? edges.set(from, new Set()).get(from)).add(to);
    }
  }
  const reaches = (from, to, seen = new Set()) => {
    for (const next of edges.get(from) ?? []) {
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        if (reaches(next, to, seen)) return true;
      }
    }
    return false;
  };
  const pairs = new Set();
  for (const [from, tos] of edges)
    for (const to of tos) if (reaches(to, from)) pairs.add([from, to].sort().join(" ↔ "));
  return [...pairs].map((pair) => `feature-cycle: ${pair}`);
}

/** Every violation as one line: "rule: from → to". */
export async function violations({
  baseDir = root,
  roots = ROOTS,
  configFile = path.join(root, ".dependency-cruiser.cjs"),
} = {}) {
  const options = await extractDepcruiseOptions(configFile);
  const { output } = await cruise(roots, { ...options, baseDir, outputType: "json" }, RESOLVE);
  const result = typeof output === "string" ? JSON.parse(output) : output;
  const lines = result.summary.violations.map((v) =>
    v.rule.name === "no-circular"
      ? `no-circular: ${[v.from, ...(v.cycle ?? []).map((c) => c.name ?? c)].join(" → ")}`
      : `${v.rule.name}: ${v.from} → ${v.to}`,
  );
  return [...new Set([...lines, ...featureCycles(result.modules)])].sort();
}

async function main() {
  const started = Date.now();
  const found = await violations();
  const known = JSON.parse(readFileSync(KNOWN, "utf8")).violations;
  if (process.argv.includes("--update")) {
    writeFileSync(KNOWN, `${JSON.stringify({ violations: found }, null, 2)}\n`);
    console.log(`Known violations: ${known.length} → ${found.length}.`);
    return;
  }
  const added = found.filter((line) => !known.includes(line));
  const gone = known.filter((line) => !found.includes(line));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const line of added) console.log(`  new      ${line}`);
  for (const line of gone) console.log(`  resolved ${line}  (remove it: node scripts/check-boundaries.mjs --update)`);
  const counts = new Map();
  for (const line of found) counts.set(line.split(":")[0], (counts.get(line.split(":")[0]) ?? 0) + 1);
  const byRule = [...counts];
  console.log(
    `Import rules: ${added.length} new, ${gone.length} resolved but still listed; ${found.length} known left (${byRule.map(([rule, n]) => `${rule} ${n}`).join(", ") || "none"}) in ${seconds}s.`,
  );
  if (added.length || gone.length) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
