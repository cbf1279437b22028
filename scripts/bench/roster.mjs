// The roster part of `npm run bench` (decision 051): on PostgreSQL, an organisation with 1,000 caregivers and a
// month of 300 events (2,500 places), raised hands, absences, preferences, minors, first-timers, partly staffed
// events and a neighbouring organisation whose events keep 250 shared members busy; its rules are the defaults
// with at most 4 first aiders per doctor or nurse. The admin asks for the month's proposal through the API.
// Targets: the answer in under 10 s, 0 rule breaks added as found by the shared checker run here on the database's
// state (not the server's), and at least the places a simple greedy pass fills (the server reports its greedy).
//   node scripts/bench/run.mjs roster      only this part

import { createRequire } from "node:module";
import path from "node:path";
import { serverOnFreshDatabase, signUpVerified } from "./bench-server.mjs";
import { signIn } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "apps/server/package.json"));
const pg = require("pg");

const PEOPLE = 1000;
const ACCEPT = 500;
const EVENTS = 300;
const TIME_ZONE = "Europe/Brussels";
const RULES = {
  minRestHours: 11,
  maxHoursPerWeek: 48,
  minorMaxHoursPerDay: 8,
  minorMaxHoursPerWeek: 40,
  minorNightStart: "23:00",
  minorNightEnd: "06:00",
  buddyMinEvents: 3,
  higherMayFillLower: true,
  firstAidersPerSenior: 4,
};

/** A seeded generator: every run seeds the same month. */
function random(seed) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}
const r = random(51);
const int = (n) => Math.floor(r() * n);
const pad = (n) => String(n).padStart(2, "0");

function nextMonth() {
  const now = new Date();
  const y = now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const m = ((now.getUTCMonth() + 1) % 12) + 1;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { key: `${y}-${pad(m)}`, days };
}

/** Inserts rows in chunks of 500 as one statement each: `columns` names, `rows` are arrays of values. */
async function insert(client, table, columns, rows, casts = {}) {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const values = chunk.map(
      (row, k) =>
        `(${row.map((_, c) => `$${k * row.length + c + 1}${casts[columns[c]] ? `::${casts[columns[c]]}` : ""}`).join(", ")})`,
    );
    await client.query(`insert into ${table} (${columns.join(", ")}) values ${values.join(", ")}`, chunk.flat());
  }
}

/** An event row typed in local time; its instants follow from the time zone in the database. */
function eventRow(orgId, name, date, start, hours, required) {
  const startMinutes = Number(start.slice(0, 2)) * 60;
  const endMinutes = startMinutes + hours * 60;
  const endDate =
    endMinutes >= 1440 ? new Date(Date.parse(`${date}T00:00:00Z`) + 864e5).toISOString().slice(0, 10) : date;
  const end = `${pad(Math.floor((endMinutes % 1440) / 60))}:00`;
  return [orgId, name, date, endDate, start, end, `${date} ${start}`, `${endDate} ${end}`, ...required];
}

const EVENT_COLUMNS = [
  "organization_id",
  "name",
  "date",
  "end_date",
  "start_time",
  "end_time",
  "starts_at",
  "ends_at",
  "required_doctors",
  "required_nurses",
  "required_first_aiders",
];

async function insertEvents(client, rows) {
  // starts_at and ends_at arrive as local wall-clock text and are placed in the planning time zone here.
  await insert(client, "events", EVENT_COLUMNS, rows, { date: "date", end_date: "date" });
  await client.query(
    `update events set starts_at = (date + start_time) at time zone '${TIME_ZONE}',
       ends_at = (end_date + end_time) at time zone '${TIME_ZONE}' where name like 'Roster %'`,
  );
}

