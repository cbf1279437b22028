#!/usr/bin/env node
// Casts that silence the type checker (`as never`, `as unknown as`) in code that is not a test:
// each one is a place where a contract's type was lost (decision 038). The counts per file older
// than this check are in .casts-known.json and may only go down; a new one fails.
//   node scripts/check-casts.mjs            check (npm test runs this)
//   node scripts/check-casts.mjs --update   rewrite the counts (after removing casts)
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const KNOWN = path.join(root, ".casts-known.json");
const CAST = /\bas never\b|\bas unknown as\b/g;

const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "apps/server/src", "apps/web/src", "packages/shared/src"],
  { cwd: root, encoding: "utf8" },
)
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

const counts = {};
for (const file of files) {
  let text;
  try {
    text = readFileSync(path.join(root, file), "utf8");
  } catch {
    continue; // deleted in the working tree
  }
  const n = text.match(CAST)?.length ?? 0;
  if (n > 0) counts[file] = n;
}
const total = Object.values(counts).reduce((a, b) => a + b, 0);

if (process.argv.includes("--update")) {
  writeFileSync(KNOWN, `${JSON.stringify(Object.fromEntries(Object.entries(counts).sort()), null, 2)}\n`);
  console.log(`Known casts: ${total}.`);
  process.exit(0);
}
const known = JSON.parse(readFileSync(KNOWN, "utf8"));
const more = Object.entries(counts).filter(([file, n]) => n > (known[file] ?? 0));
const fewer = Object.entries(known).filter(([file, n]) => (counts[file] ?? 0) < n);
for (const [file, n] of more) console.log(`  more   ${file}: ${n} casts, ${known[file] ?? 0} allowed`);
for (const [file, n] of fewer)
  console.log(`  fewer  ${file}: ${counts[file] ?? 0} of ${n} left (update: node scripts/check-casts.mjs --update)`);
console.log(`Casts outside tests: ${total} (${more.length} files with more than allowed, ${fewer.length} with fewer).`);
if (more.length || fewer.length) process.exit(1);
