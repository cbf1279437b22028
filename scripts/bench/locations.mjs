// The locations part of `npm run bench`: 200 signed-in members of one organisation on
// PostgreSQL share their positions, 500 a second in all, for 60 s (BENCH_DURATION shortens it),
// while admins' maps of the live event are read 10 times a second. Target: p95 write under 50 ms.
// 500 a second is about 7,500 phones sending every 15 s: many festivals at once. Measured twice:
// with autocannon's overallRate (which sends each connection's share of a second in one burst at
// the top of the second: 200 requests at once) and paced, one send every 2 ms, as phones do.

import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { serverOnFreshDatabase, signUpVerified } from "./bench-server.mjs";
import { signIn } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const pg = require("pg");
const autocannon = require("autocannon");

export const MEMBERS = Number(process.env.BENCH_LOCATION_MEMBERS ?? 200);
export const RATE = Number(process.env.BENCH_LOCATION_RATE ?? 500);
/** Admins' maps refetch at most every 3 s; ten reads a second is some thirty open maps. */
export const READ_RATE = 10;
const PASSWORD = "bench-pass";

async function seed(client, adminEmail) {
  const [{ id: adminId }] = (await client.query("select id from users where email = $1", [adminEmail])).rows;
  const [{ id: orgId }] = (
    await client.query(
      `insert into organizations (name, display_name, plan, responsible_user_id) values ('bench_locations', 'Bench Terrein', 'premium', $1) returning id`,
      [adminId],
    )
  ).rows;
  await client.query("insert into organization_settings (organization_id) values ($1)", [orgId]);
  await client.query(
    "insert into user_organizations (user_id, organization_id, role, is_primary) values ($1, $2, 'admin', true)",
    [adminId, orgId],
  );
  // Members with the admin's password hash, so each can sign in without 200 sign-ups.
  await client.query(
    `
    with people as (
      insert into users (name, email, email_verified)
      select 'Loper ' || g, 'loper' || g || '@example.test', true from generate_series(1, ${MEMBERS}) g
      returning id, email
    ), profiled as (
      insert into profiles (user_id, email, first_name, last_name, user_code, has_first_aid_certificate)
      select id, email, 'Loper', email, 'USER-' || upper(substr(md5(id::text), 1, 6)), true from people
      returning user_id
    ), credentials as (
      insert into accounts (account_id, provider_id, user_id, password)
      select user_id::text, 'credential', user_id, (select password from accounts where user_id = $2)
      from profiled
      returning user_id
    )
    insert into user_organizations (user_id, organization_id, role) select user_id, $1, 'hulpverlener' from credentials`,
    [orgId, adminId],
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
    `insert into event_assignments (organization_id, event_id, user_id, qualification)
     select $1, $2, user_id, 'first_aider' from user_organizations where organization_id = $1 and role = 'hulpverlener'`,
    [orgId, eventId],
  );
  await client.query("analyze");
  const emails = (await client.query("select email from users where email like 'loper%' order by email")).rows;
  return { orgId, eventId, emails: emails.map((r) => r.email) };
}

/** Signs the members in, a few at a time (each sign-in hashes the password once). */
async function signInAll(base, emails) {
  const cookies = [];
  for (let i = 0; i < emails.length; i += 8) {
    const batch = emails.slice(i, i + 8).map((email) => signIn(base, email, PASSWORD));
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

const percentile = (sorted, p) => Math.round((sorted[Math.floor(sorted.length * p)] ?? 0) * 10) / 10;

/** Every response time kept: exact percentiles (autocannon's summary stops at p90 and p97.5). */
async function measured(options) {
  const times = [];
  const instance = autocannon(options);
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    rps: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: Math.round((times.at(-1) ?? 0) * 10) / 10,
  };
}

/** Positions around a festival field near Gent, each member somewhere else, wandering a little. */
function shareRequests(base, orgId, cookies) {
  let next = 0;
  return {
    url: base,
    connections: cookies.length,
    method: "POST",
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const i = next++ % cookies.length;
          return {
            ...request,
            path: `/api/orgs/${orgId}/locations`,
            headers: { cookie: cookies[i], origin: base, "content-type": "application/json" },
            body: JSON.stringify({
              latitude: 51.05 + (i % 20) * 0.0004 + Math.random() * 0.0002,
              longitude: 3.72 + Math.floor(i / 20) * 0.0004 + Math.random() * 0.0002,
              accuracyM: 5 + Math.round(Math.random() * 20),
            }),
          };
        },
      },
    ],
  };
}

/**
 * The same load as phones make it: each position sent at its own moment, one every 1000/rate ms
 * (open loop: a slow answer does not delay the next send), each member over their own keep-alive
 * connection, opened first. Latency is counted from when the send was due, so a stall is not hidden.
 */