export async function seed(client, adminEmail) {
  const month = nextMonth();
  const [{ id: adminId }] = (await client.query("select id from users where email = $1", [adminEmail])).rows;
  const org = async (name, display, responsible) =>
    (
      await client.query(
        `insert into organizations (name, display_name, plan, responsible_user_id) values ($1, $2, 'premium', $3) returning id`,
        [name, display, responsible],
      )
    ).rows[0].id;
  const orgId = await org("bench_roster", "Bench Roster", adminId);
  await client.query("insert into organization_settings (organization_id, staffing_rules) values ($1, $2)", [
    orgId,
    JSON.stringify(RULES),
  ]);
  await client.query(
    "insert into user_organizations (user_id, organization_id, role, is_primary) values ($1, $2, 'admin', true)",
    [adminId, orgId],
  );
  const people = (
    await client.query(
      `with made as (
        insert into users (name, email, email_verified)
        select 'Roster ' || g, 'roster' || g || '@example.test', true from generate_series(1, ${PEOPLE}) g
        returning id, email
      )
      insert into profiles (user_id, email, first_name, last_name, user_code, birth_date,
                            is_doctor, is_nurse, has_first_aid_certificate)
      select id, email, 'Roster', email, 'ROS-' || upper(substr(md5(id::text), 1, 8)),
        case when n % 20 = 0 then date '${month.key}-15' - interval '17 years' else date '1970-01-01' + (n % 11000)::int end,
        n % 10 = 0, n % 4 = 1, n % 10 <> 0
      from (select id, email, row_number() over (order by email) as n from made) x
      returning user_id`,
    )
  ).rows.map((row) => row.user_id);
  const neighbourId = await org("bench_neighbours", "Bench Buren", people.at(-1));
  await insert(
    client,
    "user_organizations",
    ["user_id", "organization_id", "role"],
    [
      ...people.map((id) => [id, orgId, "hulpverlener"]),
      ...people.filter((_, i) => i % 4 === 0).map((id) => [id, neighbourId, "hulpverlener"]),
    ],
  );

  // Past events: experience for the buddy rule (about 2.4 events a person; some have none).
  const past = [];
  for (let i = 0; i < 60; i++) {
    const d = new Date(Date.now() - (10 + i) * 864e5).toISOString().slice(0, 10);
    past.push(eventRow(orgId, `Past ${i}`, d, "10:00", 6, [1, 2, 6]));
  }
  await insert(client, "events", EVENT_COLUMNS, past, { date: "date", end_date: "date" });
  await client.query(
    `update events set starts_at = (date + start_time) at time zone '${TIME_ZONE}',
       ends_at = (end_date + end_time) at time zone '${TIME_ZONE}' where name like 'Past %'`,
  );
  await client.query(
    `insert into event_assignments (organization_id, event_id, user_id, qualification)
     select $1, e.id, u.user_id, 'first_aider' from events e
     join lateral (select user_id from user_organizations where organization_id = $1 and role = 'hulpverlener'
                   order by md5(user_id::text || e.id::text) limit 40) u on true
     where e.name like 'Past %'`,
    [orgId],
  );

  // The month: 300 events, about ten a day, from early morning to night.
  const starts = ["07:00", "09:00", "10:00", "13:00", "14:00", "18:00", "19:00", "20:00"];
  const scope = [];
  for (let i = 0; i < EVENTS; i++) {
    const date = `${month.key}-${pad(1 + (i % month.days))}`;
    scope.push(
      eventRow(orgId, `Roster ${i}`, date, starts[int(starts.length)], 4 + int(7), [
        i % 3 === 0 ? 1 : 0,
        1 + int(3),
        4 + int(5),
      ]),
    );
  }
  const theirs = [];
  for (let i = 0; i < 60; i++) {
    const date = `${month.key}-${pad(1 + int(month.days))}`;
    theirs.push(
      eventRow(neighbourId, `Roster neighbour ${i}`, date, starts[int(starts.length)], 4 + int(5), [0, 1, 4]),
    );
  }
  await insertEvents(client, [...scope, ...theirs]);
  const events = (await client.query("select id, organization_id from events where name like 'Roster %' order by name"))
    .rows;
  const mine = events.filter((e) => e.organization_id === orgId).map((e) => e.id);
  const neighbours = events.filter((e) => e.organization_id === neighbourId).map((e) => e.id);
  const shared = people.filter((_, i) => i % 4 === 0);

  // Busy elsewhere: four shared members at each neighbour event. Partly staffed: a fifth of ours have one or two.
  const assignments = new Map();
  const assign = (orgOf, eventId, userId, q) => assignments.set(`${eventId}|${userId}`, [eventId, userId, orgOf, q]);
  for (const eventId of neighbours)
    for (let k = 0; k < 4; k++) assign(neighbourId, eventId, shared[int(shared.length)], "first_aider");
  for (const eventId of mine.filter((_, i) => i % 5 === 0)) {
    for (let k = 0; k < 1 + int(2); k++) assign(orgId, eventId, people[1 + 10 * int(PEOPLE / 10 - 1)], "first_aider");
  }
  await insert(
    client,
    "event_assignments",
    ["event_id", "user_id", "organization_id", "qualification"],
    [...assignments.values()],
  );
  // Raised hands: three per event.
  const hands = new Set();
  for (const eventId of mine) for (let k = 0; k < 3; k++) hands.add(`${eventId}|${people[int(PEOPLE)]}`);
  await insert(
    client,
    "event_interests",
    ["organization_id", "event_id", "user_id"],
    [...hands].map((h) => [orgId, ...h.split("|")]),
  );
  // Absences: 150 people away two to nine days of the month.
  const away = [];
  for (let k = 0; k < 150; k++) {
    const from = 1 + int(month.days - 10);
    const start = `${month.key}-${pad(from)}`;
    const end = `${month.key}-${pad(from + 2 + int(8))}`;
    away.push([people[(k * 7) % PEOPLE], start, "00:00", end, "23:59", `${start} 00:00`, `${end} 23:59`]);
  }
  await insert(
    client,
    "availability_absences",
    ["user_id", "start_date", "start_time", "end_date", "end_time", "starts_at", "ends_at"],
    away,
    { start_date: "date", end_date: "date" },
  );
  await client.query(
    `update availability_absences set starts_at = (start_date + start_time) at time zone '${TIME_ZONE}',
       ends_at = (end_date + end_time) at time zone '${TIME_ZONE}'`,
  );
  // Preferences: 100 avoid weekends, 100 want at most three events a month.
  await insert(
    client,
    "availability_preferences",
    ["user_id", "avoid_weekdays", "max_events_per_month"],
    people.slice(0, 200).map((id, i) => (i < 100 ? [id, "{6,7}", null] : [id, "{}", 3])),
    { avoid_weekdays: "integer[]" },
  );
  await client.query("analyze");
  return { orgId, month: month.key, counts: { people: PEOPLE, events: mine.length, interest: hands.size } };
}

