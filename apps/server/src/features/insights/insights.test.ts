import { randomUUID } from "node:crypto";
import {
  eventInsightsView,
  type InsightsView,
  insightPeriod,
  organizationInsightsView,
} from "@hulppost/shared/insights";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays, today } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { queryCounter } from "../../db/client";
import { auditLog, profiles, userOrganizations } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let doctor: TestUser;
let firstAider: TestUser;
const ids: Record<string, string> = {};

async function join(org: Tenant, person: TestUser, qualification: Partial<typeof profiles.$inferInsert>) {
  await t.deps.db
    .insert(userOrganizations)
    .values({ userId: person.id, organizationId: org.orgId, role: "hulpverlener" });
  await t.deps.db.update(profiles).set(qualification).where(eq(profiles.userId, person.id));
}

async function assign(org: Tenant, eventId: string, userId: string, qualification: string) {
  const res = await org.admin.agent.json("POST", `/api/orgs/${org.orgId}/events/${eventId}/assignments`, {
    userId,
    qualification,
  });
  expect(res.status).toBe(201);
}

/** A patient who arrived at a moment, with a status and measurements at minutes after arrival. */
async function patient(
  org: Tenant,
  eventId: string,
  input: { arrivedAt: string; urgency?: string; status?: string; vitalsAfter?: number[] },
) {
  const id = randomUUID();
  const created = await org.admin.agent.json("POST", `/api/orgs/${org.orgId}/events/${eventId}/patients`, {
    id,
    arrivedAt: input.arrivedAt,
    ...(input.urgency ? { urgency: input.urgency } : {}),
  });
  expect(created.status).toBe(201);
  for (const minutes of input.vitalsAfter ?? []) {
    const measuredAt = new Date(Date.parse(input.arrivedAt) + minutes * 60_000).toISOString();
    const res = await org.admin.agent.json("POST", `/api/orgs/${org.orgId}/patients/${id}/vitals`, {
      id: randomUUID(),
      measuredAt,
      heartRate: 80,
    });
    expect(res.status).toBe(201);
  }
  if (input.status) {
    const res = await org.admin.agent.json("POST", `/api/orgs/${org.orgId}/patients/${id}/status`, {
      status: input.status,
    });
    expect(res.status).toBe(200);
  }
  return id;
}