async function pacedShares(base, orgId, cookies, rate, duration) {
  const { hostname, port } = new URL(base);
  // Each member's phone keeps its own connection open, made before the clock starts.
  const agents = cookies.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  let times = [];
  let failures = 0;
  const gap = 1000 / rate;
  let start = performance.now();
  const inFlight = new Set();
  const send = (n, member = n % cookies.length) => {
    const due = start + n * gap;
    const i = member;
    const agent = agents[i];
    const body = JSON.stringify({
      latitude: 51.05 + (i % 20) * 0.0004 + Math.random() * 0.0002,
      longitude: 3.72 + Math.floor(i / 20) * 0.0004 + Math.random() * 0.0002,
      accuracyM: 5 + Math.round(Math.random() * 20),
    });
    const done = new Promise((resolve) => {
      const request = http.request(
        {
          host: hostname,
          port,
          agent,
          method: "POST",
          path: `/api/orgs/${orgId}/locations`,
          headers: { cookie: cookies[i], origin: base, "content-type": "application/json" },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode === 201) times.push(performance.now() - due);
            else failures++;
            resolve();
          });
        },
      );
      request.on("error", () => {
        failures++;
        resolve();
      });
      request.end(body);
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  };
  for (let i = 0; i < cookies.length; i += 20) {
    for (let k = i; k < Math.min(i + 20, cookies.length); k++) send(0, k);
    await Promise.all([...inFlight]);
  }
  times = [];
  start = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      if (elapsed >= duration * 1000) {
        clearInterval(timer);
        resolve();
        return;
      }
      while (sent * gap <= elapsed) send(sent++);
    }, 1);
  });
  await Promise.all([...inFlight]);
  for (const agent of agents) agent.destroy();
  if (failures) throw new Error(`paced shares: ${failures} failed`);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: Math.round((times.length / duration) * 10) / 10,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: Math.round((times.at(-1) ?? 0) * 10) / 10,
  };
}

export async function benchLocations(pgUrl) {
  const { server, base, dbUrl } = await serverOnFreshDatabase(pgUrl, "locations", { SIGN_IN_MAX_ATTEMPTS: "100000" });
  const duration = process.env.BENCH_DURATION ? Number(process.env.BENCH_DURATION) : 60;
  try {
    const email = "bench-terrein@example.test";
    await signUpVerified(base, dbUrl, email, PASSWORD, "Terrein");
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { orgId, eventId, emails } = await seed(client, email);
    const adminCookie = await signIn(base, email, PASSWORD);
    const cookies = await signInAll(base, emails);

    await measured({ ...shareRequests(base, orgId, cookies), duration: 3, overallRate: 100 }); // warm-up
    const mapUrl = `${base}/api/orgs/${orgId}/events/${eventId}/locations`;
    const readMaps = () =>
      measured({
        url: mapUrl,
        connections: 5,
        duration,
        overallRate: READ_RATE,
        headers: { cookie: adminCookie, "accept-encoding": "gzip, deflate, br" },
      });
    const [writes, reads] = await Promise.all([
      measured({ ...shareRequests(base, orgId, cookies), duration, overallRate: RATE }),
      readMaps(),
    ]);
    const [paced, pacedReads] = await Promise.all([pacedShares(base, orgId, cookies, RATE, duration), readMaps()]);
    const stored = (await client.query("select count(*)::int as n from location_shares")).rows[0].n;
    const notices = (await client.query("select count(*)::int as n from realtime_notices where kind = 'location'"))
      .rows[0].n;
    const onMap = (await (await fetch(mapUrl, { headers: { cookie: adminCookie } })).json()).length;
    await client.end();
    return { members: MEMBERS, rate: RATE, duration, writes, reads, paced, pacedReads, stored, notices, onMap };
  } finally {
    await server.stop();
  }
}

/** Prints the part of `npm run bench` about locations. */
export function reportLocations(r) {
  console.log(
    `\nLocations on PostgreSQL: ${r.members} signed-in members, ${r.rate} positions/s asked (autocannon overallRate, ${r.members} connections), ${r.duration} s; an event map read ${READ_RATE}/s meanwhile`,
  );
  console.log("route                       requests    req/s   p50 ms   p95 ms   p99 ms   max ms");
  for (const [label, m] of [
    ["share, autocannon bursts", r.writes],
    ["  event map meanwhile", r.reads],
    ["share, paced every 2 ms", r.paced],
    ["  event map meanwhile", r.pacedReads],
  ]) {
    const cells = [m.requests, m.rps, m.p50, m.p95, m.p99, m.max].map((v, i) => String(v).padStart(i === 0 ? 8 : 8));
    console.log(`${label.padEnd(26)} ${cells.join(" ")}`);
  }
  console.log(`rows stored: ${r.stored}; realtime notices written: ${r.notices}; caregivers on the map: ${r.onMap}`);
  const verdict = (m) => (m.p95 < 50 && m.rps >= r.rate * 0.95 ? "met" : "NOT met");
  console.log(
    `\nTarget: ${r.rate} location updates/s with p95 write latency under 50 ms: ${verdict(r.paced)} with paced sends, ${verdict(r.writes)} with autocannon's bursts (each connection sends its share of a second at once).`,
  );
  return verdict(r.paced) === "met";
}