/** The shared checker on the database's state: rule breaks with the proposal that were not there without it. */
async function independentCheck(client, orgId, monthKey, items) {
  const { tsImport } = await import("tsx/esm/api");
  const { checkRoster } = await tsImport("../../packages/shared/src/staffing/rules.ts", import.meta.url);
  const [{ staffing_rules: rules }] = (
    await client.query("select staffing_rules from organization_settings where organization_id = $1", [orgId])
  ).rows;
  const local = `e.id, to_char(e.date, 'YYYY-MM-DD') as date, to_char(e.end_date, 'YYYY-MM-DD') as end_date,
    to_char(e.start_time, 'HH24:MI') as start_time, to_char(e.end_time, 'HH24:MI') as end_time, e.starts_at, e.ends_at`;
  const window = `e.starts_at > date '${monthKey}-01' - interval '10 days' and e.starts_at < date '${monthKey}-01' + interval '42 days'`;
  const events = (
    await client.query(
      `select ${local}, e.organization_id, e.required_doctors, e.required_nurses, e.required_first_aiders
       from events e where not e.cancelled and ${window}`,
    )
  ).rows.map((e) => ({
    id: e.id,
    date: e.date,
    endDate: e.end_date,
    startTime: e.start_time,
    endTime: e.end_time,
    startsAt: new Date(e.starts_at).getTime(),
    endsAt: new Date(e.ends_at).getTime(),
    ...(e.organization_id === orgId
      ? { required: { doctor: e.required_doctors, nurse: e.required_nurses, first_aider: e.required_first_aiders } }
      : {}),
  }));
  const absences = (await client.query("select user_id, starts_at, ends_at from availability_absences")).rows;
  const people = (
    await client.query(
      `select p.user_id, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date, p.is_doctor, p.is_nurse, p.has_first_aid_certificate,
         (select count(*) from event_assignments a join events e on e.id = a.event_id
          where a.user_id = p.user_id and e.ends_at <= now() and not e.cancelled and not a.no_show)::int as past
       from profiles p`,
    )
  ).rows.map((p) => ({
    id: p.user_id,
    birthDate: p.birth_date,
    isDoctor: p.is_doctor,
    isNurse: p.is_nurse,
    hasFirstAidCertificate: p.has_first_aid_certificate,
    pastEvents: p.past,
    absences: absences
      .filter((a) => a.user_id === p.user_id)
      .map((a) => ({ startsAt: new Date(a.starts_at).getTime(), endsAt: new Date(a.ends_at).getTime() })),
  }));
  const existing = (
    await client.query(
      `select a.event_id, a.user_id, a.qualification from event_assignments a join events e on e.id = a.event_id
       where not e.cancelled and ${window}`,
    )
  ).rows.map((a) => ({ eventId: a.event_id, userId: a.user_id, qualification: a.qualification }));
  const keyOf = (v) => `${v.rule}|${v.eventId}|${v.userId ?? ""}|${v.otherEventId ?? ""}`;
  const before = checkRoster({ rules, events, people, assignments: existing });
  const after = checkRoster({ rules, events, people, assignments: [...existing, ...items] });
  const known = new Set(before.map(keyOf));
  return { before: before.length, added: after.filter((v) => !known.has(keyOf(v))) };
}

