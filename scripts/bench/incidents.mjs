// The incident part of `npm run bench`: one incident of 1,000 casualties on PostgreSQL. 30 phones
// triage new casualties by label at 20 a second in all while 10 boards read the incident back to
// back (the board's p95 under 50 ms; for the triages a stress beyond the scenario); then
// the scenario, 50 boards open on the change stream that refetch on change while the
// phones triage (a triage's p99 under 50 ms, each triage on every board p95 under 2 s,
// incident-boards.mjs); and the queries a triage and a board read take, at 10 casualties and at
// 1,000 (query-count.mjs).

import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverOnFreshDatabase, signUpVerified } from "./bench-server.mjs";
import { benchOpenBoards } from "./incident-boards.mjs";
import { countingProxy, statementsOf } from "./query-count.mjs";
import { signIn, startProcess } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const pg = require("pg");
const autocannon = require("autocannon");

const CASUALTIES = 800;
const LABELS = 2000;
const PHONES = Number(process.env.BENCH_PHONES ?? 30);
const TRIAGE_RATE = 20;
const BOARDS = Number(process.env.BENCH_BOARDS ?? 10);
const OPEN_BOARDS = Number(process.env.BENCH_OPEN_BOARDS ?? 50);
const SMALL = 10;
/** The same answers for every triage: a T2 under the Sieve. */
const ANSWERS = {
  catastrophicHaemorrhage: false,
  walks: "no",
  breathing: true,
  respiratoryRate: 20,
  capillaryRefillSeconds: 2,
  pulseRate: 90,
};

async function seed(client, adminEmail) {
  const [{ id: adminId }] = (await client.query("select id from users where email = $1", [adminEmail])).rows;
  const [{ id: orgId }] = (
    await client.query(
      `insert into organizations (name, display_name, plan, responsible_user_id) values ('bench_incident', 'Bench Incident', 'premium', $1) returning id`,
      [adminId],
    )
  ).rows;
  await client.query("insert into organization_settings (organization_id) values ($1)", [orgId]);
  await client.query(
    "insert into user_organizations (user_id, organization_id, role, is_primary) values ($1, $2, 'admin', true)",
    [adminId, orgId],
  );
  const [{ id: eventId }] = (
    await client.query(
      `insert into events (organization_id, name, date, end_date, start_time, end_time, starts_at, ends_at)
       values ($1, 'Bench festival', current_date - 1, current_date + 1, '10:00', '23:00',
               now() - interval '1 day', now() + interval '1 day') returning id`,
      [orgId],
    )
  ).rows;
  await client.query(
    "insert into triage_tag_batches (organization_id, prefix, first_number, count, created_by) values ($1, 'BEN', 1, $2, $3)",
    [orgId, LABELS, adminId],
  );
  const [{ id: incidentId }] = (
    await client.query(
      `insert into incidents (organization_id, event_id, name, triage_system, declared_by)
       values ($1, $2, 'Bench incident', 'sieve', $3) returning id`,
      [orgId, eventId, adminId],
    )
  ).rows;
  // The incident already under way: 800 casualties with a triage each, labels BEN-0001 onwards.
  await client.query(
    `insert into casualties (organization_id, incident_id, event_id, tag_code, client_id, category, place,
                             approx_age, first_triaged_at, last_triaged_at, created_by)
     select $1, $2, $3, 'BEN-' || lpad(g::text, 4, '0'), gen_random_uuid()::text,
            (array['T1','T2','T3','dead'])[1 + g % 4], (array['on_scene','at_post','on_the_way'])[1 + g % 3],
            18 + g % 60, now() - make_interval(secs => g * 3), now() - make_interval(secs => g * 3), $4
     from generate_series(1, ${CASUALTIES}) g`,
    [orgId, incidentId, eventId, adminId],
  );
  await client.query(
    `insert into casualty_triages (organization_id, casualty_id, client_id, category, method, at, by)
     select organization_id, id, client_id, category, 'direct', first_triaged_at, $2 from casualties where incident_id = $1`,
    [incidentId, adminId],
  );
  // A small incident at a second event, to count a request's queries at 10 casualties beside 1,000.
  const [{ id: smallEventId }] = (
    await client.query(
      `insert into events (organization_id, name, date, end_date, start_time, end_time, starts_at, ends_at)
       values ($1, 'Bench fair', current_date - 1, current_date + 1, '10:00', '23:00',
               now() - interval '1 day', now() + interval '1 day') returning id`,
      [orgId],
    )
  ).rows;
  const [{ id: smallId }] = (
    await client.query(
      `insert into incidents (organization_id, event_id, name, triage_system, declared_by)
       values ($1, $2, 'Bench small incident', 'sieve', $3) returning id`,
      [orgId, smallEventId, adminId],
    )
  ).rows;
  await client.query(
    `insert into casualties (organization_id, incident_id, event_id, tag_code, client_id, category, place,
                             first_triaged_at, last_triaged_at, created_by)
     select $1, $2, $3, null, gen_random_uuid()::text, 'T3', 'on_scene', now(), now(), $4
     from generate_series(1, ${SMALL}) g`,
    [orgId, smallId, smallEventId, adminId],
  );
  await client.query(
    `insert into casualty_triages (organization_id, casualty_id, client_id, category, method, at, by)
     select organization_id, id, client_id, category, 'direct', first_triaged_at, $2 from casualties where incident_id = $1`,
    [smallId, adminId],
  );
  await client.query("analyze");
  return { orgId, incidentId, smallId };
}

