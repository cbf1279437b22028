#!/usr/bin/env node
// `npm test`: lint, type checks, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), the production build, and the browser journeys. Ends with one line: "N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".tmp/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const stages = [];
const begun = Date.now();

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: "inherit",
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  stages.push({ label, seconds });
  console.log(`  ${result.status === 0 ? "ok" : "FAILED"} (${seconds}s)`);
  return result.status === 0;
}

/** A check without test cases of its own (lint, a type check, the build) counts as one test. */
function check(label, command, args, options) {
  count(label, run(label, command, args, options));
}

function count(label, ok) {
  if (ok) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

/**
 * Checks that read the tree and write nothing, run side by side (the two cores are otherwise half
 * idle while one `tsc` waits on the disk); each one's output is printed whole when it ends.
 */
async function checksSideBySide(checks) {
  const results = await Promise.all(
    checks.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          let output = "";
          child.stdout.on("data", (chunk) => {
            output += chunk;
          });
          child.stderr.on("data", (chunk) => {
            output += chunk;
          });
          child.on("close", (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n▶ ${label}\n${output.trimEnd()}`);
            console.log(`  ${code === 0 ? "ok" : "FAILED"} (${seconds}s)`);
            resolve({ label, seconds, ok: code === 0 });
          });
        }),
    ),
  );
  for (const { label, seconds, ok } of results) {
    stages.push({ label: `${label} (side by side)`, seconds });
    count(label, ok);
  }
}

function vitest(label, workspace, extraArgs = []) {
  const file = path.join(reports, `${label.replace(/\W+/g, "-")}.json`);
  const ok = run(
    label,
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${file}`, ...extraArgs],
    {
      cwd: path.join(root, workspace),
    },
  );
  if (!existsSync(file)) {
    failed++;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed +=
    report.numFailedTests + (report.numTotalTestSuites > 0 && !report.success && report.numFailedTests === 0 ? 1 : 0);
  if (report.numPendingTests + report.numTodoTests > 0) {
    failed += report.numPendingTests + report.numTodoTests;
    failures.push(`${label}: ${report.numPendingTests} skipped tests`);
  }
  if (!ok) failures.push(label);
}

await checksSideBySide([
  { label: "lint (biome)", command: "npx", args: ["biome", "check", "."] },
  { label: "import rules (dependency-cruiser, decision 038)", command: "node", args: ["scripts/check-boundaries.mjs"] },
  { label: "casts that lose a contract's type", command: "node", args: ["scripts/check-casts.mjs"] },
]);
await checksSideBySide(
  ["packages/shared", "apps/server", "apps/web", "e2e"].map((pkg) => ({
    label: `type check ${pkg}`,
    command: "npx",
    args: ["tsc", "-p", `${pkg}/tsconfig.json`],
  })),
);
vitest("shared unit tests", "packages/shared");
if (process.env.TEST_DATABASE_URL)
  console.log("\nTEST_DATABASE_URL is set: the API suite runs on PGlite and on PostgreSQL.");
else console.log("\nTEST_DATABASE_URL is not set: the API suite runs on PGlite only.");
vitest("server unit, API and process tests", "apps/server");
check("production build", "npm", ["run", "build"]);
vitest("web unit tests (translations, bundle size)", "apps/web");

const e2eReport = path.join(root, "e2e/test-results/results.json");
rmSync(e2eReport, { force: true });
const e2eOk = run("browser journeys (Playwright)", "npx", ["playwright", "test"], { cwd: path.join(root, "e2e") });
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + stats.skipped;
  if (!e2eOk) failures.push("browser journeys");
} else {
  failed++;
  failures.push("browser journeys (no report)");
}

console.log("\nStage times:");
for (const stage of stages) console.log(`  ${stage.seconds.padStart(7)}s  ${stage.label}`);
console.log(`  ${((Date.now() - begun) / 1000).toFixed(1).padStart(7)}s  in all`);
if (failures.length) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