export async function benchRoster(pgUrl) {
  const { server, base, dbUrl } = await serverOnFreshDatabase(pgUrl, "roster", { APP_TIMEZONE: TIME_ZONE });
  try {
    const email = "roster-admin@example.test";
    await signUpVerified(base, dbUrl, email, "bench-pass", "Admin");
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { orgId, month, counts } = await seed(client, email);
    const cookie = await signIn(base, email, "bench-pass");
    const runs = [];
    for (let i = 0; i < Number(process.env.BENCH_ROSTER_RUNS ?? 3); i++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/orgs/${orgId}/roster-proposals`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, cookie },
        body: JSON.stringify({ month }),
      });
      const ms = Math.round(performance.now() - started);
      if (!response.ok) throw new Error(`proposal failed: ${response.status} ${await response.text()}`);
      const { proposal } = await response.json();
      runs.push({ ms, proposal });
    }
    const last = runs.at(-1).proposal;
    const check = await independentCheck(
      client,
      orgId,
      month,
      last.items.map((i) => ({ eventId: i.eventId, userId: i.userId, qualification: i.qualification })),
    );
    await client.end();
    // Accepting part of it: each item re-checked, then assigned through the manual assign (audit, mail).
    const kept = last.items
      .slice(0, ACCEPT)
      .map((i) => ({ eventId: i.eventId, userId: i.userId, qualification: i.qualification }));
    const acceptStarted = performance.now();
    const accepted = await fetch(`${base}/api/orgs/${orgId}/roster-proposals/accept`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({ items: kept }),
    });
    if (!accepted.ok) throw new Error(`accept failed: ${accepted.status} ${await accepted.text()}`);
    const acceptBody = await accepted.json();
    const accept = {
      ms: Math.round(performance.now() - acceptStarted),
      assigned: acceptBody.assigned.length,
      refused: acceptBody.refused.length,
      reasons: Object.fromEntries(
        [...new Set(acceptBody.refused.map((x) => x.reason))].map((r) => [
          r,
          acceptBody.refused.filter((x) => x.reason === r).length,
        ]),
      ),
      lastEvent: kept.at(-1)?.eventId,
      refusedEvents: [...new Set(acceptBody.refused.map((x) => x.eventId))],
    };
    const shifts = new Map();
    for (const i of last.items) shifts.set(i.userId, (shifts.get(i.userId) ?? 0) + 1);
    const spread = {
      people: shifts.size,
      most: Math.max(...shifts.values()),
      raisedHands: last.items.filter((i) => i.reasons.includes("raisedHand")).length,
    };
    return {
      counts,
      month,
      runs: runs.map((r) => ({ ms: r.ms, stats: r.proposal.stats })),
      check,
      spread,
      accept,
      unfilled: last.unfilled,
    };
  } finally {
    await server.stop();
  }
}

export function reportRoster(result) {
  const { counts, runs, check } = result;
  console.log(
    `\nRoster proposal on PostgreSQL: a month (${result.month}) of ${counts.events} events, ${counts.people} caregivers, ${counts.interest} raised hands`,
  );
  console.log("run   answer ms   solver ms   places   filled   greedy   status");
  runs.forEach((r, i) => {
    const s = r.stats;
    console.log(
      `${String(i + 1).padEnd(5)} ${String(r.ms).padStart(9)} ${String(s.solveMs).padStart(11)} ${String(s.places).padStart(8)} ${String(s.filled).padStart(8)} ${String(s.greedyFilled).padStart(8)}   ${s.status}`,
    );
  });
  const reasons = {};
  for (const u of result.unfilled) for (const x of u.reasons) reasons[x.code] = (reasons[x.code] ?? 0) + x.people;
  console.log(
    `Unfilled: ${result.unfilled.reduce((n, u) => n + u.count, 0)} places; people kept out by: ${JSON.stringify(reasons)}`,
  );
  const { spread } = result;
  console.log(
    `Spread: ${spread.people} people, at most ${spread.most} shifts each; ${spread.raisedHands} places to someone who raised a hand`,
  );
  console.log(`Checker: ${check.before} rule breaks before (seeded), ${check.added.length} added by the proposal`);
  if (check.added.length) console.log(JSON.stringify(check.added.slice(0, 10)));
  const { accept } = result;
  console.log(
    `Accepting ${ACCEPT} of the items: ${accept.assigned} assigned, ${accept.refused} refused ${JSON.stringify(accept.reasons)}, in ${accept.ms} ms`,
  );
  if (accept.refused) {
    console.log(
      `(refused at ${accept.refusedEvents.length} event(s); the last event sent: ${accept.refusedEvents.includes(accept.lastEvent) ? "among them" : "not among them"})`,
    );
  }
  const slowest = Math.max(...runs.map((r) => r.ms));
  const fill = runs.every((r) => r.stats.filled >= r.stats.greedyFilled);
  console.log(`Target: a proposal in under 10 s: ${slowest < 10_000 ? "met" : "NOT met"} (slowest ${slowest} ms).`);
  console.log(`Target: 0 rule breaks found by the checker: ${check.added.length === 0 ? "met" : "NOT met"}.`);
  console.log(`Target: at least the greedy's fill: ${fill ? "met" : "NOT met"}.`);
}