/** Every response time of a run, for exact percentiles (autocannon's summary stops at p90 and p97.5). */
async function measured(options) {
  const times = [];
  const instance = autocannon(options);
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.floor(times.length * q)] ?? 0);
  return {
    rps: Math.round(result.requests.average),
    requests: times.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

/**
 * The queries of a triage and of a board read (after a change, and unchanged), on a second server
 * process whose database connections go through a counting proxy, for one incident.
 */
async function countQueries(cookie, base, orgId, incidentId, nextTag, counter) {
  const board = () =>
    fetch(`${base}/api/orgs/${orgId}/incidents/${incidentId}`, { headers: { cookie } }).then((r) => r.text());
  const triage = () =>
    fetch(`${base}/api/orgs/${orgId}/incidents/${incidentId}/triages`, {
      method: "POST",
      headers: { cookie, origin: base, "content-type": "application/json" },
      body: JSON.stringify({ clientId: randomUUID(), tagCode: nextTag(), answers: ANSWERS }),
    }).then((r) => r.text());
  return {
    triage: await statementsOf(counter, triage),
    boardChanged: await statementsOf(counter, async () => {
      const before = counter.statements;
      await triage();
      // The triage's own statements are not the board's.
      counter.statements = before;
      await board();
    }),
    boardSame: await statementsOf(counter, board),
  };
}

export async function benchIncidents(pgUrl) {
  // One secret for both server processes: a session cookie signed by one is good at the other.
  const secrets = { AUTH_SECRET: randomBytes(32).toString("hex") };
  const { server, base, dbUrl, port } = await serverOnFreshDatabase(pgUrl, "incidents", secrets);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  let counting = null;
  let proxy = null;
  try {
    const email = "bench-incident@example.test";
    await signUpVerified(base, dbUrl, email, "bench-pass", "Incident");
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { orgId, incidentId, smallId } = await seed(client, email);
    const cookie = await signIn(base, email, "bench-pass");
    const headers = { cookie, origin: base, "content-type": "application/json" };
    const boardUrl = `${base}/api/orgs/${orgId}/incidents/${incidentId}`;
    let label = CASUALTIES;
    // Each triage a new casualty with the next printed label, as phones at the scene send them.
    const nextTag = () => `BEN-${String(++label).padStart(4, "0")}`;
    const body = () => JSON.stringify({ clientId: randomUUID(), tagCode: nextTag(), answers: ANSWERS });

    // The counting process, on the same database through the proxy.
    const url = new URL(dbUrl);
    proxy = await countingProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    counting = startProcess(
      ["apps/server/dist/main.js"],
      {
        PORT: "0",
        LOG_LEVEL: "info",
        DATABASE_URL: url.toString(),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "hulppost-bench-")),
        ...secrets,
      },
      /listens on http:\/\/localhost:(\d+)/,
    );
    const countingBase = `http://127.0.0.1:${(await counting.ready)[1]}`;
    const queries = {
      small: await countQueries(cookie, countingBase, orgId, smallId, nextTag, proxy.counter),
    };

    const triageOptions = (seconds) => ({
      url: base,
      connections: PHONES,
      duration: seconds,
      overallRate: TRIAGE_RATE,
      method: "POST",
      headers,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => ({
            ...request,
            path: `/api/orgs/${orgId}/incidents/${incidentId}/triages`,
            body: body(),
          }),
        },
      ],
    });
    await measured({ url: boardUrl, connections: 2, duration: 2, headers: { cookie, "accept-encoding": "gzip" } }); // warm-up
    const [triage, board] = await Promise.all([
      measured(triageOptions(duration)),
      measured({ url: boardUrl, connections: BOARDS, duration, headers: { cookie, "accept-encoding": "gzip" } }),
    ]);
    const casualties = async () =>
      (await client.query("select count(*)::int as n from casualties where incident_id = $1", [incidentId])).rows[0].n;
    const afterLoad = await casualties();
    queries.large = await countQueries(cookie, countingBase, orgId, incidentId, nextTag, proxy.counter);
    queries.largeCasualties = await casualties();

    // Open boards: each triage from its commit to 50 boards refetching on the change stream.
    const open = await benchOpenBoards({
      base,
      port,
      orgId,
      incidentId,
      cookie,
      boards: OPEN_BOARDS,
      rate: TRIAGE_RATE,
      seconds: duration,
      nextTag,
      answers: ANSWERS,
    });
    const end = await casualties();
    await client.end();
    return { casualties: afterLoad, triage, board, open, openFrom: queries.largeCasualties, openTo: end, queries };
  } finally {
    await counting?.stop();
    proxy?.close();
    await server.stop();
  }
}

