// The alerts part of `npm run bench` (decision 046, addendum): 5,000 caregivers of one
// organisation on PostgreSQL, each with a phone, assigned to 50 events that all start in 2 hours
// at the same minute, so 5,000 shift reminders fall due at once. The built server's own sweep job
// finds them; its delivery lane encrypts and POSTs each to a local push service (a plain HTTP sink
// that answers 201, as FCM does). Target: every reminder handed to the push service within 60 s of
// the sweep, with the API's p95 under 50 ms meanwhile (an admin's event list and a caregiver's
// bell, 100 requests a second over 10 connections).
import { createECDH, randomBytes } from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { serverOnFreshDatabase, signUpVerified } from "./bench-server.mjs";
import { signIn } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const pg = require("pg");
const autocannon = require("autocannon");

export const PEOPLE = Number(process.env.BENCH_ALERT_PEOPLE ?? 5000);
const EVENTS = 50;
const PASSWORD = "bench-pass";
/** API requests a second while the reminders go out. */
const API_RATE = Number(process.env.BENCH_ALERT_API_RATE ?? 100);

/** A push service that takes every POST (201) and notes when it came. */
async function pushSink() {
  const times = [];
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      times.push(Date.now());
      response.writeHead(201).end();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, times, close: () => server.close() };
}

