#!/usr/bin/env node
// `npm run bench`: the built server on PGlite and (when one answers) on PostgreSQL, each beside a
// bare node:http + driver baseline doing the same session lookup, driven by autocannon over
// loopback (100 connections, 10 s) against GET /api/auth/get-session with a signed-in cookie.
// The load generator, the server and the database share the machine's cores, so one run swings by
// ±20 %: server and baseline are measured in alternating rounds; the median of the rounds' shares is the verdict.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { median } from "./median.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const autocannon = require("autocannon");
const pg = require("pg");
const { PGlite } = await import(require.resolve("@electric-sql/pglite"));

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
// Five rounds: one round swings by up to 25 points on this shared host (docs/performance.md).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// Another build of the server to measure (e.g. a copy of an earlier commit's dist inside apps/server,
// so its packages resolve), beside the baseline in the same way.
const SERVER_ENTRY = process.env.BENCH_SERVER ?? "apps/server/dist/main.js";
// A second build measured in the same alternating rounds (session lookup on PostgreSQL only):
// before and after a change, under the same load of a shared machine.
const OTHER_ENTRY = process.env.BENCH_SERVER_B;
// A directory for the server's CPU profile (`node --cpu-prof`, written when the server stops).
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

// Servers and the baseline run on the Node.js that runs the bench: under `npm run bench`, the
// project's own (decision 065), printed with the figures.
export function startProcess(args, env, readyPattern) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let isReady = false;
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      // After start-up the output is only drained: keeping and scanning every access-log line
      // would cost the load generator CPU it shares with the server.
      if (isReady) return;
      output += chunk;
      const match = output.match(readyPattern);
      if (match) {
        isReady = true;
        output = "";
        resolve(match);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`${args.join(" ")} exited (${code}):\n${output.slice(-2000)}`)));
  });
  // Keep draining output so a chatty server never blocks on a full pipe.
  return {
    child,
    ready,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

export async function signIn(base, email, password) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

// Clock ticks a second of /proc/<pid>/stat's CPU times.
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU time so far (user and system), in microseconds; null where /proc is not there. */
function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * `pid`: the process answering, whose CPU time per request is also reported (`cpuUs`): steadier
 * than requests a second on a machine whose cores the load generator and the database share.
 */
export async function load(url, cookie, connections = CONNECTIONS, duration = DURATION, pid = undefined) {
  // Every browser asks for compressed answers; the large lists go out gzipped to it.
  const headers = { cookie, "accept-encoding": "gzip, deflate, br" };
  await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up
  // Every response time is kept to give an exact p95 (autocannon's summary stops at p90 and p97.5).
  const times = [];
  const cpuBefore = pid ? cpuMicros(pid) : null;
  const instance = autocannon({ url, connections, duration, headers });
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  const cpuAfter = pid ? cpuMicros(pid) : null;
  times.sort((a, b) => a - b);
  const p95 = Math.round(times[Math.floor(times.length * 0.95)] ?? 0);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx and ${result.errors} errors`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p95,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    cpuUs:
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
        ? Math.round((cpuAfter - cpuBefore) / result.requests.total)
        : null,
  };
}

/** Server and baseline in alternating rounds, so a slow spell of the machine hits both alike. */
async function compare(serverAt, baselineAt, cookie, otherAt) {
  const server = [];
  const baseline = [];
  const other = [];
  const lookup = "/api/auth/get-session";
  for (let round = 0; round < ROUNDS; round++) {
    server.push(await load(`${serverAt.base}${lookup}`, cookie, CONNECTIONS, DURATION, serverAt.pid));
    if (otherAt) other.push(await load(`${otherAt.base}${lookup}`, cookie, CONNECTIONS, DURATION, otherAt.pid));
    baseline.push(await load(`${baselineAt.base}/`, cookie, CONNECTIONS, DURATION, baselineAt.pid));
  }
  const cpu = (results) => results.map((r) => r.cpuUs ?? "?").join(", ");
  if (otherAt) {
    const ratios = other.map((o, i) => `${((o.rps / baseline[i].rps) * 100).toFixed(0)} %`);
    console.log(`${OTHER_ENTRY} per round: ${other.map((o) => o.rps).join(", ")} req/s; ${ratios.join(", ")}`);
    console.log(`${OTHER_ENTRY} CPU per request, µs: ${cpu(other)}`);
  }
  console.log(`Server CPU per request, µs: ${cpu(server)}; baseline: ${cpu(baseline)}`);
  const rps = (round) => round.rps;
  return {
    server: median(server, rps),
    baseline: median(baseline, rps),
    ratios: server.map((s, i) => s.rps / baseline[i].rps),
  };
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function withServer(env, fn, entry = SERVER_ENTRY) {
  const server = startProcess(
    [...(PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : []), entry],
    { PORT: "0", LOG_LEVEL: "info", ...env },
    /listens on http:\/\/localhost:(\d+)/,
  );
  const [, port] = await server.ready;
  try {
    return await fn(`http://127.0.0.1:${port}`, server.child.pid);
  } finally {
    await server.stop();
  }
}

