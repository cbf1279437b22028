import { randomUUID } from "node:crypto";
import { eventInsightsView, organizationInsightsView } from "@hulppost/shared/insights";
import type { EventRisk } from "@hulppost/shared/staffing/risk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
const ids: Record<string, string> = {};

const RISK: EventRisk = {
  eventType: "street_festival",
  attendancePeak: 4000,
  attendanceTotal: 8000,
  indoor: false,
  seated: false,
  alcohol: false,
  temperatureC: null,
  humidityPct: null,
  prominentGuests: 0,
  policeRiskOfViolence: false,
};

async function withRisk(org: Tenant, date: string, attendanceTotal: number, arrivals: string[]) {
  // 10:00–14:00 in Brussels, summer time: 08:00–12:00 UTC.
  const event = await createEvent(org.admin.agent, org.orgId, { date, startTime: "10:00", endTime: "14:00" });
  const risk = { ...RISK, attendanceTotal, attendancePeak: Math.min(RISK.attendancePeak, attendanceTotal) };
  const res = await org.admin.agent.json("PUT", `/api/orgs/${org.orgId}/events/${event.id}/risk`, { risk });
  expect(res.status).toBe(200);
  for (const arrivedAt of arrivals) {
    const created = await org.admin.agent.json("POST", `/api/orgs/${org.orgId}/events/${event.id}/patients`, {
      id: randomUUID(),
      arrivedAt,
    });
    expect(created.status).toBe(201);
  }
  return event.id;
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Leren A" });
  other = await createTenant(t, { label: "Leren B" });
  // 2024: two events, 10,000 attendees, 6 patients; 2025: one event of 5,000 with 2 patients (at 07:50, before the
  // start, and 12:30, after the end: the first and last hours).
  await withRisk(tenant, "2024-06-01", 5000, ["2024-06-01T08:10:00Z", "2024-06-01T09:10:00Z", "2024-06-01T09:20:00Z"]);
  await withRisk(tenant, "2024-07-06", 5000, ["2024-07-06T08:10:00Z", "2024-07-06T10:10:00Z", "2024-07-06T11:10:00Z"]);
  ids.last = await withRisk(tenant, "2025-06-07", 5000, ["2025-06-07T07:50:00Z", "2025-06-07T12:30:00Z"]);
  ids.noRisk = (await createEvent(tenant.admin.agent, tenant.orgId, { date: "2025-06-14" })).id;
  await withRisk(other, "2025-06-07", 100_000, ["2025-06-07T08:30:00Z"]);
});
afterAll(() => t.close());

describe("forecast against actual patients", () => {
  it("gives an event's forecast and registered patients per hour from its start", async () => {
    const res = await tenant.admin.agent.json("GET", `/api/orgs/${tenant.orgId}/events/${ids.last}/insights`);
    expect(res.status).toBe(200);
    const view = eventInsightsView.parse(res.body);
    // The other two past events (10,000 attendees, 6 patients) are only 2: the pooled 0.992 per 1,000 still applies.
    expect(view.forecast?.rateSource).toBe("arbon2001");
    expect(view.forecast?.forecastTotal).toBeCloseTo(4.96, 10);
    expect(view.forecast?.hours.map((hour) => hour.forecast)).toEqual([1.24, 1.24, 1.24, 1.24]);
    expect(view.forecast?.hours.map((hour) => hour.actual)).toEqual([1, 0, 0, 1]);
    expect(view.forecast?.actualTotal).toBe(2);
    expect(view.forecast?.hours[0]?.startsAt).toBe("2025-06-07T08:00:00.000Z");
  });

  it("has no forecast for an event without a risk", async () => {
    const res = await tenant.admin.agent.json("GET", `/api/orgs/${tenant.orgId}/events/${ids.noRisk}/insights`);
    expect(eventInsightsView.parse(res.body).forecast).toBeNull();
  });

  it("answers 404 for another organisation's event", async () => {
    const res = await other.admin.agent.json("GET", `/api/orgs/${other.orgId}/events/${ids.last}/insights`);
    expect(res.status).toBe(404);
  });
});

describe("the organisation's learned rate", () => {
  it("pools its past events with a risk and patients, per year and over all, beside Arbon's 0.992", async () => {
    const res = await tenant.admin.agent.json(
      "GET",
      `/api/orgs/${tenant.orgId}/insights?from=2025-01-01&to=2025-12-31`,
    );
    expect(res.status).toBe(200);
    const { ownRates } = organizationInsightsView.parse(res.body);
    expect(ownRates.arbonRatePer1000).toBe(0.992);
    expect(ownRates.overall).toMatchObject({ events: 3, attendance: 15_000, patients: 8, used: true });
    expect(ownRates.overall.presentationRatePer1000).toBeCloseTo(0.5333, 4);
    expect(ownRates.years.map((year) => [year.year, year.events, year.patients, year.presentationRatePer1000])).toEqual(
      [
        [2024, 2, 6, 0.6],
        [2025, 1, 2, 0.4],
      ],
    );
    // Another organisation's 100,000 attendees are not in it.
    const theirs = await other.admin.agent.json("GET", `/api/orgs/${other.orgId}/insights`);
    expect(organizationInsightsView.parse(theirs.body).ownRates.overall).toMatchObject({ events: 1, used: false });
  });
});
