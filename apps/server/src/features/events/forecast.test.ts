import { randomUUID } from "node:crypto";
import { type EventForecastView, eventForecastView } from "@hulppost/shared/staffing/forecast";
import type { EventRisk } from "@hulppost/shared/staffing/risk";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { queryCounter } from "../../db/client";
import { auditLog, vacancyOpenings } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Prognose A" });
  other = await createTenant(t, { label: "Prognose B" });
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
type EventBody = { version: number; staffing: Record<string, { required: number }> };

/** An open-air concert for 10,000 at once and 20,000 over the day, on a warm, humid day with a bar. */
const CONCERT: EventRisk = {
  eventType: "concert",
  attendancePeak: 10_000,
  attendanceTotal: 20_000,
  indoor: false,
  seated: false,
  alcohol: true,
  temperatureC: 28,
  humidityPct: 60,
  prominentGuests: 0,
  policeRiskOfViolence: false,
};

const path = (org: Tenant, eventId: string, tail: string) => `/api/orgs/${org.orgId}/events/${eventId}/${tail}`;
async function forecast(org: Tenant, eventId: string) {
  const res = await org.admin.agent.json<EventForecastView>("GET", path(org, eventId, "forecast"));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return eventForecastView.parse(res.body);
}
async function putRisk(org: Tenant, eventId: string, risk: EventRisk | null, version?: number) {
  return org.admin.agent.json<EventForecastView & ErrorBody>("PUT", path(org, eventId, "risk"), { risk, version });
}

/** A past event of the organisation with its risk and registered patients (one of them sent to hospital). */
async function pastEvent(org: Tenant, daysAgo: number, attendanceTotal: number, patients: number) {
  const event = await createEvent(org.admin.agent, org.orgId, { date: inDays(-daysAgo), name: `Vorig ${daysAgo}` });
  const peak = Math.min(attendanceTotal, 5000);
  expect((await putRisk(org, event.id, { ...CONCERT, attendancePeak: peak, attendanceTotal })).status).toBe(200);
  for (let i = 0; i < patients; i++) {
    const id = randomUUID();
    const arrivedAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    const res = await org.admin.agent.json("POST", `/api/orgs/${org.orgId}/events/${event.id}/patients`, {
      id,
      arrivedAt,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    if (i === 0) {
      const sent = await org.admin.agent.json("POST", `/api/orgs/${org.orgId}/patients/${id}/status`, {
        status: "hospital_referral",
      });
      expect(sent.status).toBe(200);
    }
  }
  return event.id;
}

describe("an event's risk", () => {
  it("starts empty: the forecast has no models and no suggestion, only the current counts", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    const body = await forecast(tenant, event.id);
    expect(body).toMatchObject({ risk: null, maurer: null, arbon: null, suggestion: null, notes: [] });
    expect(body.current).toEqual({ doctors: 1, nurses: 2, firstAiders: 3, ambulances: 1, tents: 1 });
    expect(body.durationHours).toBe(8);
  });

  it.each([
    ["a negative peak", { attendancePeak: -1 }, "risk.attendancePeak", "tooSmall:1"],
    ["a total below the peak", { attendanceTotal: 9000 }, "risk.attendanceTotal", "totalBelowPeak"],
    ["an unknown event type", { eventType: "kirmes" }, "risk.eventType", "invalidChoice"],
    ["a humidity over 100 %", { humidityPct: 120 }, "risk.humidityPct", "tooBig:100"],
    ["a fractional guest", { prominentGuests: 1.5 }, "risk.prominentGuests", "invalidType"],
    ["no indoor answer", { indoor: undefined }, "risk.indoor", "required"],
  ])("refuses %s with a field message and changes nothing", async (_, change, field, message) => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    expect((await putRisk(tenant, event.id, CONCERT)).status).toBe(200);
    const before = await forecast(tenant, event.id);
    const res = await putRisk(tenant, event.id, { ...CONCERT, ...change } as EventRisk, before.version);
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(message);
    const after = await forecast(tenant, event.id);
    expect(after.risk).toEqual(CONCERT);
    expect(after.version).toBe(before.version);
  });

  it("is saved, audit-logged, raises the version once, and a stale form that changes it is a 409", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    const loaded = (await forecast(tenant, event.id)).version;
    const saved = await putRisk(tenant, event.id, CONCERT, loaded);
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(loaded + 1);
    // The same risk again, its keys in another order: no change, no new version.
    const reordered = Object.fromEntries(Object.entries(CONCERT).reverse()) as EventRisk;
    expect((await putRisk(tenant, event.id, reordered, loaded)).body.version).toBe(loaded + 1);
    const stale = await putRisk(tenant, event.id, { ...CONCERT, alcohol: false }, loaded);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("EDIT_CONFLICT");
    const lines = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, event.id), eq(auditLog.action, "event.risk_update")));
    expect(lines).toHaveLength(1);
    const cleared = await putRisk(tenant, event.id, null, loaded + 1);
    expect(cleared.status).toBe(200);
    expect(cleared.body.risk).toBeNull();
  });
});