async function seed(client, adminEmail, sinkOrigin) {
  const [{ id: adminId }] = (await client.query("select id from users where email = $1", [adminEmail])).rows;
  const [{ id: orgId }] = (
    await client.query(
      `insert into organizations (name, display_name, plan, responsible_user_id) values ('bench_alerts', 'Bench Alarm', 'premium', $1) returning id`,
      [adminId],
    )
  ).rows;
  await client.query("insert into organization_settings (organization_id) values ($1)", [orgId]);
  await client.query(
    "insert into user_organizations (user_id, organization_id, role, is_primary) values ($1, $2, 'admin', true)",
    [adminId, orgId],
  );
  await client.query(
    `with people as (
       insert into users (name, email, email_verified)
       select 'Wacht ' || g, 'wacht' || g || '@example.test', true from generate_series(1, ${PEOPLE}) g
       returning id, email
     ), profiled as (
       insert into profiles (user_id, email, first_name, last_name, user_code, is_nurse, has_first_aid_certificate)
       select id, email, 'Wacht', email, 'B' || upper(substr(md5(id::text), 1, 9)), true, true from people
       returning user_id
     ), credentials as (
       insert into accounts (account_id, provider_id, user_id, password)
       select user_id::text, 'credential', user_id, (select password from accounts where user_id = $2) from profiled
       returning user_id
     )
     insert into user_organizations (user_id, organization_id, role) select user_id, $1, 'hulpverlener' from credentials`,
    [orgId, adminId],
  );
  // One browser key pair for every phone (web-push needs a real P-256 point to encrypt to).
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  await client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, label)
     select uo.user_id, $2 || '/push/' || uo.user_id, $3, $4, 'Telefoon'
     from user_organizations uo where uo.organization_id = $1 and uo.role = 'hulpverlener'`,
    [orgId, sinkOrigin, ecdh.getPublicKey().toString("base64url"), randomBytes(16).toString("base64url")],
  );
  // 50 events starting in a little over 2 hours, at the same instant; each person at one of them.
  await client.query(
    `insert into events (organization_id, name, date, end_date, start_time, end_time, starts_at, ends_at, required_nurses)
     select $1, 'Bench evenement ' || g, current_date + 1, current_date + 1, '10:00', '18:00',
            now() + interval '2 hours 1 minute', now() + interval '10 hours', ${PEOPLE / EVENTS}
     from generate_series(1, ${EVENTS}) g`,
    [orgId],
  );
  await client.query(
    `insert into event_assignments (organization_id, event_id, user_id, qualification, created_at)
     select $1, e.id, p.user_id, 'nurse', now() - interval '3 days'
     from (select user_id, row_number() over (order by user_id) - 1 as n from user_organizations
           where organization_id = $1 and role = 'hulpverlener') p
     join (select id, row_number() over (order by id) - 1 as n from events where organization_id = $1) e
       on e.n = p.n % ${EVENTS}`,
    [orgId],
  );
  await client.query("analyze");
  return orgId;
}

const percentile = (sorted, p) => Math.round((sorted[Math.floor(sorted.length * p)] ?? 0) * 10) / 10;

/** Requests of `urls` round robin over `connections` until `until()` says stop; every latency kept. */
async function loadUntil(base, targets, until) {
  const times = [];
  let next = 0;
  const instance = autocannon({
    url: base,
    connections: 10,
    // Paced, as people use it (some hundred open pages refetching), not flat out: a closed loop at
    // full speed measures the two shared cores' saturation, not what a person waits.
    overallRate: API_RATE,
    duration: 120,
    requests: [
      {
        setupRequest: (request) => {
          const target = targets[next++ % targets.length];
          return { ...request, path: target.path, headers: { cookie: target.cookie, "accept-encoding": "gzip" } };
        },
      },
    ],
  });
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const timer = setInterval(() => {
    if (until()) instance.stop();
  }, 200);
  const result = await instance;
  clearInterval(timer);
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}

export async function benchAlerts(pgUrl) {
  const sink = await pushSink();
  const { server, dbUrl, base } = await serverOnFreshDatabase(pgUrl, "alerts", { PUSH_SERVICE_ORIGINS: sink.origin });
  try {
    const adminEmail = "alarm-admin@example.test";
    await signUpVerified(base, dbUrl, adminEmail, PASSWORD, "Alarm");
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const orgId = await seed(client, adminEmail, sink.origin);
    const admin = await signIn(base, adminEmail, PASSWORD);
    const caregiver = await signIn(base, "wacht1@example.test", PASSWORD);
    const targets = [
      { path: `/api/orgs/${orgId}/events?filter=upcoming`, cookie: admin },
      { path: `/api/orgs/${orgId}/notifications`, cookie: caregiver },
    ];
    // The 2-hour reminders are due in a minute; the server's sweep runs once a minute. Make its
    // next run the due minute, so the measurement starts at a known instant.
    const [{ due }] = (
      await client.query("select min(starts_at) - interval '2 hours' as due from events where organization_id = $1", [
        orgId,
      ])
    ).rows;
    await client.query("update jobs set run_at = $1 where type = 'notifications.sweep' and status = 'pending'", [due]);
    const idle = await loadUntil(base, targets, () => Date.now() >= new Date(due).getTime() - 2000);
    const dueAt = new Date(due).getTime();
    const started = Date.now();
    const during = await loadUntil(base, targets, () => sink.times.length >= PEOPLE || Date.now() - started > 110_000);
    const sent = sink.times.length;
    const [{ swept }] = (
      await client.query(
        "select min(created_at) as swept from notifications where kind = 'shiftReminder' and organization_id = $1",
        [orgId],
      )
    ).rows;
    await client.end();
    const lastPush = sink.times.at(-1) ?? 0;
    return {
      people: PEOPLE,
      sent,
      fromDueS: Math.round((lastPush - dueAt) / 100) / 10,
      fromSweepS: Math.round((lastPush - new Date(swept).getTime()) / 100) / 10,
      firstPushAfterSweepS: Math.round(((sink.times[0] ?? 0) - new Date(swept).getTime()) / 100) / 10,
      idle,
      during,
    };
  } finally {
    await server.stop();
    sink.close();
  }
}

export function reportAlerts(r) {
  console.log(
    `\nAlerts on PostgreSQL: ${r.people} shift reminders due at the same minute, one phone each, local push service`,
  );
  console.log(
    `handed to the push service: ${r.sent}/${r.people}; last one ${r.fromSweepS} s after the sweep wrote the first alert (${r.fromDueS} s after the due minute); first push ${r.firstPushAfterSweepS} s after`,
  );
  console.log(`API (event list + bell, ${API_RATE}/s)   requests   p50 ms   p95 ms   p99 ms`);
  for (const [label, row] of [
    ["before (idle)", r.idle],
    ["while sending", r.during],
  ])
    console.log(
      `${label.padEnd(32)} ${String(row.requests).padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p95).padStart(8)} ${String(row.p99).padStart(8)}`,
    );
  const met = r.sent === r.people && r.fromSweepS <= 60 && r.during.p95 < 50;
  console.log(
    `\nTarget: all ${r.people} pushed within 60 s, API p95 under 50 ms meanwhile: ${met ? "met" : "NOT met"}.`,
  );
}