export function reportIncidents(result) {
  const row = (label, r) => {
    const cells = [r.rps ?? "", r.p50, r.p95, r.p99].map((v, i) => String(v).padStart(i === 0 ? 6 : 8));
    console.log(`${label.padEnd(25)} ${cells.join(" ")}`);
  };
  console.log(
    `\nIncident on PostgreSQL: ${result.casualties} casualties at the end; ${PHONES} phones triaging ${TRIAGE_RATE}/s, ${BOARDS} boards reading`,
  );
  console.log("route                      req/s   p50 ms   p95 ms   p99 ms");
  row("triage a casualty", result.triage);
  row("read the board", result.board);
  const o = result.open;
  console.log(
    `\n${o.boards} boards open on the change stream, refetching on notice (at most every 500 ms, each 0–500 ms later), ${TRIAGE_RATE} triages/s; ${result.openFrom} → ${result.openTo} casualties`,
  );
  console.log("                           count   p50 ms   p95 ms   p99 ms   max ms");
  for (const [label, r] of [
    ["triage sent → on a board", o.commitToBoard],
    ["triage a casualty", o.triage],
    ["a board's refetch", o.refetch],
  ])
    console.log(
      `${label.padEnd(25)} ${[r.count, r.p50, r.p95, r.p99, r.max].map((v, i) => String(v).padStart(i === 0 ? 6 : 8)).join(" ")}`,
    );
  const q = result.queries;
  console.log(
    `\nQueries per request (statements on the wire, sign-in check included): at ${SMALL} casualties / at ${q.largeCasualties}`,
  );
  for (const [label, key] of [
    ["triage a casualty", "triage"],
    ["the board, after a change", "boardChanged"],
    ["the board, unchanged", "boardSame"],
  ])
    console.log(`${label.padEnd(27)} ${String(q.small[key]).padStart(3)} / ${q.large[key]}`);
  const constant = ["triage", "boardChanged", "boardSame"].every((k) => q.small[k] === q.large[k]);
  console.log(
    `\nTarget: a triage p99 under 50 ms with ${o.boards} open boards: ${o.triage.p99 < 50 ? "met" : "NOT met"} (with ${BOARDS} boards reading back to back, a stress: ${result.triage.p99} ms).`,
  );
  console.log(`Target: the board p95 under 50 ms: ${result.board.p95 < 50 ? "met" : "NOT met"}.`);
  console.log(
    `Target: from a triage to ${o.boards} open boards p95 under 2 s: ${o.commitToBoard.p95 < 2000 ? "met" : "NOT met"}.`,
  );
  console.log(`Target: queries per request constant in the number of casualties: ${constant ? "met" : "NOT met"}.`);
}
