// The patients part of `npm run bench`: one live event with 5,000 patients and 25,000
// measurements on PostgreSQL. 50 concurrent users page through the patient list (p95 under 50 ms);
// caregivers add measurements, four at a time (p99 under 30 ms); and 50 read one post's list while
// four caregivers at other posts add measurements flat out (p95 under 50 ms, decision 058).

import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { serverOnFreshDatabase, signUpVerified } from "./bench-server.mjs";
import { load, signIn } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const pg = require("pg");
const autocannon = require("autocannon");

/**
 * Caregivers typing a measurement at the same instant at one post: four is a busy post. The load
 * generator, the server and PostgreSQL share this machine's two cores, so more connections measure
 * the machine more than the server (10 connections are reported in docs/performance.md too).
 */
export const ADD_CONNECTIONS = Number(process.env.BENCH_ADD_CONNECTIONS ?? 4);
/** Measurements a second while 50 people read the list (docs/performance.md explains the figure). */
export const MIXED_RATE = 10;
const PATIENTS = 5000;
const MEASUREMENTS = 25000;

async function seed(client, adminEmail) {
  const [{ id: adminId }] = (await client.query("select id from users where email = $1", [adminEmail])).rows;
  const [{ id: orgId }] = (
    await client.query(
      `insert into organizations (name, display_name, plan, responsible_user_id) values ('bench_patients', 'Bench Post', 'premium', $1) returning id`,
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
    `insert into patients (id, organization_id, event_id, first_name, last_name, urgency, status, complaint, arrived_at,
                           created_by, updated_by, treated_by, latest_news2_total, latest_news2_risk, latest_vitals_at)
     select gen_random_uuid(), $1, $2, 'Naam' || g, 'Familie' || (g % 97),
            (array['unknown','low','medium','high'])[1 + g % 4],
            (array['under_treatment','completed','hospital_referral','call_112'])[1 + (g % 10 = 0)::int * (1 + g % 3)],
            'Klacht ' || (g % 25), now() - make_interval(mins => g % 1400), $3, $3, $3,
            g % 12, (array['low','low_medium','medium','high'])[1 + g % 4], now() - make_interval(mins => g % 1300)
     from generate_series(1, ${PATIENTS}) g`,
    [orgId, eventId, adminId],
  );
  await client.query(
    `insert into vital_signs (id, organization_id, patient_id, measured_at, systolic, diastolic, heart_rate,
                              respiratory_rate, temperature, spo2, on_oxygen, consciousness, news2_total, news2_risk, recorded_by)
     select gen_random_uuid(), $1, p.id, p.arrived_at + make_interval(mins => m * 15), 120 + m, 80, 80 + m, 16, 36.8, 97,
            false, 'alert', 0, 'low', $2
     from patients p, generate_series(1, ${MEASUREMENTS / PATIENTS}) m where p.event_id = $3`,
    [orgId, adminId, eventId],
  );
  await client.query("analyze");
  const counts = (
    await client.query(
      `select (select count(*) from patients where event_id = $1) as patients,
              (select count(*) from vital_signs v join patients p on p.id = v.patient_id where p.event_id = $1) as measurements`,
      [eventId],
    )
  ).rows[0];
  const patientIds = (await client.query("select id from patients where event_id = $1 limit 500", [eventId])).rows.map(
    (r) => r.id,
  );
  // Four other posts of the same organisation (events of their own), 100 patients each: their
  // caregivers' measurements must leave the first post's list cached (decision 058).
  const others = (
    await client.query(
      `insert into events (organization_id, name, date, end_date, start_time, end_time, starts_at, ends_at)
       select $1, 'Bench post ' || g, current_date - 1, current_date + 1, '10:00', '23:00',
              now() - interval '1 day', now() + interval '1 day' from generate_series(1, 4) g returning id`,
      [orgId],
    )
  ).rows.map((r) => r.id);
  const otherPatientIds = (
    await client.query(
      `insert into patients (id, organization_id, event_id, first_name, urgency, status, arrived_at, created_by, updated_by)
       select gen_random_uuid(), $1, e, 'Ander' || g, 'low', 'under_treatment', now() - make_interval(mins => g), $2, $2
       from unnest($3::uuid[]) e, generate_series(1, 100) g returning id`,
      [orgId, adminId, others],
    )
  ).rows.map((r) => r.id);
  return { orgId, eventId, patientIds, otherPatientIds, counts };
}

/** Every response time of a run, for an exact p95 (autocannon's summary stops at p90 and p97.5). */
async function measured(options) {
  const times = [];
  const instance = autocannon(options);
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p95: Math.round(times[Math.floor(times.length * 0.95)] ?? 0),
    p99: result.latency.p99,
  };
}