const insightsPath = (org: Tenant, query = "") => `/api/orgs/${org.orgId}/insights${query}`;
const get = async (org: Tenant, path: string) => {
  const res = await org.admin.agent.json<InsightsView>("GET", path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/**
 * Summer 2025 in Brussels (UTC+2). Event A, a Saturday 10:00–18:00 (8 h), needs a doctor, two nurses
 * and three first aiders and gets one of each. Event B, 20:00 to 02:00 the next night (6 h), needs a
 * nurse and a first aider and gets both (the doctor on the first aider's post). A cancelled event
 * and one in August have people too, and another organisation has the same kind of day.
 */
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Inzicht A" });
  other = await createTenant(t, { label: "Inzicht B" });
  doctor = await t.createUser({ firstName: "Dokter", lastName: "Dirk" });
  firstAider = await t.createUser({ firstName: "Eerste", lastName: "Hulp" });
  await join(tenant, doctor, { isDoctor: true, hasFirstAidCertificate: true });
  await join(tenant, firstAider, { hasFirstAidCertificate: true });
  const org = tenant.admin.agent;
  const a = await createEvent(org, tenant.orgId, {
    name: "Zomerfeest",
    date: "2025-06-14",
    startTime: "10:00",
    endTime: "18:00",
    requiredDoctors: 1,
    requiredNurses: 2,
    requiredFirstAiders: 3,
  });
  const b = await createEvent(org, tenant.orgId, {
    name: '=HYPERLINK("http://evil.test")',
    date: "2025-07-05",
    endDate: "2025-07-06",
    startTime: "20:00",
    endTime: "02:00",
    requiredDoctors: 0,
    requiredNurses: 1,
    requiredFirstAiders: 1,
  });
  const cancelled = await createEvent(org, tenant.orgId, { name: "Afgelast", date: "2025-06-21" });
  const august = await createEvent(org, tenant.orgId, { name: "Augustus", date: "2025-08-09" });
  Object.assign(ids, { a: a.id, b: b.id, cancelled: cancelled.id, august: august.id });
  await assign(tenant, a.id, doctor.id, "doctor");
  await assign(tenant, a.id, tenant.caregiver.id, "nurse");
  await assign(tenant, a.id, firstAider.id, "first_aider");
  await assign(tenant, b.id, tenant.caregiver.id, "nurse");
  await assign(tenant, b.id, doctor.id, "first_aider");
  await assign(tenant, cancelled.id, firstAider.id, "first_aider");
  await assign(tenant, august.id, doctor.id, "doctor");
  expect(
    (await org.json("PATCH", `/api/orgs/${tenant.orgId}/events/${cancelled.id}`, { cancelled: true })).status,
  ).toBe(200);

  // Minutes to the first measurement: 4, 10, none, 0 (measured 2 minutes before the arrival
  // time that was typed: counts as 0), 20.
  await patient(tenant, a.id, {
    arrivedAt: "2025-06-14T08:30:00Z",
    urgency: "low",
    status: "completed",
    vitalsAfter: [4],
  });
  await patient(tenant, a.id, {
    arrivedAt: "2025-06-14T09:05:00Z",
    urgency: "high",
    status: "hospital_referral",
    vitalsAfter: [30, 10],
  });
  await patient(tenant, a.id, { arrivedAt: "2025-06-14T09:40:00Z", urgency: "medium" });
  // 00:15 on Sunday 6 July in Brussels: hour 0, and the 6th, not the 5th.
  await patient(tenant, b.id, { arrivedAt: "2025-07-05T22:15:00Z", status: "call_112", vitalsAfter: [-2, 5] });
  await patient(tenant, b.id, {
    arrivedAt: "2025-07-05T18:30:00Z",
    urgency: "low",
    status: "completed",
    vitalsAfter: [20],
  });
  await patient(tenant, august.id, { arrivedAt: "2025-08-09T09:00:00Z", urgency: "high", vitalsAfter: [1] });

  const foreign = await createEvent(other.admin.agent, other.orgId, { name: "Elders", date: "2025-06-14" });
  ids.foreign = foreign.id;
  await assign(other, foreign.id, other.caregiver.id, "nurse");
  await patient(other, foreign.id, { arrivedAt: "2025-06-14T09:00:00Z", urgency: "high", vitalsAfter: [50] });
});
afterAll(() => t.close());

