// The staffing half of `npm run bench`: an organisation with 300 events, 400 caregivers
// and 3,000 assignments on PostgreSQL; 50 concurrent users load the admin dashboard and the event
// list. Target: p95 under 50 ms. Prints p97.5 as well, which is stricter.

import { createRequire } from "node:module";
import path from "node:path";
import { serverOnFreshDatabase, signUpVerified } from "./bench-server.mjs";
import { load, signIn } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const pg = require("pg");

const EVENTS = 300;
const CAREGIVERS = 400;
const ASSIGNMENTS = 3000;

export async function seed(client, adminEmail) {
  const [{ id: adminId }] = (await client.query("select id from users where email = $1", [adminEmail])).rows;
  const [{ id: orgId }] = (
    await client.query(
      `insert into organizations (name, display_name, plan, responsible_user_id) values ('bench_org', 'Bench Hulpdienst', 'premium', $1) returning id`,
      [adminId],
    )
  ).rows;
  await client.query("insert into organization_settings (organization_id) values ($1)", [orgId]);
  await client.query(
    "insert into user_organizations (user_id, organization_id, role, is_primary) values ($1, $2, 'admin', true)",
    [adminId, orgId],
  );
  await client.query(
    `
    with people as (
      insert into users (name, email, email_verified)
      select 'Bench ' || g, 'bench' || g || '@example.test', true from generate_series(1, ${CAREGIVERS}) g
      returning id, email
    ), profiled as (
      insert into profiles (user_id, email, first_name, last_name, user_code, is_doctor, is_nurse, has_first_aid_certificate)
      select id, email, 'Bench', email, 'USER-' || upper(substr(md5(id::text), 1, 6)),
             (row_number() over ()) % 5 = 0, (row_number() over ()) % 3 = 0, true
      from people
      returning user_id
    )
    insert into user_organizations (user_id, organization_id, role) select user_id, $1, 'hulpverlener' from profiled`,
    [orgId],
  );
  await client.query(
    `
    insert into events (organization_id, name, date, end_date, start_time, end_time, starts_at, ends_at, location,
                        required_doctors, required_nurses, required_first_aiders, required_tents, required_ambulances)
    select $1, 'Event ' || g, d::date, d::date, '10:00', '18:00', d + interval '10 hours', d + interval '18 hours', 'Plein ' || g,
           2, 4, 8, 1, 1
    from generate_series(1, ${EVENTS}) g, lateral (select (current_date + (g - 150) * interval '1 day')::timestamptz as d) x`,
    [orgId],
  );
  await client.query(
    `
    insert into event_assignments (organization_id, event_id, user_id, qualification)
    select $1, e.id, uo.user_id, 'first_aider'
    from (select id, row_number() over (order by starts_at) as n from events where organization_id = $1) e
    join lateral (
      select user_id from user_organizations where organization_id = $1 and role = 'hulpverlener'
      order by md5(user_id::text || e.id::text) limit ${ASSIGNMENTS / EVENTS}
    ) uo on true`,
    [orgId],
  );
  await client.query("analyze");
  const counts = (
    await client.query(
      `select (select count(*) from events where organization_id = $1) as events,
              (select count(*) from user_organizations where organization_id = $1 and role = 'hulpverlener') as caregivers,
              (select count(*) from event_assignments where organization_id = $1) as assignments`,
      [orgId],
    )
  ).rows[0];
  return { orgId, counts };
}

export async function benchStaffing(pgUrl) {
  const { server, base, dbUrl } = await serverOnFreshDatabase(pgUrl, "staffing");
  try {
    const email = "bench-admin@example.test";
    await signUpVerified(base, dbUrl, email, "bench-pass", "Admin");
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { orgId, counts } = await seed(client, email);
    await client.end();
    const cookie = await signIn(base, email, "bench-pass");
    const results = [];
    for (const [label, route] of [
      ["admin dashboard", `/api/orgs/${orgId}/dashboard`],
      ["event list, upcoming", `/api/orgs/${orgId}/events?filter=upcoming`],
      ["event list, all 300", `/api/orgs/${orgId}/events`],
      [
        "event list, one month",
        `/api/orgs/${orgId}/events?from=${new Date().toISOString().slice(0, 10)}&to=${new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10)}`,
      ],
    ]) {
      const r = await load(`${base}${route}`, cookie, 50, Number(process.env.BENCH_DURATION ?? 10));
      results.push({ label, ...r });
    }
    return { counts, results };
  } finally {
    await server.stop();
  }
}
