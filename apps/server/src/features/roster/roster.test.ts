import type { RosterAcceptView, RosterProposalView } from "@hulppost/shared/roster";
import { DEFAULT_STAFFING_RULES, type StaffingRules } from "@hulppost/shared/staffing/rules";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { eventAssignments, organizationSettings, profiles, userOrganizations } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
const people: Record<string, TestUser> = {};

async function member(name: string, orgId: string, profile: Partial<typeof profiles.$inferInsert>) {
  const user = people[name] ?? (await t.createUser({ firstName: name, lastName: "Test" }));
  people[name] = user;
  await t.deps.db.insert(userOrganizations).values({ userId: user.id, organizationId: orgId, role: "hulpverlener" });
  if (Object.keys(profile).length) await t.deps.db.update(profiles).set(profile).where(eq(profiles.userId, user.id));
  return user;
}

async function setRules(orgId: string, rules: Partial<StaffingRules>) {
  const staffingRules = { ...DEFAULT_STAFFING_RULES, ...rules };
  await t.deps.db
    .insert(organizationSettings)
    .values({ organizationId: orgId, staffingRules })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: { staffingRules } });
}

const url = (orgId: string, rest = "") => `/api/orgs/${orgId}/roster-proposals${rest}`;
const propose = (body: unknown, user: TestUser = tenant.admin, orgId = tenant.orgId) =>
  user.agent.json<RosterProposalView & { error?: { code: string; fields?: Record<string, string> } }>(
    "POST",
    url(orgId),
    body,
  );
const accept = (body: unknown, user: TestUser = tenant.admin, orgId = tenant.orgId) =>
  user.agent.json<RosterAcceptView & { error?: { code: string; fields?: Record<string, string> } }>(
    "POST",
    url(orgId, "/accept"),
    body,
  );
const assignmentsAt = async (eventId: string) =>
  (
    await t.deps.db
      .select({ userId: eventAssignments.userId, qualification: eventAssignments.qualification })
      .from(eventAssignments)
      .where(eq(eventAssignments.eventId, eventId))
  ).sort((a, b) => a.userId.localeCompare(b.userId));
const posts = { requiredDoctors: 0, requiredNurses: 0, requiredFirstAiders: 0 };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t);
  other = await createTenant(t, { label: "Buren" });
  // Experienced people by default here: the buddy rule has its own case below.
  await setRules(tenant.orgId, { buddyMinEvents: null });
  await setRules(other.orgId, { buddyMinEvents: null });
  await member("Nora", tenant.orgId, { isNurse: true });
  await member("Fien", tenant.orgId, { hasFirstAidCertificate: true });
  await member("Gust", tenant.orgId, { hasFirstAidCertificate: true });
  await member("Gedeeld", tenant.orgId, { hasFirstAidCertificate: true });
  await member("Gedeeld", other.orgId, {});
  await member("Vreemd", other.orgId, { hasFirstAidCertificate: true });
});
afterAll(() => t.close());