describe("insights over a period", () => {
  it("counts patients by status, urgency, local hour of arrival and outcome, and the time to the first measurement", async () => {
    const view = organizationInsightsView
      .strict()
      .parse(await get(tenant, insightsPath(tenant, "?from=2025-06-01&to=2025-07-31")));
    expect(view.from).toBe("2025-06-01");
    expect(view.to).toBe("2025-07-31");
    expect(view.patients.total).toBe(5);
    expect(view.patients.byStatus).toEqual({ under_treatment: 1, completed: 2, hospital_referral: 1, call_112: 1 });
    expect(view.patients.byUrgency).toEqual({ unknown: 1, low: 2, medium: 1, high: 1 });
    const hours = Object.fromEntries(view.patients.byHour.flatMap((n, hour) => (n ? [[hour, n]] : [])));
    expect(hours).toEqual({ 0: 1, 10: 1, 11: 2, 20: 1 });
    // Both events are over: every record counts, the one left open as still under treatment.
    expect(view.patients.outcome).toEqual({
      ended: 5,
      byStatus: { under_treatment: 1, completed: 2, hospital_referral: 1, call_112: 1 },
    });
    // Sorted minutes 0, 4, 10, 20: median 7, 90th percentile 10 + 0.7 × 10.
    expect(view.response).toEqual({ measured: 4, unmeasured: 1, medianMinutes: 7, p90Minutes: 17 });
  });

  it("computes the fill rate per event and per month, counting each post only up to what it needs", async () => {
    const view = await get(tenant, insightsPath(tenant, "?from=2025-06-01&to=2025-07-31"));
    expect(view.staffing.events).toEqual([
      {
        eventId: ids.a,
        name: "Zomerfeest",
        date: "2025-06-14",
        required: { doctors: 1, nurses: 2, firstAiders: 3 },
        assigned: { doctors: 1, nurses: 1, firstAiders: 1 },
        needed: 6,
        filled: 3,
        fillRate: 0.5,
      },
      {
        eventId: ids.b,
        name: '=HYPERLINK("http://evil.test")',
        date: "2025-07-05",
        required: { doctors: 0, nurses: 1, firstAiders: 1 },
        assigned: { doctors: 0, nurses: 1, firstAiders: 1 },
        needed: 2,
        filled: 2,
        fillRate: 1,
      },
    ]);
    expect(view.staffing.months).toEqual([
      { month: "2025-06", events: 1, needed: 6, filled: 3, fillRate: 0.5 },
      { month: "2025-07", events: 1, needed: 2, filled: 2, fillRate: 1 },
    ]);
  });

  it("adds up hours per caregiver and per qualification: each assignment counts the event's duration", async () => {
    const view = await get(tenant, insightsPath(tenant, "?from=2025-06-01&to=2025-07-31"));
    expect(view.hours.people).toEqual([
      { userId: doctor.id, firstName: "Dokter", lastName: "Dirk", events: 2, hours: 14 },
      { userId: tenant.caregiver.id, firstName: "Zorg", lastName: "Inzicht A", events: 2, hours: 14 },
      { userId: firstAider.id, firstName: "Eerste", lastName: "Hulp", events: 1, hours: 8 },
    ]);
    expect(view.hours.qualifications).toEqual([
      { qualification: "doctor", assignments: 1, hours: 8 },
      { qualification: "nurse", assignments: 2, hours: 14 },
      { qualification: "first_aider", assignments: 2, hours: 14 },
    ]);
  });

  it("takes the period as local days: an arrival at 00:15 on the 6th is not on the 5th", async () => {
    const fifth = await get(tenant, insightsPath(tenant, "?from=2025-07-05&to=2025-07-05"));
    expect(fifth.patients.total).toBe(1);
    expect(fifth.patients.byHour[20]).toBe(1);
    expect(fifth.staffing.events.map((e) => e.eventId)).toEqual([ids.b]);
    const sixth = await get(tenant, insightsPath(tenant, "?from=2025-07-06&to=2025-07-06"));
    expect(sixth.patients.total).toBe(1);
    expect(sixth.patients.byHour[0]).toBe(1);
    expect(sixth.staffing.events).toEqual([]);
    const august = await get(tenant, insightsPath(tenant, "?from=2025-08-01&to=2025-08-31"));
    expect(august.patients.total).toBe(1);
    expect(august.hours.people).toEqual([
      { userId: doctor.id, firstName: "Dokter", lastName: "Dirk", events: 1, hours: 8 },
    ]);
  });

  it("answers zeros and empty lists for a period without data", async () => {
    const view = await get(tenant, insightsPath(tenant, "?from=2024-01-01&to=2024-01-31"));
    expect(view.patients.total).toBe(0);
    expect(view.patients.byStatus).toEqual({ under_treatment: 0, completed: 0, hospital_referral: 0, call_112: 0 });
    expect(view.patients.byHour).toEqual(Array(24).fill(0));
    expect(view.response).toEqual({ measured: 0, unmeasured: 0, medianMinutes: null, p90Minutes: null });
    expect(view.staffing).toEqual({ events: [], months: [] });
    expect(view.hours.people).toEqual([]);
    expect(view.hours.qualifications.every((q) => q.hours === 0 && q.assignments === 0)).toBe(true);
  });

  it("refuses a period that ends before it starts and an impossible date, field by field", async () => {
    const reversed = await tenant.admin.agent.json<{ error: { fields: Record<string, string> } }>(
      "GET",
      insightsPath(tenant, "?from=2025-07-01&to=2025-06-01"),
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({ to: "invalidPeriod" });
    const impossible = await tenant.admin.agent.json<{ error: { fields: Record<string, string> } }>(
      "GET",
      insightsPath(tenant, "?from=2025-02-31"),
    );
    expect(impossible.status).toBe(400);
    expect(impossible.body.error.fields).toHaveProperty("from");
  });

  it("refuses a period longer than five years on its end, also as CSV and when the end is left out; nothing is logged", async () => {
    type Refusal = { error: { fields: Record<string, string> } };
    const refused = async (query: string, field: "from" | "to") => {
      for (const route of ["insights", "insights.csv"]) {
        const res = await tenant.admin.agent.json<Refusal>("GET", `/api/orgs/${tenant.orgId}/${route}${query}`);
        expect(res.status, `${route}${query}`).toBe(400);
        expect(res.body.error.fields, `${route}${query}`).toEqual({ [field]: "periodTooLong" });
      }
    };
    const exports = async () =>
      (
        await t.deps.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, "insights.export"), eq(auditLog.organizationId, tenant.orgId)))
      ).length;
    const before = await exports();
    await refused("?from=1900-01-01&to=2200-12-31", "to");
    // 2021-01-01 to 2026-01-05 is 1,831 days, one more than 5 × 366.
    await refused("?from=2021-01-01&to=2026-01-05", "to");
    // Without an end the period ends today: from 1900 that is far too long.
    await refused("?from=1900-01-01", "from");
    expect(await exports()).toBe(before);
    // 1,830 days is allowed.
    const longest = await get(tenant, insightsPath(tenant, "?from=2021-01-01&to=2026-01-04"));
    expect(longest.patients.total).toBe(6);
  });
});