async function withBaseline(kind, connection, fn) {
  const baseline = startProcess(
    [path.join(root, "scripts/bench/baseline.mjs"), kind, "0", connection],
    {},
    /ready on (\d+)/,
  );
  const [, port] = await baseline.ready;
  try {
    return await fn(`http://127.0.0.1:${port}`, baseline.child.pid);
  } finally {
    await baseline.stop();
  }
}

async function main() {
  if (!existsSync(path.join(root, SERVER_ENTRY))) {
    console.error("Build first: npm run build");
    process.exit(1);
  }
  const rows = [];
  // `node scripts/bench/run.mjs session`: only the session lookup on PostgreSQL, for working on it.
  const sessionOnly = process.argv[2] === "session";
  const dataDir = mkdtempSync(path.join(tmpdir(), "hulppost-bench-"));
  let cookie = "";
  if (!sessionOnly) {
    // PGlite: the built server on a fresh embedded database with the demo accounts.
    await withServer({ DATA_DIR: dataDir }, async (base) => {
      cookie = await signIn(base, "hulpverlener@demo.test", "demo1234");
    });
    // The baseline reads a copy of the same database: PGlite allows one process per directory.
    const copy = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
    const dumpFile = path.join(dataDir, "baseline.tar");
    writeFileSync(dumpFile, Buffer.from(await (await copy.dumpDataDir("none")).arrayBuffer()));
    await copy.close();
    const pglite = await withServer({ DATA_DIR: dataDir }, (server, serverPid) =>
      withBaseline("pglite", dumpFile, (baseline, baselinePid) =>
        compare({ base: server, pid: serverPid }, { base: baseline, pid: baselinePid }, cookie),
      ),
    );
    rows.push({ database: "PGlite", ...pglite });
  }

  if (await postgresAnswers()) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query("drop database if exists hulppost_bench with (force)");
    await admin.query("create database hulppost_bench");
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = "/hulppost_bench";
    const dbUrl = url.toString();
    const email = "bench@example.test";
    const postgres = await withServer({ DATABASE_URL: dbUrl, DATA_DIR: dataDir }, async (base, serverPid) => {
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({
          email,
          password: "bench-pass",
          name: "Bench Mark",
          firstName: "Bench",
          lastName: "Mark",
          birthDate: "1990-01-01",
          gender: "anders",
        }),
      });
      if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`);
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      await client.query("update users set email_verified = true where email = $1", [email]);
      await client.end();
      cookie = await signIn(base, email, "bench-pass");
      const withOther = (fn) =>
        OTHER_ENTRY ? withServer({ DATABASE_URL: dbUrl, DATA_DIR: dataDir }, fn, OTHER_ENTRY) : fn(undefined);
      return withOther((other, otherPid) =>
        withBaseline("postgres", dbUrl, (baseline, baselinePid) =>
          compare(
            { base, pid: serverPid },
            { base: baseline, pid: baselinePid },
            cookie,
            other && { base: other, pid: otherPid },
          ),
        ),
      );
    });
    rows.push({ database: "PostgreSQL", ...postgres });
  } else {
    console.log(`PostgreSQL does not answer at ${PG_URL}: measured PGlite only.`);
  }

  // The share is the median of the rounds' own shares: each round measures the server and the
  // baseline in the same spell of the machine, so its share cancels the host's speed of the moment.
  // Each side's median requests a second taken apart can pair one side's fast spell with the
  // other's slow one (shown in the columns before it, for the order of magnitude).
  const medianShare = (row) => median(row.ratios);
  console.log(
    `\nGET /api/auth/get-session, ${CONNECTIONS} connections, ${DURATION} s, loopback, Node.js ${process.versions.node}; ${ROUNDS} alternating rounds, each side's median round and the median of the rounds' shares`,
  );
  console.log("database     server req/s   p99 ms   baseline req/s   p99 ms   server/baseline");
  for (const row of rows) {
    const ratio = (medianShare(row) * 100).toFixed(0);
    console.log(
      `${row.database.padEnd(12)} ${String(row.server.rps).padStart(12)} ${String(row.server.p99).padStart(8)} ${String(row.baseline.rps).padStart(16)} ${String(row.baseline.p99).padStart(8)} ${`${ratio} %`.padStart(17)}`,
    );
  }
  for (const row of rows)
    console.log(`${row.database} per round: ${row.ratios.map((r) => `${(r * 100).toFixed(0)} %`).join(", ")}`);
  const postgres = rows.find((r) => r.database === "PostgreSQL");
  if (postgres) {
    const ok = medianShare(postgres) >= 0.65;
    console.log(
      `\nTarget on PostgreSQL: at least 65 % of the baseline's requests/s (median of the rounds' shares): ${ok ? "met" : "NOT met"}.`,
    );
    if (sessionOnly) return;
    const { benchStaffing } = await import("./staffing.mjs");
    const staffing = await benchStaffing(PG_URL);
    const c = staffing.counts;
    console.log(
      `\nStaffing on PostgreSQL: ${c.events} events, ${c.caregivers} caregivers, ${c.assignments} assignments; 50 connections, ${DURATION} s`,
    );
    console.log("route                      req/s   p50 ms   p90 ms   p95 ms   p99 ms");
    for (const r of staffing.results) {
      const cells = [r.rps, r.p50, r.p90, r.p95, r.p99].map((v, i) => String(v).padStart(i === 0 ? 6 : 8));
      console.log(`${r.label.padEnd(25)} ${cells.join(" ")}`);
    }
    const met = staffing.results.every((r) => r.p95 < 50);
    console.log(`\nTarget: p95 under 50 ms with 50 concurrent users: ${met ? "met" : "NOT met"}.`);

    const { ADD_CONNECTIONS, MIXED_RATE, benchPatients } = await import("./patients.mjs");
    const patients = await benchPatients(PG_URL);
    console.log(
      `\nPatients on PostgreSQL: ${patients.counts.patients} patients and ${patients.counts.measurements} measurements at one event; 50 connections, ${DURATION} s`,
    );
    console.log("route                      req/s   p50 ms   p90 ms   p95 ms   p99 ms");
    for (const r of [
      ...patients.results,
      { label: `add a measurement (${ADD_CONNECTIONS} c.)`, ...patients.add },
      { label: `list, ${MIXED_RATE} adds/s`, ...patients.mixed.list },
      { label: `adding ${MIXED_RATE}/s, listing`, ...patients.mixed.add },
      { label: "list, adds flat out", ...patients.stress.list },
      { label: "adding flat out, listing", ...patients.stress.add },
      { label: "list, other posts add", ...patients.otherPosts.list },
      { label: "adding at other posts", ...patients.otherPosts.add },
    ]) {
      const cells = [r.rps, r.p50, r.p90, r.p95, r.p99].map((v, i) => String(v).padStart(i === 0 ? 6 : 8));
      console.log(`${r.label.padEnd(25)} ${cells.join(" ")}`);
    }
    const listMet = [...patients.results, patients.mixed.list, patients.otherPosts.list].every((r) => r.p95 < 50);
    console.log(`\nTarget: patient list p95 under 50 ms with 50 concurrent users: ${listMet ? "met" : "NOT met"}.`);
    console.log(
      `Target: adding a measurement p99 under 30 ms (${ADD_CONNECTIONS} at once): ${patients.add.p99 < 30 ? "met" : "NOT met"}.`,
    );

    // Realtime: 2,000 open streams, chat messages fanned out to all of them.
    const { benchRealtime, reportRealtime } = await import("./realtime.mjs");
    reportRealtime(await benchRealtime(PG_URL));

    // Locations: positions shared at 500 a second for 60 s.
    const { benchLocations, reportLocations } = await import("./locations.mjs");
    reportLocations(await benchLocations(PG_URL));

    // The roster proposal: a month of 300 events and 1,000 caregivers (decision 051).
    const { benchRoster, reportRoster } = await import("./roster.mjs");
    reportRoster(await benchRoster(PG_URL));

    // Insights and the billing overview.
    const { benchInsights, reportInsights } = await import("./insights.mjs");
    reportInsights(await benchInsights(PG_URL));

    // Incident mode: 1,000 casualties, 30 phones triaging 20 a second, 10 boards reading.
    const { benchIncidents, reportIncidents } = await import("./incidents.mjs");
    reportIncidents(await benchIncidents(PG_URL));

    // Alerts: 5,000 shift reminders due at the same minute, pushed while the API is in use.
    const { benchAlerts, reportAlerts } = await import("./alerts.mjs");
    reportAlerts(await benchAlerts(PG_URL));

    // Clinical alerts: a NEWS2 5 measurement to 20 doctors' phones, commit to push service.
    const { benchClinicalAlerts, reportClinicalAlerts } = await import("./clinical-alerts.mjs");
    reportClinicalAlerts(await benchClinicalAlerts(PG_URL));
  }
}

/** `node scripts/bench/run.mjs alerts`: only the alerts part. */
async function onlyAlerts() {
  const { benchAlerts, reportAlerts } = await import("./alerts.mjs");
  const result = await benchAlerts(PG_URL);
  reportAlerts(result);
  console.log(JSON.stringify(result, null, 2));
}

/** `node scripts/bench/run.mjs clinical`: only the clinical alerts part. */
async function onlyClinicalAlerts() {
  const { benchClinicalAlerts, reportClinicalAlerts } = await import("./clinical-alerts.mjs");
  const result = await benchClinicalAlerts(PG_URL);
  reportClinicalAlerts(result);
  console.log(JSON.stringify(result, null, 2));
}

/** `node scripts/bench/run.mjs incidents`: only the incident part. */
async function onlyIncidents() {
  const { benchIncidents, reportIncidents } = await import("./incidents.mjs");
  const result = await benchIncidents(PG_URL);
  reportIncidents(result);
  console.log(JSON.stringify(result, null, 2));
}

/** `node scripts/bench/run.mjs patients`: only the patients part, for working on it. */
async function onlyPatients() {
  const { benchPatients } = await import("./patients.mjs");
  const patients = await benchPatients(PG_URL);
  console.log(JSON.stringify(patients, null, 2));
}

/** `node scripts/bench/run.mjs realtime`: only the realtime streams part. */
async function onlyRealtime() {
  const { benchRealtime, reportRealtime } = await import("./realtime.mjs");
  const result = await benchRealtime(PG_URL);
  reportRealtime(result);
  console.log(JSON.stringify(result, null, 2));
}

/** `node scripts/bench/run.mjs roster`: only the roster proposal part. */
async function onlyRoster() {
  const { benchRoster, reportRoster } = await import("./roster.mjs");
  reportRoster(await benchRoster(PG_URL));
}

/** `node scripts/bench/run.mjs insights`: only the insights and billing part. */
async function onlyInsights() {
  const { benchInsights, reportInsights } = await import("./insights.mjs");
  reportInsights(await benchInsights(PG_URL));
}

/** `node scripts/bench/run.mjs locations`: only the locations part. */
async function onlyLocations() {
  const { benchLocations, reportLocations } = await import("./locations.mjs");
  const result = await benchLocations(PG_URL);
  reportLocations(result);
  console.log(JSON.stringify(result, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "alerts") {
  onlyAlerts().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "realtime") {
  onlyRealtime().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "locations") {
  onlyLocations().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "roster") {
  onlyRoster().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "insights") {
  onlyInsights().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "clinical") {
  onlyClinicalAlerts().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "incidents") {
  onlyIncidents().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "patients") {
  onlyPatients().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
