// The incident part of `npm run bench`: one incident of 1,000 casualties on PostgreSQL. 30 phones
// triage new casualties by label at 20 a second in all (p99 under 50 ms) while 10 boards read
// the incident (p95 under 50 ms).

import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { serverOnFreshDatabase, signUpVerified } from "./bench-server.mjs";
import { signIn } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const pg = require("pg");
const autocannon = require("autocannon");

const CASUALTIES = 800;
const LABELS = 2000;
const PHONES = Number(process.env.BENCH_PHONES ?? 30);
const TRIAGE_RATE = 20;
const BOARDS = Number(process.env.BENCH_BOARDS ?? 10);

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
  await client.query("analyze");
  return { orgId, incidentId };
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

export async function benchIncidents(pgUrl) {
  const { server, base, dbUrl } = await serverOnFreshDatabase(pgUrl, "incidents");
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  try {
    const email = "bench-incident@example.test";
    await signUpVerified(base, dbUrl, email, "bench-pass", "Incident");
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { orgId, incidentId } = await seed(client, email);
    const cookie = await signIn(base, email, "bench-pass");
    const headers = { cookie, origin: base, "content-type": "application/json" };
    const boardUrl = `${base}/api/orgs/${orgId}/incidents/${incidentId}`;
    let label = CASUALTIES;
    // Each triage a new casualty with the next printed label, as phones at the scene send them.
    const body = () =>
      JSON.stringify({
        clientId: randomUUID(),
        tagCode: `BEN-${String(++label).padStart(4, "0")}`,
        answers: {
          catastrophicHaemorrhage: false,
          walks: "no",
          breathing: true,
          respiratoryRate: 20,
          capillaryRefillSeconds: 2,
          pulseRate: 90,
        },
      });
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
    const [{ n }] = (
      await client.query("select count(*)::int as n from casualties where incident_id = $1", [incidentId])
    ).rows;
    await client.end();
    return { casualties: n, triage, board };
  } finally {
    await server.stop();
  }
}

export function reportIncidents(result) {
  console.log(
    `\nIncident on PostgreSQL: ${result.casualties} casualties at the end; ${PHONES} phones triaging ${TRIAGE_RATE}/s, ${BOARDS} boards reading`,
  );
  console.log("route                      req/s   p50 ms   p95 ms   p99 ms");
  for (const [label, r] of [
    ["triage a casualty", result.triage],
    ["read the board", result.board],
  ]) {
    const cells = [r.rps, r.p50, r.p95, r.p99].map((v, i) => String(v).padStart(i === 0 ? 6 : 8));
    console.log(`${label.padEnd(25)} ${cells.join(" ")}`);
  }
  console.log(`\nTarget: a triage p99 under 50 ms: ${result.triage.p99 < 50 ? "met" : "NOT met"}.`);
  console.log(`Target: the board p95 under 50 ms: ${result.board.p95 < 50 ? "met" : "NOT met"}.`);
}