describe("the default period", () => {
  it("is the last 12 months from the first of the oldest month; a live event's patients are not an outcome yet", async () => {
    const own = await createTenant(t);
    const live = await createEvent(own.admin.agent, own.orgId, {
      name: "Nu bezig",
      date: inDays(-1),
      endDate: inDays(1),
      startTime: "00:00",
      endTime: "23:00",
    });
    await patient(own, live.id, { arrivedAt: new Date(Date.now() - 60_000).toISOString(), urgency: "low" });
    const period = insightPeriod("12m", today());
    const before = await createEvent(own.admin.agent, own.orgId, { name: "Te oud", date: inDays(-400) });
    await patient(own, before.id, { arrivedAt: `${inDays(-400)}T10:00:00Z` });
    const view = await get(own, insightsPath(own));
    expect({ from: view.from, to: view.to }).toEqual(period);
    expect(period.from.endsWith("-01")).toBe(true);
    expect(view.patients.total).toBe(1);
    expect(view.patients.outcome).toEqual({
      ended: 0,
      byStatus: { under_treatment: 0, completed: 0, hospital_referral: 0, call_112: 0 },
    });
    expect(view.staffing.events.map((e) => e.name)).toEqual(["Nu bezig"]);
  });
});

describe("hours worked and planned staffing", () => {
  it("counts hours only at events that have ended, as the caregivers' history does; fill includes events to come", async () => {
    const own = await createTenant(t);
    const person = own.caregiver.id;
    const nursesOnly = { requiredDoctors: 0, requiredFirstAiders: 0 };
    const past = await createEvent(own.admin.agent, own.orgId, {
      name: "Voorbij",
      date: inDays(-3),
      startTime: "10:00",
      endTime: "14:00",
      requiredNurses: 1,
      ...nursesOnly,
    });
    const live = await createEvent(own.admin.agent, own.orgId, {
      name: "Nu bezig",
      date: inDays(-1),
      endDate: inDays(1),
      startTime: "00:00",
      endTime: "23:00",
      requiredNurses: 1,
      ...nursesOnly,
    });
    const next = await createEvent(own.admin.agent, own.orgId, {
      name: "Straks",
      date: inDays(2),
      startTime: "08:00",
      endTime: "20:00",
      requiredNurses: 2,
      ...nursesOnly,
    });
    for (const id of [past.id, live.id, next.id]) await assign(own, id, person, "nurse");
    const view = await get(own, insightsPath(own, `?from=${inDays(-10)}&to=${inDays(10)}`));
    // Only the 4 hours of the past event: the one under way and the one to come are not worked yet.
    expect(view.hours.people).toEqual([
      { userId: person, firstName: "Zorg", lastName: expect.any(String), events: 1, hours: 4 },
    ]);
    expect(view.hours.qualifications.find((q) => q.qualification === "nurse")).toEqual({
      qualification: "nurse",
      assignments: 1,
      hours: 4,
    });
    const history = await own.admin.agent.json<{ userId: string; eventsWorked: number; hoursWorked: number }[]>(
      "GET",
      `/api/orgs/${own.orgId}/caregiver-history?from=${inDays(-10)}&to=${inDays(10)}`,
    );
    expect(history.body.find((row) => row.userId === person)).toMatchObject({ eventsWorked: 1, hoursWorked: 4 });
    // The planning is filled ahead: every event of the period is in the staffing figures.
    expect(view.staffing.events.map((e) => [e.name, e.needed, e.filled])).toEqual([
      ["Voorbij", 1, 1],
      ["Nu bezig", 1, 1],
      ["Straks", 2, 1],
    ]);
    // One event still to come: nothing worked yet, its planning in full.
    const ahead = await get(own, `/api/orgs/${own.orgId}/events/${next.id}/insights`);
    expect(ahead.hours.people).toEqual([]);
    expect(ahead.staffing.events[0]).toMatchObject({ needed: 2, filled: 1, assigned: { nurses: 1 } });
  });
});