describe("the forecast", () => {
  it("gives the Maurer score, Arbon's pooled figures and the suggestion for a known concert", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { startTime: "10:00", endTime: "18:00" });
    await putRisk(tenant, event.id, CONCERT);
    const body = await forecast(tenant, event.id);
    // Maurer: 10,000 permitted → 6 points (outdoors), 10,000 expected → 20; × 1.0 (concert) = 26.
    expect(body.maurer?.score).toBe(26);
    expect(body.maurer?.staffing).toMatchObject({
      firstAiders: 20,
      patientTransportAmbulances: 3,
      emergencyAmbulances: 2,
      emergencyDoctors: 1,
      largeAmbulances: 0,
      firstAidPosts: 0,
    });
    // Arbon: 20,000 × 0.992 / 1,000 = 19.84 over 8 hours = 2.48 an hour; 0.54 transports.
    expect(body.arbon?.rateSource).toBe("arbon2001");
    expect(body.arbon?.patientsTotal).toBeCloseTo(19.84, 10);
    expect(body.arbon?.patientsPerHour).toBeCloseTo(2.48, 10);
    expect(body.arbon?.transportsTotal).toBeCloseTo(0.54, 10);
    expect(body.arbon?.byHour).toHaveLength(8);
    expect(body.ownRates).toMatchObject({ events: 0, used: false, minEvents: 3 });
    expect(Object.fromEntries((body.suggestion ?? []).map((line) => [line.post, [line.count, line.basis]]))).toEqual({
      doctors: [1, "maurerEmergencyDoctors"],
      nurses: [2, "arbonPatientsPerHour"],
      firstAiders: [20, "maurerFirstAiders"],
      ambulances: [5, "maurerAmbulances"],
      tents: [1, "atLeastOneTent"],
    });
    expect(body.notes.map((note) => note.factor)).toEqual([
      "alcohol",
      "standing",
      "outdoor",
      "temperature",
      "humidity",
    ]);
  });

  it("uses the organisation's own rates from 3 past events with attendance and patients, in one aggregate", async () => {
    const learner = await createTenant(t, { label: "Prognose lerend" });
    const event = await createEvent(learner.admin.agent, learner.orgId);
    await putRisk(learner, event.id, CONCERT);
    await pastEvent(learner, 30, 10_000, 5);
    await pastEvent(learner, 20, 10_000, 3);
    // Neither counts: one without registered patients, one cancelled.
    await pastEvent(learner, 15, 50_000, 0);
    const cancelled = await pastEvent(learner, 12, 50_000, 2);
    await learner.admin.agent.json("PATCH", path(learner, cancelled, "").slice(0, -1), { cancelled: true });
    const measure = async () => {
      const store = { count: 0, texts: [] as string[] };
      await queryCounter.run(store, () => forecast(learner, event.id));
      return store.count;
    };
    const queriesWithTwo = await measure();
    const two = await forecast(learner, event.id);
    expect(two.ownRates).toMatchObject({ events: 2, used: false });
    expect(two.arbon?.rateSource).toBe("arbon2001");

    await pastEvent(learner, 10, 5_000, 2);
    expect(await measure()).toBe(queriesWithTwo);
    const three = await forecast(learner, event.id);
    // 10 patients over 25,000 attendees: 0.4 per 1,000; 3 sent to hospital: 0.12 per 1,000.
    expect(three.ownRates).toMatchObject({ events: 3, attendance: 25_000, patients: 10, transports: 3, used: true });
    expect(three.arbon?.rateSource).toBe("custom");
    expect(three.arbon?.presentationRatePer1000).toBeCloseTo(0.4, 10);
    expect(three.arbon?.patientsTotal).toBeCloseTo(8, 10);
    expect(three.suggestion?.find((line) => line.post === "nurses")?.count).toBe(1);
  });
});

