// The clinical alerts part of `npm run bench` (decision 046, clinical addendum): a live post on
// PostgreSQL with 20 doctors, each with a phone at a local push service. A measurement scoring
// NEWS2 5 is recorded, one after the other; for each, the time from the measurement's request to
// the push service receiving the 20th alert. The request's answer comes after the commit, so this
// is an upper bound of commit → push. Target: p95 under 1 s (the queue's tick is 1 s: only the
// poke after the commit makes it).
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { serverOnFreshDatabase, signUpVerified } from "./bench-server.mjs";
import { signIn } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const pg = require("pg");

const RECIPIENTS = 20;
const TRIALS = Number(process.env.BENCH_CLINICAL_TRIALS ?? 40);
const PASSWORD = "bench-pass";
// A complete set scoring NEWS2 5: respiration 22 (2), pulse 115 (2), 38.5 °C (1).
const NEWS5 = {
  respiratoryRate: 22,
  spo2: 98,
  onOxygen: false,
  systolic: 120,
  diastolic: 80,
  heartRate: 115,
  consciousness: "alert",
  temperature: 38.5,
};

/** A push service that answers 201 to every POST and notes when each came. */
async function pushSink() {
  const times = [];
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      times.push(performance.now());
      response.writeHead(201).end();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, times, close: () => server.close() };
}

async function seed(client, adminEmail, sinkOrigin) {
  const [{ id: adminId }] = (await client.query("select id from users where email = $1", [adminEmail])).rows;
  const [{ id: orgId }] = (
    await client.query(
      `insert into organizations (name, display_name, plan, responsible_user_id)
       values ('bench_clinical', 'Bench Klinisch', 'premium', $1) returning id`,
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
       values ($1, 'Bench festival', current_date, current_date, '00:00', '23:59',
               now() - interval '1 hour', now() + interval '8 hours') returning id`,
      [orgId],
    )
  ).rows;
  await client.query(
    `with people as (
       insert into users (name, email, email_verified)
       select 'Dokter ' || g, 'dokter' || g || '@example.test', true from generate_series(1, ${RECIPIENTS}) g
       returning id, email
     ), profiled as (
       insert into profiles (user_id, email, first_name, last_name, user_code, is_doctor)
       select id, email, 'Dokter', email, 'USER-' || upper(substr(md5(id::text), 1, 6)), true from people
       returning user_id
     ), members as (
       insert into user_organizations (user_id, organization_id, role)
       select user_id, $1, 'hulpverlener' from profiled returning user_id
     )
     insert into event_assignments (organization_id, event_id, user_id, qualification)
     select $1, $2, user_id, 'doctor' from members`,
    [orgId, eventId],
  );
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  await client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, label)
     select a.user_id, $2 || '/push/' || a.user_id, $3, $4, 'Telefoon' from event_assignments a where a.event_id = $1`,
    [eventId, sinkOrigin, ecdh.getPublicKey().toString("base64url"), randomBytes(16).toString("base64url")],
  );
  await client.query("analyze");
  return { orgId, eventId };
}

const percentile = (sorted, p) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) * 10) / 10;

export async function benchClinicalAlerts(pgUrl) {
  const sink = await pushSink();
  const { server, dbUrl, base } = await serverOnFreshDatabase(pgUrl, "clinical", { PUSH_SERVICE_ORIGINS: sink.origin });
  try {
    const adminEmail = "klinisch-admin@example.test";
    await signUpVerified(base, dbUrl, adminEmail, PASSWORD, "Klinisch");
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { orgId, eventId } = await seed(client, adminEmail, sink.origin);
    await client.end();
    const cookie = await signIn(base, adminEmail, PASSWORD);
    const post = (url, body) =>
      fetch(`${base}${url}`, {
        method: "POST",
        headers: { cookie, origin: base, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const patientId = randomUUID();
    const made = await post(`/api/orgs/${orgId}/events/${eventId}/patients`, { id: patientId, urgency: "high" });
    if (made.status !== 201) throw new Error(`patient not made: ${made.status} ${await made.text()}`);
    const fromRequest = [];
    const fromAnswer = [];
    for (let trial = 0; trial < TRIALS + 3; trial++) {
      const before = sink.times.length;
      const started = performance.now();
      const answer = await post(`/api/orgs/${orgId}/patients/${patientId}/vitals`, { id: randomUUID(), ...NEWS5 });
      const answered = performance.now();
      if (answer.status !== 201) throw new Error(`measurement refused: ${answer.status} ${await answer.text()}`);
      const deadline = started + 10_000;
      while (sink.times.length < before + RECIPIENTS && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 2));
      if (sink.times.length < before + RECIPIENTS) throw new Error(`only ${sink.times.length - before} pushes arrived`);
      const last = sink.times[before + RECIPIENTS - 1];
      // The first three warm the server's connections and code paths up.
      if (trial >= 3) {
        fromRequest.push(last - started);
        fromAnswer.push(last - answered);
      }
    }
    const summary = (values) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: percentile(sorted, 1) };
    };
    return {
      recipients: RECIPIENTS,
      trials: TRIALS,
      fromRequest: summary(fromRequest),
      fromAnswer: summary(fromAnswer),
    };
  } finally {
    await server.stop();
    sink.close();
  }
}

export function reportClinicalAlerts(r) {
  console.log(
    `\nClinical alerts on PostgreSQL: a NEWS2 5 measurement, ${r.recipients} doctors with a phone each, ${r.trials} measurements one after the other`,
  );
  console.log("until the 20th push reached the push service      p50 ms   p95 ms   max ms");
  for (const [label, row] of [
    ["from the measurement's request", r.fromRequest],
    ["from its answer (after the commit)", r.fromAnswer],
  ])
    console.log(
      `${label.padEnd(48)} ${String(row.p50).padStart(8)} ${String(row.p95).padStart(8)} ${String(row.max).padStart(8)}`,
    );
  console.log(
    `\nTarget: measurement → all ${r.recipients} clinical alerts at the push service, p95 under 1 s: ${r.fromRequest.p95 < 1000 ? "met" : "NOT met"}.`,
  );
}