describe("one event's insights", () => {
  it("counts that event only, over its own days", async () => {
    const view = eventInsightsView
      .strict()
      .parse(await get(tenant, `/api/orgs/${tenant.orgId}/events/${ids.b}/insights`));
    expect(view.event).toEqual({ id: ids.b, name: '=HYPERLINK("http://evil.test")' });
    expect({ from: view.from, to: view.to }).toEqual({ from: "2025-07-05", to: "2025-07-06" });
    expect(view.patients.total).toBe(2);
    expect(view.patients.byStatus).toEqual({ under_treatment: 0, completed: 1, hospital_referral: 0, call_112: 1 });
    expect(view.response).toEqual({ measured: 2, unmeasured: 0, medianMinutes: 10, p90Minutes: 18 });
    expect(view.staffing.events).toHaveLength(1);
    expect(view.staffing.months).toEqual([{ month: "2025-07", events: 1, needed: 2, filled: 2, fillRate: 1 }]);
    expect(view.hours.people.map((p) => [p.userId, p.hours])).toEqual([
      [doctor.id, 6],
      [tenant.caregiver.id, 6],
    ]);
  });

  it("answers 404 for another organisation's event, also as CSV", async () => {
    for (const suffix of ["insights", "insights.csv"]) {
      const res = await tenant.admin.agent.get(`/api/orgs/${tenant.orgId}/events/${ids.foreign}/${suffix}`);
      expect(res.status, suffix).toBe(404);
    }
    const foreignOrg = await tenant.admin.agent.get(insightsPath(other));
    expect(foreignOrg.status).toBe(404);
  });
});

describe("who may read insights", () => {
  it("refuses a caregiver of the organisation (403) on every insights route", async () => {
    for (const path of [
      insightsPath(tenant),
      `/api/orgs/${tenant.orgId}/insights.csv`,
      `/api/orgs/${tenant.orgId}/events/${ids.a}/insights`,
      `/api/orgs/${tenant.orgId}/events/${ids.a}/insights.csv`,
    ]) {
      const res = await tenant.caregiver.agent.get(path);
      expect(res.status, path).toBe(403);
    }
  });
});