/** Adding measurements, each with a new client id, to many patients, as caregivers at a busy post do. */
function addMeasurements(base, orgId, patientIds, cookie, duration, overallRate) {
  const headers = { cookie, origin: base, "content-type": "application/json" };
  const body = () => JSON.stringify({ id: randomUUID(), heartRate: 84, systolic: 128, diastolic: 82, spo2: 97 });
  let next = 0;
  const path = () => `/api/orgs/${orgId}/patients/${patientIds[next++ % patientIds.length]}/vitals`;
  return measured({
    url: base,
    connections: ADD_CONNECTIONS,
    duration,
    ...(overallRate ? { overallRate } : {}),
    method: "POST",
    headers,
    requests: [{ method: "POST", setupRequest: (request) => ({ ...request, path: path(), body: body() }) }],
  });
}

/**
 * The list while caregivers add measurements: every measurement raises the organisation's data
 * version, so the cached list is rebuilt again and again. `overallRate` measurements a second in
 * all (undefined: as fast as four caregivers' connections go, a stress test).
 */
async function listUnderWrites(base, listUrl, orgId, patientIds, cookie, duration, overallRate) {
  const [list, add] = await Promise.all([
    measured({
      url: `${base}${listUrl}`,
      connections: 50,
      duration,
      headers: { cookie, "accept-encoding": "gzip, deflate, br" },
    }),
    addMeasurements(base, orgId, patientIds, cookie, duration, overallRate),
  ]);
  return { list, add };
}

export async function benchPatients(pgUrl) {
  const { server, base, dbUrl } = await serverOnFreshDatabase(pgUrl, "patients");
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  try {
    const email = "bench-post@example.test";
    await signUpVerified(base, dbUrl, email, "bench-pass", "Post");
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { orgId, eventId, patientIds, otherPatientIds, counts } = await seed(client, email);
    await client.end();
    const cookie = await signIn(base, email, "bench-pass");
    const list = `/api/orgs/${orgId}/events/${eventId}/patients`;
    // 50 readers of one post's list while four caregivers at the organisation's OTHER posts add
    // measurements as fast as they can: the list stays cached (decision 058).
    const otherPosts = () => listUnderWrites(base, list, orgId, otherPatientIds, cookie, duration);
    if (process.env.BENCH_PATIENTS_ONLY === "other-posts") {
      await otherPosts(); // warm-up: the server's first requests, its caches and the realtime watch
      // Side by side with writes at the same post (every write invalidates the list, as every
      // write anywhere did before decision 058), so a busy machine shows in both.
      const samePost = await listUnderWrites(base, list, orgId, patientIds, cookie, duration);
      return { counts, otherPosts: await otherPosts(), samePost };
    }
    const results = [];
    for (const [label, route] of [
      ["list, newest first", list],
      ["list, highest NEWS2", `${list}?sort=news2`],
      ["list, page 100", `${list}?page=100&pageSize=25`],
      ["list, referred + high", `${list}?status=hospital_referral&urgency=high`],
      ["list, name search", `${list}?search=naam12`],
    ]) {
      results.push({ label, ...(await load(`${base}${route}`, cookie, 50, duration)) });
    }
    await addMeasurements(base, orgId, patientIds, cookie, 2); // warm-up
    const add = await addMeasurements(base, orgId, patientIds, cookie, duration);
    // Ten measurements a second across the organisation: more than twenty busy posts at once.
    const mixed = await listUnderWrites(base, list, orgId, patientIds, cookie, duration, MIXED_RATE);
    const stress = await listUnderWrites(base, list, orgId, patientIds, cookie, duration);
    return { counts, results, add, mixed, stress, otherPosts: await otherPosts() };
  } finally {
    await server.stop();
  }
}