describe("applying the suggested staffing", () => {
  it("sets the required counts as an event update: version, audit line, vacancies for posts that grew", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    const withRisk = (await putRisk(tenant, event.id, CONCERT)).body;
    const res = await tenant.admin.agent.json<EventBody>("POST", path(tenant, event.id, "apply-suggested-staffing"), {
      version: withRisk.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const required = Object.fromEntries(Object.entries(res.body.staffing).map(([key, v]) => [key, v.required]));
    expect(required).toEqual({ doctors: 1, nurses: 2, firstAiders: 20, tents: 1, ambulances: 5 });
    const updates = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, event.id), eq(auditLog.action, "event.update")));
    expect(updates).toHaveLength(1);
    const openings = await t.deps.db.select().from(vacancyOpenings).where(eq(vacancyOpenings.eventId, event.id));
    expect(openings.map((row) => row.qualification)).toContain("first_aider");
  });

  it("asks first when the risk changed since the page loaded, and needs a risk", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    const none = await tenant.admin.agent.json<ErrorBody>(
      "POST",
      path(tenant, event.id, "apply-suggested-staffing"),
      {},
    );
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ risk: "required" });
    const loaded = (await forecast(tenant, event.id)).version;
    await putRisk(tenant, event.id, CONCERT);
    const stale = await tenant.admin.agent.json<ErrorBody>("POST", path(tenant, event.id, "apply-suggested-staffing"), {
      version: loaded,
    });
    expect(stale.status).toBe(409);
    expect((await forecast(tenant, event.id)).current.firstAiders).toBe(3);
  });
});

describe("who may", () => {
  it("answers 404 for another organisation's event on every route, and changes nothing", async () => {
    const foreign = await createEvent(other.admin.agent, other.orgId);
    await putRisk(other, foreign.id, CONCERT);
    const mine = (t: Tenant) => `/api/orgs/${t.orgId}/events/${foreign.id}`;
    expect((await tenant.admin.agent.json("GET", `${mine(tenant)}/forecast`)).status).toBe(404);
    expect((await tenant.admin.agent.json("PUT", `${mine(tenant)}/risk`, { risk: null })).status).toBe(404);
    expect((await tenant.admin.agent.json("POST", `${mine(tenant)}/apply-suggested-staffing`, {})).status).toBe(404);
    const after = await forecast(other, foreign.id);
    expect(after.risk).toEqual(CONCERT);
    expect(after.current.firstAiders).toBe(3);
  });

  it("refuses a caregiver of the organisation on every route", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    const agent = tenant.caregiver.agent;
    expect((await agent.json("GET", path(tenant, event.id, "forecast"))).status).toBe(403);
    expect((await agent.json("PUT", path(tenant, event.id, "risk"), { risk: CONCERT })).status).toBe(403);
    expect((await agent.json("POST", path(tenant, event.id, "apply-suggested-staffing"), {})).status).toBe(403);
    expect((await forecast(tenant, event.id)).risk).toBeNull();
  });
});