describe("CSV", () => {
  const csvOf = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte order mark, so spreadsheets read the accents as UTF-8 (text() would drop it unseen).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder().decode(bytes).split("\r\n");
  };

  it("gives one section as a table, with Dutch words and decimal commas, and neutralises formulas", async () => {
    const base = `/api/orgs/${tenant.orgId}/insights.csv?from=2025-06-01&to=2025-07-31&lang=nl`;
    const events = await tenant.admin.agent.get(`${base}&section=staffingEvents`);
    expect(events.headers.get("content-disposition")).toBe(
      `attachment; filename="2025-06-01-2025-07-31-inzichten-bezetting-per-evenement.csv"; filename*=UTF-8''2025-06-01-2025-07-31-inzichten-bezetting-per-evenement.csv`,
    );
    expect(await csvOf(events)).toEqual([
      "Evenement;Datum;Artsen nodig;Artsen ingepland;Verpleegkundigen nodig;Verpleegkundigen ingepland;EHBO'ers nodig;EHBO'ers ingepland;Plaatsen nodig;Plaatsen ingevuld;Bezettingsgraad (%)",
      "Zomerfeest;2025-06-14;1;1;2;1;3;1;6;3;50",
      `"'=HYPERLINK(""http://evil.test"")";2025-07-05;0;0;1;1;1;1;2;2;100`,
      "",
    ]);
    const response = await tenant.admin.agent.get(`${base}&section=response`);
    expect(await csvOf(response)).toEqual([
      "Cijfer;Waarde",
      "Patiënten met een meting;4",
      "Patiënten zonder meting;1",
      "Mediaan (minuten);7",
      "90e percentiel (minuten);17",
      "",
    ]);
  });

  it("gives every section in English with commas, and writes the download to the audit log", async () => {
    const res = await tenant.admin.agent.get(`/api/orgs/${tenant.orgId}/events/${ids.a}/insights.csv?lang=en`);
    expect(res.headers.get("content-disposition")).toContain(`filename="2025-06-14-Zomerfeest-insights.csv"`);
    const lines = await csvOf(res);
    expect(lines.slice(0, 9)).toEqual([
      "Period,2025-06-14,2025-06-14",
      "",
      "Patients by status",
      "Status,Code,Patients",
      "Under treatment,under_treatment,1",
      "Completed,completed,1",
      "Referred to hospital,hospital_referral,1",
      "112 called,call_112,0",
      "",
    ]);
    const hoursAt = lines.indexOf("Hours worked by responder");
    expect(lines.slice(hoursAt, hoursAt + 5)).toEqual([
      "Hours worked by responder",
      "Last name,First name,Events,Hours",
      "Dirk,Dokter,1,8",
      "Hulp,Eerste,1,8",
      "Inzicht A,Zorg,1,8",
    ]);
    expect(lines).toContain("10:00–11:00,1");
    expect(lines).toContain("11:00–12:00,2");
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "insights.export"), eq(auditLog.targetId, ids.a as string)));
    expect(entry).toMatchObject({ organizationId: tenant.orgId, targetType: "event" });
    expect(entry?.details).toEqual({ from: "2025-06-14", to: "2025-06-14", section: null, language: "en" });
  });
});

describe("no N+1", () => {
  it("answers with the same number of queries whatever the number of events, patients and people", async () => {
    const own = await createTenant(t);
    const measure = async (path: string) => {
      const store = { count: 0, texts: [] as string[] };
      const res = await queryCounter.run(store, () => own.admin.agent.get(path));
      expect(res.status).toBe(200);
      return store.count;
    };
    const period = insightsPath(own, "?from=2025-01-01&to=2025-12-31");
    const first = await createEvent(own.admin.agent, own.orgId, { name: "Eén", date: "2025-03-01" });
    const eventPath = `/api/orgs/${own.orgId}/events/${first.id}/insights`;
    const few = await measure(period);
    const fewEvent = await measure(eventPath);
    const fewCsv = await measure(`/api/orgs/${own.orgId}/insights.csv?from=2025-01-01&to=2025-12-31&lang=nl`);
    for (let i = 0; i < 6; i++) {
      const e = await createEvent(own.admin.agent, own.orgId, { name: `E${i}`, date: `2025-0${i + 3}-1${i}` });
      await assign(own, e.id, own.caregiver.id, "nurse");
      for (const at of [`2025-0${i + 3}-1${i}T09:00:00Z`, `2025-0${i + 3}-1${i}T11:30:00Z`]) {
        await patient(own, e.id, { arrivedAt: at, vitalsAfter: [3, 9] });
        await patient(own, first.id, { arrivedAt: "2025-03-01T12:00:00Z", vitalsAfter: [i] });
      }
    }
    expect(await measure(period)).toBe(few);
    expect(await measure(eventPath)).toBe(fewEvent);
    expect(await measure(`/api/orgs/${own.orgId}/insights.csv?from=2025-01-01&to=2025-12-31&lang=nl`)).toBe(fewCsv);
    // The session and organisation checks, then the three figures' statements (and the event).
    expect(few).toBeLessThanOrEqual(6);
    expect(fewEvent).toBe(few + 1);
  });
});