describe("proposing a roster", () => {
  it("proposes those who raised a hand first, with reasons, and assigns nothing", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, {
      ...posts,
      date: inDays(30),
      requiredNurses: 1,
      requiredFirstAiders: 1,
    });
    const gust = people.Gust as TestUser;
    expect((await gust.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${event.id}/interest`)).status).toBe(200);
    const res = await propose({ eventId: event.id });
    expect(res.status).toBe(200);
    const { items, stats } = res.body.proposal;
    expect(stats).toMatchObject({ events: 1, places: 2, filled: 2, status: "optimal" });
    expect(stats.filled).toBeGreaterThanOrEqual(stats.greedyFilled);
    const firstAider = items.find((i) => i.qualification === "first_aider");
    expect(firstAider).toMatchObject({ userId: gust.id, name: "Gust Test", startTime: "10:00", endTime: "18:00" });
    expect(firstAider?.reasons[0]).toBe("raisedHand");
    expect(items.find((i) => i.qualification === "nurse")?.reasons[0]).toBe("available");
    expect(await assignmentsAt(event.id)).toEqual([]);
  });

  it("leaves out someone working then at another organisation, without naming that event", async () => {
    const date = inDays(34);
    const mine = await createEvent(tenant.admin.agent, tenant.orgId, { ...posts, date, requiredFirstAiders: 8 });
    const theirs = await createEvent(other.admin.agent, other.orgId, {
      ...posts,
      name: "Geheim festival",
      date,
      startTime: "12:00",
      endTime: "20:00",
      requiredFirstAiders: 1,
    });
    const shared = people.Gedeeld as TestUser;
    await other.admin.agent.json("POST", `/api/orgs/${other.orgId}/events/${theirs.id}/assignments`, {
      userId: shared.id,
    });
    const res = await propose({ eventId: mine.id });
    const { items, unfilled } = res.body.proposal;
    expect(items.map((i) => i.userId)).not.toContain(shared.id);
    expect(unfilled[0]?.reasons).toContainEqual({ code: "busy", people: 1 });
    expect(JSON.stringify(res.body)).not.toContain(theirs.id);
    expect(JSON.stringify(res.body)).not.toContain("Geheim");
  });

  it("keeps a minor out of the night and someone away out of their absence, over a month", async () => {
    const date = inDays(200);
    const late = await createEvent(tenant.admin.agent, tenant.orgId, {
      ...posts,
      date,
      startTime: "19:00",
      endTime: "23:59",
      requiredFirstAiders: 8,
    });
    const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
    const seventeen = `${y - 17}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
    // A day later than 17 years before: still 17 on the event's date.
    const minor = await member("Mona", tenant.orgId, {
      hasFirstAidCertificate: true,
      birthDate: new Date(Date.parse(`${seventeen}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    });
    const adult = await member("Adam", tenant.orgId, { hasFirstAidCertificate: true, birthDate: `${y - 18}-01-01` });
    const fien = people.Fien as TestUser;
    const away = await fien.agent.json("POST", "/api/me/absences", {
      startDate: date,
      startTime: "00:00",
      endDate: date,
      endTime: "20:00",
    });
    expect(away.status).toBe(201);
    const res = await propose({ month: date.slice(0, 7) });
    expect(res.status).toBe(200);
    const here = res.body.proposal.items.filter((i) => i.eventId === late.id).map((i) => i.userId);
    expect(here).toContain(adult.id);
    expect(here).not.toContain(minor.id);
    expect(here).not.toContain(fien.id);
    const reasons = res.body.proposal.unfilled.find((u) => u.eventId === late.id)?.reasons;
    expect(reasons).toEqual(
      expect.arrayContaining([
        { code: "minor", people: 1 },
        { code: "absent", people: 1 },
      ]),
    );
  });

  it("answers field errors for a bad request and writes nothing", async () => {
    const cases: [unknown, string, string][] = [
      [{}, "month", "required"],
      [{ eventId: "4b9c4c1e-4a59-4a4e-9b1c-3a3f1d2b5c6d", month: "2027-03" }, "eventId", "eventOrMonth"],
      [{ month: "2027-13" }, "month", "invalidMonth"],
      [{ eventId: "nope" }, "eventId", ""],
    ];
    for (const [body, field, message] of cases) {
      const res = await propose(body);
      expect(res.status).toBe(400);
      expect(res.body.error?.fields?.[field]).toContain(message);
    }
    const before = await t.deps.db.select().from(eventAssignments);
    const bad: [unknown, string][] = [
      [{ items: [] }, "items"],
      [{ items: [{ eventId: "x", userId: tenant.caregiver.id, qualification: "nurse" }] }, "items.0.eventId"],
      [
        { items: [{ eventId: tenant.orgId, userId: tenant.caregiver.id, qualification: "chef" }] },
        "items.0.qualification",
      ],
    ];
    for (const [body, field] of bad) {
      const res = await accept(body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error?.fields ?? {})).toContain(field);
    }
    expect(await t.deps.db.select().from(eventAssignments)).toHaveLength(before.length);
  });
});

describe("accepting a proposal", () => {
  it("assigns only the items sent, tells the person, and refuses a stale one", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, {
      ...posts,
      date: inDays(40),
      requiredNurses: 1,
      requiredFirstAiders: 2,
    });
    const { items } = (await propose({ eventId: event.id })).body.proposal;
    expect(items).toHaveLength(3);
    const nurse = items.find((i) => i.qualification === "nurse");
    const [firstAider, secondAider] = items.filter((i) => i.qualification === "first_aider");
    if (!nurse || !firstAider || !secondAider) throw new Error("incomplete proposal");
    // Meanwhile the admin fills the first aiders' places by hand with someone the proposal did not pick.
    const [filler] = [people.Fien, people.Gust, people.Gedeeld, people.Adam, people.Mona].filter(
      (p): p is TestUser => p !== undefined && p.id !== firstAider.userId && p.id !== secondAider.userId,
    );
    if (!filler) throw new Error("no one left");
    await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${event.id}/assignments`, {
      userId: secondAider.userId,
      qualification: "first_aider",
    });
    await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${event.id}/assignments`, {
      userId: filler.id,
      qualification: "first_aider",
    });
    const pick = (i: typeof nurse) => ({ eventId: i.eventId, userId: i.userId, qualification: i.qualification });
    const res = await accept({ items: [pick(nurse), pick(firstAider)] });
    expect(res.status).toBe(200);
    expect(res.body.assigned).toEqual([pick(nurse)]);
    expect(res.body.refused).toEqual([{ eventId: event.id, userId: firstAider.userId, reason: "full" }]);
    expect((await assignmentsAt(event.id)).map((a) => a.userId).sort()).toEqual(
      [nurse.userId, secondAider.userId, filler.id].sort(),
    );
    const nurseUser = Object.values(people).find((p) => p.id === nurse.userId) ?? tenant.caregiver;
    expect((await t.mailsTo(nurseUser.email)).length).toBeGreaterThan(0);
    // Sending it again: already assigned, nothing doubled.
    const again = await accept({ items: [pick(nurse)] });
    expect(again.body.refused).toEqual([{ eventId: event.id, userId: nurse.userId, reason: "alreadyAssigned" }]);
  });

  it("lets in together what only fits together: a first-timer nurse and the experienced first aider she makes room for", async () => {
    await setRules(tenant.orgId, { buddyMinEvents: 3, firstAidersPerSenior: 1 });
    const newcomer = await member("Nieuw", tenant.orgId, { isNurse: true });
    const veteran = await member("Ervaren", tenant.orgId, { hasFirstAidCertificate: true });
    for (let i = 0; i < 3; i++) {
      const past = await createEvent(tenant.admin.agent, tenant.orgId, {
        ...posts,
        date: inDays(70 + i),
        requiredFirstAiders: 1,
      });
      await t.deps.db
        .insert(eventAssignments)
        .values({ organizationId: tenant.orgId, eventId: past.id, userId: veteran.id, qualification: "first_aider" });
      await t.deps.db.execute(
        sql`update events set starts_at = now() - ${`${10 + i} days`}::interval, ends_at = now() - ${`${9 + i} days`}::interval where id = ${past.id}`,
      );
    }
    const event = await createEvent(tenant.admin.agent, tenant.orgId, {
      ...posts,
      date: inDays(80),
      requiredNurses: 1,
      requiredFirstAiders: 1,
    });
    const items = [
      { eventId: event.id, userId: newcomer.id, qualification: "nurse" },
      { eventId: event.id, userId: veteran.id, qualification: "first_aider" },
    ];
    const res = await accept({ items });
    expect(res.body.refused).toEqual([]);
    expect(res.body.assigned).toHaveLength(2);
    await setRules(tenant.orgId, { buddyMinEvents: null });
  });

  it("refuses an item that breaks a rule now, and a duplicate", async () => {
    await setRules(tenant.orgId, { buddyMinEvents: null, minRestHours: 11 });
    const date = inDays(44);
    const day = await createEvent(tenant.admin.agent, tenant.orgId, { ...posts, date, requiredFirstAiders: 1 });
    const night = await createEvent(tenant.admin.agent, tenant.orgId, {
      ...posts,
      date,
      startTime: "22:00",
      endTime: "23:00",
      requiredFirstAiders: 2,
    });
    const gust = people.Gust as TestUser;
    const item = (eventId: string) => ({ eventId, userId: gust.id, qualification: "first_aider" });
    const res = await accept({ items: [item(day.id), item(night.id), item(day.id)] });
    expect(res.body.assigned).toEqual([item(day.id)]);
    expect(res.body.refused).toEqual(
      expect.arrayContaining([
        { eventId: night.id, userId: gust.id, reason: "rest" },
        { eventId: day.id, userId: gust.id, reason: "duplicate" },
      ]),
    );
  });
});

describe("another organisation's ids and people", () => {
  it("answers 404 for a foreign event and refuses foreign items without a trace", async () => {
    const theirs = await createEvent(other.admin.agent, other.orgId, {
      ...posts,
      name: "Buren feest",
      date: inDays(260),
      requiredFirstAiders: 2,
    });
    const res = await propose({ eventId: theirs.id });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("Buren feest");
    const month = await propose({ month: inDays(260).slice(0, 7) });
    expect(month.body.proposal.stats.events).toBe(0);
    expect(JSON.stringify(month.body)).not.toContain(theirs.id);
    const mine = await createEvent(tenant.admin.agent, tenant.orgId, {
      ...posts,
      date: inDays(50),
      requiredFirstAiders: 1,
    });
    const stranger = people.Vreemd as TestUser;
    const result = await accept({
      items: [
        { eventId: theirs.id, userId: (people.Gust as TestUser).id, qualification: "first_aider" },
        { eventId: mine.id, userId: stranger.id, qualification: "first_aider" },
      ],
    });
    expect(result.body.assigned).toEqual([]);
    expect(result.body.refused).toEqual(
      expect.arrayContaining([
        { eventId: theirs.id, userId: (people.Gust as TestUser).id, reason: "eventNotFound" },
        { eventId: mine.id, userId: stranger.id, reason: "notMember" },
      ]),
    );
    expect(await assignmentsAt(theirs.id)).toEqual([]);
    expect(await assignmentsAt(mine.id)).toEqual([]);
  });

  it("refuses a caregiver, and an admin of another organisation", async () => {
    expect((await propose({ month: "2027-03" }, tenant.caregiver)).status).toBe(403);
    const one = { items: [{ eventId: tenant.orgId, userId: tenant.caregiver.id, qualification: "nurse" }] };
    expect((await accept(one, tenant.caregiver)).status).toBe(403);
    expect((await propose({ month: "2027-03" }, other.admin, tenant.orgId)).status).toBe(404);
    expect(
      (
        await accept(
          { items: [{ eventId: tenant.orgId, userId: other.admin.id, qualification: "nurse" }] },
          other.admin,
          tenant.orgId,
        )
      ).status,
    ).toBe(404);
  });
});
