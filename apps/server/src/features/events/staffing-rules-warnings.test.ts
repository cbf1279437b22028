import { weekOf } from "@hulppost/shared/staffing/rules";
import type { StaffingCandidateView, VacancyView } from "@hulppost/shared/staffing/warnings";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { events, profiles, userOrganizations } from "../../db/schema/index";
import { addDays } from "../../platform/time";

let t: TestApp;
let tenant: Tenant;
let nurse: TestUser;
let minor: TestUser;
let rookie: TestUser;
let veteran: TestUser;
let volunteer: TestUser;

async function join(person: TestUser, qualification: Partial<typeof profiles.$inferInsert>) {
  await t.deps.db
    .insert(userOrganizations)
    .values({ userId: person.id, organizationId: tenant.orgId, role: "hulpverlener" });
  await t.deps.db.update(profiles).set(qualification).where(eq(profiles.userId, person.id));
}

/** 17 on `day`, 18 the day after. */
const turns18After = (day: string) => addDays(`${Number(day.slice(0, 4)) - 18}${day.slice(4)}`, 1);

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t);
  nurse = await t.createUser({ firstName: "Rust", lastName: "Nodig" });
  minor = await t.createUser({ firstName: "Jong", lastName: "Geleerd" });
  rookie = await t.createUser({ firstName: "Eerste", lastName: "Keer" });
  veteran = await t.createUser({ firstName: "Oude", lastName: "Rot" });
  volunteer = await t.createUser({ firstName: "Open", lastName: "Diensten" });
  await join(nurse, { isNurse: true });
  await join(minor, { hasFirstAidCertificate: true, birthDate: turns18After(inDays(40)) });
  await join(rookie, { hasFirstAidCertificate: true });
  await join(veteran, { hasFirstAidCertificate: true });
  await join(volunteer, { hasFirstAidCertificate: true });
});
afterAll(() => t.close());

const orgPath = (rest: string) => `/api/orgs/${tenant.orgId}${rest}`;
const event = (date: string, startTime: string, endTime: string, name = `${date} ${startTime}`) =>
  createEvent(tenant.admin.agent, tenant.orgId, { name, date, startTime, endTime });
async function assign(eventId: string, userId: string) {
  const res = await tenant.admin.agent.json("POST", orgPath(`/events/${eventId}/assignments`), { userId });
  expect(res.status).toBe(201);
}
async function warnings(eventId: string, userId: string, qualification = "first_aider") {
  const res = await tenant.admin.agent.json<StaffingCandidateView[]>(
    "GET",
    orgPath(`/events/${eventId}/candidates?qualification=${qualification}`),
  );
  expect(res.status).toBe(200);
  return res.body.find((c) => c.userId === userId);
}

describe("the candidate list names the rules an assignment would break", () => {
  it("rest: 10 h 59 min after another shift warns with the hours and that shift; 11 h does not", async () => {
    const morning = await event(inDays(30), "08:00", "12:00", "Ochtendmarkt");
    await assign(morning.id, nurse.id);
    const short = await event(inDays(30), "22:59", "23:45");
    const enough = await event(inDays(30), "23:00", "23:45");
    const warned = await warnings(short.id, nurse.id, "nurse");
    expect(warned?.ruleWarnings).toEqual([
      {
        rule: "rest",
        value: expect.closeTo(10 + 59 / 60, 5),
        age: null,
        other: expect.objectContaining({ id: morning.id, name: "Ochtendmarkt" }),
      },
    ]);
    expect((await warnings(enough.id, nurse.id, "nurse"))?.ruleWarnings).toEqual([]);
    // A warning, not a refusal (the admin decides).
    await assign(short.id, nurse.id);
  });

  it("a minor at night, with the age; ending at 23:00 is fine", async () => {
    // A first-timer too: the buddy warning is left aside here.
    const rules = async (eventId: string) =>
      (await warnings(eventId, minor.id))?.ruleWarnings.filter((w) => w.rule !== "buddy");
    const late = await event(inDays(40), "20:00", "23:30");
    const early = await event(inDays(40), "15:00", "23:00");
    expect(await rules(late.id)).toEqual([{ rule: "minorNight", value: 17, age: 17, other: null }]);
    expect(await rules(early.id)).toEqual([]);
    // The next day they are 18.
    const adult = await event(inDays(41), "20:00", "23:30");
    expect(await rules(adult.id)).toEqual([]);
  });

  it("a first-timer without an experienced colleague yet; none once one is assigned", async () => {
    const past = await Promise.all([1, 2, 3].map((n) => event(inDays(5), `0${n}:00`, `0${n}:30`)));
    for (const e of past) await assign(e.id, veteran.id);
    // Worked long ago: moved back a year (an event cannot be created in the past).
    await t.deps.db
      .update(events)
      .set({
        date: sql`${events.date} - 365`,
        endDate: sql`${events.endDate} - 365`,
        startsAt: sql`${events.startsAt} - interval '365 days'`,
        endsAt: sql`${events.endsAt} - interval '365 days'`,
      })
      .where(
        inArray(
          events.id,
          past.map((e) => e.id),
        ),
      );
    const fair = await event(inDays(70), "10:00", "16:00");
    expect((await warnings(fair.id, rookie.id))?.ruleWarnings.map((w) => w.rule)).toEqual(["buddy"]);
    expect((await warnings(fair.id, veteran.id))?.ruleWarnings).toEqual([]);
    await assign(fair.id, veteran.id);
    expect((await warnings(fair.id, rookie.id))?.ruleWarnings).toEqual([]);
  });

  it("names a weekday the person avoids", async () => {
    const day = inDays(80);
    const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const res = await rookie.agent.json("PUT", "/api/me/availability-preferences", {
      avoidWeekdays: [weekday],
      maxEventsPerMonth: null,
    });
    expect(res.status).toBe(200);
    const e = await event(day, "10:00", "12:00");
    expect((await warnings(e.id, rookie.id))?.avoidsWeekday).toBe(true);
    expect((await warnings(e.id, veteran.id))?.avoidsWeekday).toBe(false);
    await rookie.agent.json("PUT", "/api/me/availability-preferences", { avoidWeekdays: [], maxEventsPerMonth: null });
  });
});

