import { assetBody } from "@hulppost/shared/infrastructure";
import { and, count, eq, gt, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers/test-app";
import { loadConfig } from "../config";
import { events, organizations, profiles, userOrganizations, userRoles, users } from "../db/schema/index";
import { ownRates } from "../features/events/forecast.service";
import { seedDemoIfEmpty, shouldSeedDemo } from "./demo";
import { coherentUrgency } from "./demo-patients";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.deps)).toBe(true);
});
afterAll(() => t.close());

describe("demo data", () => {
  it.each([
    ["superadmin@demo.test", "super_admin"],
    ["admin@demo.test", "admin"],
    ["hulpverlener@demo.test", "hulpverlener"],
    ["organisator@demo.test", "organisator"],
  ])("lets %s sign in with demo1234 and holds the %s role", async (email, role) => {
    const res = await t.agent().post("/api/auth/sign-in/email", { email, password: "demo1234" });
    expect(res.status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    const roles = await t.deps.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id as string));
    expect(roles.map((r) => r.role)).toContain(role);
  });

  it("has the organisation Demo Hulpdienst with a dozen caregivers of each qualification", async () => {
    const [org] = await t.deps.db.select().from(organizations).where(eq(organizations.displayName, "Demo Hulpdienst"));
    expect(org).toBeDefined();
    const caregivers = await t.deps.db
      .select({ isDoctor: profiles.isDoctor, isNurse: profiles.isNurse, firstAid: profiles.hasFirstAidCertificate })
      .from(userOrganizations)
      .innerJoin(profiles, eq(profiles.userId, userOrganizations.userId))
      .where(and(eq(userOrganizations.organizationId, org?.id as string), eq(userOrganizations.role, "hulpverlener")));
    expect(caregivers.filter((c) => c.isDoctor).length).toBe(12);
    expect(caregivers.filter((c) => c.isNurse).length).toBe(12);
    expect(caregivers.filter((c) => c.firstAid && !c.isDoctor && !c.isNurse).length).toBe(12);
    // The organisator has no organisation yet.
    const [organisator] = await t.deps.db.select().from(users).where(eq(users.email, "organisator@demo.test"));
    const memberships = await t.deps.db
      .select({ n: count() })
      .from(userOrganizations)
      .where(eq(userOrganizations.userId, organisator?.id as string));
    expect(memberships[0]?.n).toBe(0);
  });

  it("has past and upcoming events", async () => {
    const now = new Date();
    const [upcoming] = await t.deps.db.select({ n: count() }).from(events).where(gt(events.startsAt, now));
    const [past] = await t.deps.db.select({ n: count() }).from(events).where(lt(events.endsAt, now));
    expect(upcoming?.n).toBeGreaterThanOrEqual(4);
    expect(past?.n).toBeGreaterThanOrEqual(4);
  });

  it("gives the past and live events patients with vital signs, a few of them referred to hospital", async () => {
    const perEvent = await t.database.query<{ name: string; n: number; referred: number; measured: number }>(
      `select e.name, count(p.id)::int as n,
              count(p.id) filter (where p.status = 'hospital_referral')::int as referred,
              count(p.id) filter (where p.latest_vitals_at is not null)::int as measured
       from events e left join patients p on p.event_id = e.id group by e.name`,
    );
    const byName = Object.fromEntries(perEvent.map((r) => [r.name, r]));
    expect(byName["Zomerfestival Hasselt"]?.n).toBeGreaterThan(250);
    expect(byName["Jaarmarkt Mechelen"]?.n).toBe(20);
    expect(byName["Festival Vijverpark"]?.n).toBeGreaterThan(50);
    expect(byName["Marathon van Brugge"]?.n).toBe(0);
    const all = perEvent.reduce((sum, r) => sum + r.n, 0);
    const referred = perEvent.reduce((sum, r) => sum + r.referred, 0);
    // One in 60 per event, rounded down per event: how many depends on how far the live event is.
    expect(referred / all).toBeGreaterThan(1 / 100);
    expect(referred / all).toBeLessThan(1 / 40);
    for (const row of perEvent) expect(row.referred).toBe(Math.floor(row.n / 60));
    expect(perEvent.reduce((sum, r) => sum + r.measured, 0)).toBeGreaterThan(all / 3);
  });

  it("keeps the demo patients clinically coherent: urgency follows NEWS2, nobody leaves sick or stays for days", async () => {
    const [row] = await t.database.query<{
      contradicting: number;
      leftSick: number;
      stayingLong: number;
      here: number;
    }>(
      `select count(*) filter (where latest_news2_total >= 5 and urgency <> 'high')::int as contradicting,
              count(*) filter (where status = 'completed' and latest_news2_total >= 5)::int as "leftSick",
              count(*) filter (where discharged_at is null and status <> 'completed'
                               and arrived_at < now() - interval '4 hours')::int as "stayingLong",
              count(*) filter (where discharged_at is null and status <> 'completed')::int as here
       from patients`,
    );
    expect(row).toMatchObject({ contradicting: 0, leftSick: 0, stayingLong: 0 });
    // The live festival still has people at its post.
    expect(row?.here).toBeGreaterThan(0);
  });

  it.each([
    // [drawn urgency, latest NEWS2, the urgency the demo gives]
    ["low", null, "low"],
    ["high", null, "high"],
    ["high", 0, "medium"],
    ["high", 2, "medium"],
    ["high", 3, "high"],
    ["low", 4, "low"],
    ["low", 5, "high"],
    ["medium", 7, "high"],
  ] as const)("the demo's urgency: drawn %s with NEWS2 %s is %s", (drawn, news2, urgency) => {
    expect(coherentUrgency(drawn, news2)).toBe(urgency);
  });

  it("gives the demo organisation Dutch treatment templates in built-in categories and one of its own", async () => {
    const rows = await t.database.query<{ name: string; built_in: string | null; category: string | null }>(
      `select t.name, c.built_in, c.name as category from treatment_templates t
       join treatment_categories c on c.id = t.category_id order by t.name`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.find((r) => r.name === "Enkelverstuiking (RICE)")?.built_in).toBe("trauma");
    expect(rows.some((r) => r.category !== null)).toBe(true);
  });

  it("gives the live event and two upcoming ones a site point, and places assigned assets near it", async () => {
    const sites = await t.database.query<{ name: string; site_latitude: number | null; live: boolean }>(
      `select name, site_latitude, starts_at <= now() and ends_at > now() as live from events
       where site_latitude is not null`,
    );
    expect(sites.map((s) => s.name).sort()).toEqual([
      "Festival Vijverpark",
      "Marathon van Brugge",
      "Stadsfeest Leuven",
    ]);
    expect(sites.find((s) => s.live)?.name).toBe("Festival Vijverpark");
    // Placements exist only for assets the infrastructure demo assigned, each within 200 m of the post.
    const placed = await t.database.query<{ name: string; assigned: number; placed: number; far: number }>(
      `select e.name, count(ea.id)::int as assigned, count(ea.latitude)::int as placed,
              count(*) filter (where abs(ea.latitude - e.site_latitude) > 0.002
                or abs(ea.longitude - e.site_longitude) > 0.003)::int as far
       from events e join event_assets ea on ea.event_id = e.id group by e.name`,
    );
    for (const row of placed) {
      expect(row.far, row.name).toBe(0);
      if (row.name === "Festival Vijverpark") expect(row.placed).toBe(Math.min(row.assigned, 4));
    }
  });

  it("makes the live event's doctor its post leader, and nobody on the other events", async () => {
    const leaders = await t.database.query<{ name: string; qualification: string; live: boolean }>(
      `select e.name, a.qualification, e.starts_at <= now() and e.ends_at > now() as live
       from event_assignments a join events e on e.id = a.event_id where a.post_leader`,
    );
    expect(leaders).toEqual([{ name: "Festival Vijverpark", qualification: "doctor", live: true }]);
  });

  // Infrastructure.
  it("gives the demo organisation a fleet, planned without conflicts, with shortages and maintenance to show", async () => {
    const fleet = await t.database.query<{ type: string; n: number }>(
      "select type, count(*)::int as n from infrastructure_assets where active group by type",
    );
    const byType = Object.fromEntries(fleet.map((r) => [r.type, r.n]));
    expect(byType).toMatchObject({ ambulance: 3, tent: 4 });
    expect(byType.equipment).toBeGreaterThanOrEqual(3);
    // No asset on two overlapping events, none on an event during one of its periods.
    const doubles = await t.database.query(
      `select 1 from event_assets a join events ea on ea.id = a.event_id
       join event_assets b on b.asset_id = a.asset_id and b.event_id <> a.event_id join events eb on eb.id = b.event_id
       where not ea.cancelled and not eb.cancelled and ea.starts_at < eb.ends_at and ea.ends_at > eb.starts_at`,
    );
    expect(doubles).toEqual([]);
    const blocked = await t.database.query(
      `select 1 from event_assets a join events e on e.id = a.event_id
       join asset_unavailability u on u.asset_id = a.asset_id
       where u.starts_on <= (e.ends_at at time zone 'Europe/Brussels')::date
         and u.ends_on >= (e.starts_at at time zone 'Europe/Brussels')::date`,
    );
    expect(blocked).toEqual([]);

    const admin = t.agent();
    await admin.post("/api/auth/sign-in/email", { email: "admin@demo.test", password: "demo1234" });
    const [org] = await t.deps.db.select().from(organizations).where(eq(organizations.displayName, "Demo Hulpdienst"));
    const assets = await admin.json<{ assets: { name: string; shownStatus: string }[] }>(
      "GET",
      `/api/orgs/${org?.id}/assets`,
    );
    const shown = Object.fromEntries(assets.body.assets.map((a) => [a.name, a.shownStatus]));
    expect(shown).toMatchObject({ "Ziekenwagen 1": "in_use", "Ziekenwagen 3": "unavailable" });
    const board = await admin.json<{
      shortages: { event: { name: string }; missing: { tents: number; ambulances: number } }[];
      maintenanceDue: { name: string; daysLeft: number }[];
    }>("GET", `/api/orgs/${org?.id}/dashboard`);
    expect(board.body.shortages.find((s) => s.event.name === "Marathon van Brugge")?.missing).toMatchObject({
      tents: 1,
      ambulances: 1,
    });
    expect(board.body.maintenanceDue.map((m) => m.name)).toEqual(["AED 1", "Ziekenwagen 3", "Ziekenwagen 1"]);
    // Every demo asset is one the asset form would take: a real VIN, maintenance dates in order.
    const rows = await t.database.query<Record<string, unknown>>(
      `select name, type, vin, last_maintenance_on::text as "lastMaintenanceOn",
         next_maintenance_on::text as "nextMaintenanceOn" from infrastructure_assets where organization_id = $1`,
      [org?.id],
    );
    for (const row of rows) expect(assetBody.safeParse(row).error?.issues ?? [], String(row.name)).toEqual([]);
    expect(rows.filter((r) => r.vin).length).toBeGreaterThanOrEqual(4);
  });

  // Chat.
  it("gives the organisation's channel and the live festival's a few Dutch messages, some unread for the demo caregiver", async () => {
    const perChannel = await t.database.query<{ event: string | null; n: number; authors: number }>(
      `select e.name as event, count(*)::int as n, count(distinct m.author_id)::int as authors
       from chat_messages m left join events e on e.id = m.event_id group by e.name order by e.name nulls first`,
    );
    expect(perChannel.map((c) => c.event)).toEqual([null, "Festival Vijverpark"]);
    for (const channel of perChannel) expect(channel.authors, channel.event ?? "org").toBeGreaterThanOrEqual(3);
    // The festival's messages come from the admin and from people assigned to it.
    const strangers = await t.database.query(
      `select 1 from chat_messages m join events e on e.id = m.event_id join user_organizations uo
         on uo.user_id = m.author_id and uo.organization_id = m.organization_id
       where uo.role <> 'admin' and not exists (select 1 from event_assignments a
         where a.event_id = m.event_id and a.user_id = m.author_id)`,
    );
    expect(strangers).toEqual([]);

    const caregiver = t.agent();
    await caregiver.post("/api/auth/sign-in/email", { email: "hulpverlener@demo.test", password: "demo1234" });
    const [org] = await t.deps.db.select().from(organizations).where(eq(organizations.displayName, "Demo Hulpdienst"));
    const channels = await caregiver.json<{ name: string; unread: number }[]>(
      "GET",
      `/api/orgs/${org?.id}/chat/channels`,
    );
    const unread = Object.fromEntries(channels.body.map((c) => [c.name, c.unread]));
    expect(unread).toMatchObject({ "Demo Hulpdienst": 1, "Festival Vijverpark": 2 });
  });

  it("has one closed exercise incident on the last past event, its final count the casualties it triaged", async () => {
    const rows = await t.database.query<{
      exercise: boolean;
      closed_at: string | null;
      final_counts: Record<string, number>;
      phase_ok: boolean;
      casualties: number;
      tagged: number;
      history: number;
    }>(`select i.exercise, i.closed_at, i.final_counts, e.ends_at < now() as phase_ok,
        (select count(*)::int from casualties c where c.incident_id = i.id) as casualties,
        (select count(tag_code)::int from casualties c where c.incident_id = i.id) as tagged,
        (select count(*)::int from casualty_triages t join casualties c on c.id = t.casualty_id where c.incident_id = i.id) as history
      from incidents i join events e on e.id = i.event_id`);
    expect(rows).toHaveLength(1);
    const [incident] = rows;
    expect(incident).toMatchObject({ exercise: true, phase_ok: true, casualties: 10, tagged: 8, history: 10 });
    expect(incident?.closed_at).not.toBeNull();
    expect(incident?.final_counts).toEqual({ T1: 3, T2: 2, T3: 4, dead: 1 });
  });

  it("teaches the organisation its own patient rate from its past events with a risk; upcoming ones have none", async () => {
    const [org] = await t.deps.db.select().from(organizations).where(eq(organizations.displayName, "Demo Hulpdienst"));
    const own = await ownRates(t.deps.db, org?.id as string);
    expect(own.events).toBeGreaterThanOrEqual(3);
    expect(own.used).toBe(true);
    const upcoming = await t.deps.db
      .select({ risk: events.risk })
      .from(events)
      .where(and(eq(events.organizationId, org?.id as string), gt(events.startsAt, new Date())));
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((event) => event.risk === null)).toBe(true);
  });

  it("is not added twice, nor on PostgreSQL or in production", async () => {
    expect(await seedDemoIfEmpty(t.deps)).toBe(false);
    expect(shouldSeedDemo(loadConfig({}))).toBe(true);
    expect(shouldSeedDemo(loadConfig({ DATABASE_URL: "postgres://x@y/z" }))).toBe(false);
    expect(
      shouldSeedDemo(
        loadConfig({
          NODE_ENV: "production",
          APP_URL: "https://x.test",
          AUTH_SECRET: "x".repeat(40),
          SMTP_URL: "smtp://mail.x.test:587",
        }),
      ),
    ).toBe(false);
  });
});