describe("open shifts for me leave out what breaks a rule I cannot waive", () => {
  const open = async (who: TestUser) => {
    const list = await who.agent.json<VacancyView[]>("GET", orgPath("/vacancies?eligible=true"));
    const count = await who.agent.json<{ count: number }>("GET", orgPath("/vacancies/count?eligible=true"));
    expect(list.status).toBe(200);
    expect(count.body.count).toBe(list.body.length);
    return list.body;
  };

  it("rest: 10 h 59 min after my shift is left out, exactly 11 h is kept", async () => {
    const mine = await event(inDays(90), "08:00", "12:00");
    await assign(mine.id, volunteer.id);
    const short = await event(inDays(90), "22:59", "23:50");
    const enough = await event(inDays(90), "23:00", "23:50");
    const before = await event(inDays(89), "21:00", "21:30");
    const ids = (await open(volunteer)).map((v) => v.id);
    expect(ids).toContain(enough.id);
    expect(ids).not.toContain(short.id);
    // Ending 10.5 h before my shift starts.
    expect(ids).not.toContain(before.id);
    // Not a rule for the admin's full list (eligible=false).
    const all = await volunteer.agent.json<VacancyView[]>("GET", orgPath("/vacancies"));
    expect(all.body.map((v) => v.id)).toContain(short.id);
  });

  it("a minor's night: ending 23:01 is left out, 23:00 kept; past the minors' day hours left out", async () => {
    const late = await event(inDays(40), "18:01", "23:01");
    const fine = await event(inDays(40), "18:00", "23:00");
    const long = await event(inDays(39), "08:00", "17:00");
    const ids = (await open(minor)).map((v) => v.id);
    expect(ids).toContain(fine.id);
    expect(ids).not.toContain(late.id);
    expect(ids).not.toContain(long.id);
    // An adult sees them.
    const adult = (await open(volunteer)).map((v) => v.id);
    expect(adult).toEqual(expect.arrayContaining([late.id, long.id]));
  });

  it("the weekly cap: up to it kept, one hour over left out", async () => {
    await tenant.admin.agent.json("PUT", orgPath("/staffing-rules"), {
      minRestHours: 11,
      maxHoursPerWeek: 12,
      minorMaxHoursPerDay: 8,
      minorMaxHoursPerWeek: 40,
      minorNightStart: "23:00",
      minorNightEnd: "06:00",
      buddyMinEvents: 3,
      higherMayFillLower: true,
      firstAidersPerSenior: null,
    });
    const monday = weekOf(inDays(120));
    const mine = await event(monday, "08:00", "12:00");
    await assign(mine.id, volunteer.id);
    const atCap = await event(addDays(monday, 2), "08:00", "16:00");
    const over = await event(addDays(monday, 3), "08:00", "17:00");
    const nextWeek = await event(addDays(monday, 7), "08:00", "17:00");
    const ids = (await open(volunteer)).map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining([atCap.id, nextWeek.id]));
    expect(ids).not.toContain(over.id);
    await tenant.admin.agent.json("DELETE", orgPath("/staffing-rules"));
  });

  it("keeps a shift on a weekday I avoid or past my monthly cap, saying so", async () => {
    const day = inDays(150);
    const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const mine = await event(addDays(day, 2), "08:00", "10:00");
    await assign(mine.id, volunteer.id);
    await volunteer.agent.json("PUT", "/api/me/availability-preferences", {
      avoidWeekdays: [weekday],
      maxEventsPerMonth: 1,
    });
    const e = await event(day, "10:00", "12:00");
    const found = (await open(volunteer)).find((v) => v.id === e.id);
    expect(found).toMatchObject({ avoidedWeekday: true, maxEventsPerMonth: 1 });
    const sameMonth = day.slice(0, 7) === addDays(day, 2).slice(0, 7);
    expect(found?.eventsThatMonth).toBe(sameMonth ? 1 : 0);
  });
});
