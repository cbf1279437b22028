import { type AdminDashboardView, adminDashboardView } from "@hulppost/shared/events";
import {
  type AssetUsageView,
  type AssetView,
  type MaintenanceDueItem,
  type PlanningView,
  planningView,
} from "@hulppost/shared/infrastructure";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assign, createAsset, createPeriod } from "../../../test/helpers/assets";
import { createEvent, inDays, today } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { addDays } from "../../platform/time";

let t: TestApp;
let tenant: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Planning" });
});
afterAll(() => t.close());

const base = (org = tenant) => `/api/orgs/${org.orgId}`;
const admin = () => tenant.admin.agent;

describe("usage history", () => {
  it("lists the asset's events newest first with hours, and totals those that took place", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Veel gebruikt" });
    const plan = [
      { name: "Lang geleden", date: inDays(-30), startTime: "10:00", endTime: "12:00", cancel: true },
      { name: "Marktdag", date: inDays(-20), startTime: "09:00", endTime: "17:30" },
      { name: "Loopwedstrijd", date: inDays(-10), startTime: "10:00", endTime: "14:00" },
      { name: "Straks", date: inDays(5), startTime: "10:00", endTime: "18:00" },
    ];
    const ids: Record<string, string> = {};
    for (const { cancel, ...input } of plan) {
      const event = await createEvent(admin(), tenant.orgId, input);
      ids[input.name] = event.id;
      expect((await assign(admin(), tenant.orgId, event.id, asset.id)).status).toBe(201);
      if (cancel) await admin().json("PATCH", `${base()}/events/${event.id}`, { cancelled: true });
    }
    const res = await admin().json<AssetUsageView>("GET", `${base()}/assets/${asset.id}/usage`);
    expect(res.status).toBe(200);
    expect(res.body.events.map((e) => [e.name, e.hours, e.phase, e.cancelled])).toEqual([
      ["Straks", 8, "planned", false],
      ["Loopwedstrijd", 4, "past", false],
      ["Marktdag", 8.5, "past", false],
      ["Lang geleden", 2, "past", true],
    ]);
    expect(res.body.events[1]).toMatchObject({ eventId: ids.Loopwedstrijd, date: inDays(-10), startTime: "10:00" });
    expect(res.body.totals).toEqual({ events: 2, hours: 12.5 });
    expect((await tenant.caregiver.agent.json("GET", `${base()}/assets/${asset.id}/usage`)).status).toBe(403);
  });
});

describe("planning month", () => {
  it("gives per asset and day its events (both days of a night), periods with their reason and maintenance", async () => {
    const own = await createTenant(t);
    const agent = own.admin.agent;
    const month = inDays(120).slice(0, 7);
    const d = (n: number) => `${month}-${String(n).padStart(2, "0")}`;
    const ambulance = await createAsset(agent, own.orgId, { name: "Ambulance", nextMaintenanceOn: d(15) });
    const tent = await createAsset(agent, own.orgId, { name: "Tent", type: "tent" });
    const night = await createEvent(agent, own.orgId, {
      name: "Nachtwacht",
      date: d(10),
      endDate: d(11),
      startTime: "20:00",
      endTime: "02:00",
    });
    await assign(agent, own.orgId, night.id, ambulance.id);
    await assign(agent, own.orgId, night.id, tent.id);
    await createPeriod(agent, own.orgId, ambulance.id, {
      startsOn: d(20),
      endsOn: d(22),
      reason: "repair",
      detail: "Koppeling",
    });
    // A period from the month before shows only on this month's days.
    await createPeriod(agent, own.orgId, tent.id, { startsOn: addDays(d(1), -3), endsOn: d(2), reason: "loaned" });
    const cancelled = await createEvent(agent, own.orgId, { name: "Afgelast", date: d(25) });
    await assign(agent, own.orgId, cancelled.id, tent.id);
    await agent.json("PATCH", `${base(own)}/events/${cancelled.id}`, { cancelled: true });

    const res = await agent.json<PlanningView>("GET", `${base(own)}/asset-planning?month=${month}`);
    expect(res.status).toBe(200);
    expect(planningView.strict().safeParse(res.body).error?.issues ?? []).toEqual([]);
    expect(res.body.days[0]).toBe(d(1));
    expect(res.body.days.every((day) => day.startsWith(month))).toBe(true);
    const byName = Object.fromEntries(res.body.assets.map((a) => [a.name, a]));
    const amb = byName.Ambulance?.days ?? {};
    expect(Object.keys(amb).sort()).toEqual([d(10), d(11), d(15), d(20), d(21), d(22)]);
    expect(amb[d(10)]?.events).toEqual([{ id: night.id, name: "Nachtwacht" }]);
    expect(amb[d(11)]?.events).toEqual([{ id: night.id, name: "Nachtwacht" }]);
    expect(amb[d(15)]).toEqual({ events: [], unavailable: null, maintenance: true });
    expect(amb[d(21)]?.unavailable).toMatchObject({ reason: "repair", detail: "Koppeling" });
    const tentDays = byName.Tent?.days ?? {};
    expect(Object.keys(tentDays).sort()).toEqual([d(1), d(2), d(10), d(11)]);
    expect(tentDays[d(1)]?.unavailable?.reason).toBe("loaned");
    expect(res.body.events.map((e) => [e.name, e.days])).toEqual([["Nachtwacht", [d(10), d(11)]]]);
  });

  it("marks today for an asset set to maintenance by hand", async () => {
    const own = await createTenant(t);
    await createAsset(own.admin.agent, own.orgId, { name: "In de werkplaats", status: "maintenance" });
    const res = await own.admin.agent.json<PlanningView>(
      "GET",
      `${base(own)}/asset-planning?month=${today().slice(0, 7)}`,
    );
    expect(res.body.assets[0]?.days[today()]).toEqual({ events: [], unavailable: null, maintenance: true });
  });

  it("refuses a month that is not one, and caregivers", async () => {
    for (const month of ["2026-13", "2026-7", "juli", "0999-01", ""])
      expect((await admin().json("GET", `${base()}/asset-planning?month=${month}`)).status, month).toBe(400);
    expect((await tenant.caregiver.agent.json("GET", `${base()}/asset-planning?month=2026-07`)).status).toBe(403);
  });

  it("answers with a fixed number of queries, whatever the fleet and its events", async () => {
    const { queryCounter } = await import("../../db/client");
    const own = await createTenant(t);
    const agent = own.admin.agent;
    const month = inDays(150).slice(0, 7);
    const path = `${base(own)}/asset-planning?month=${month}`;
    const measure = async () => {
      const store = { count: 0, texts: [] as string[] };
      const res = await queryCounter.run(store, () => agent.get(path));
      expect(res.status).toBe(200);
      return store.count;
    };
    await createAsset(agent, own.orgId, { name: "Eén" });
    const few = await measure();
    for (let i = 1; i <= 8; i++) {
      const asset = await createAsset(agent, own.orgId, { name: `Middel ${i}`, type: "tent" });
      const event = await createEvent(agent, own.orgId, { name: `Dag ${i}`, date: `${month}-${10 + i}` });
      await assign(agent, own.orgId, event.id, asset.id);
      await createPeriod(agent, own.orgId, asset.id, { startsOn: `${month}-0${i}`, endsOn: `${month}-0${i}` });
    }
    expect(await measure()).toBe(few);
  });
});

describe("maintenance due", () => {
  it("lists active assets due within 14 days or overdue, soonest first, also on the admin dashboard", async () => {
    const own = await createTenant(t);
    const agent = own.admin.agent;
    const make = (name: string, days: number | null, active = true) =>
      createAsset(agent, own.orgId, { name, nextMaintenanceOn: days === null ? null : inDays(days), active });
    const overdue = await make("Te laat", -2);
    await make("Binnenkort", 3);
    await make("Net op tijd", 14);
    await make("Nog even", 15);
    await make("Niet meer in gebruik", 1, false);
    await make("Geen datum", null);
    const res = await agent.json<MaintenanceDueItem[]>("GET", `${base(own)}/asset-maintenance`);
    expect(res.status).toBe(200);
    expect(res.body.map((a) => [a.name, a.daysLeft])).toEqual([
      ["Te laat", -2],
      ["Binnenkort", 3],
      ["Net op tijd", 14],
    ]);
    expect(res.body[0]).toMatchObject({ id: overdue.id, type: "ambulance", nextMaintenanceOn: inDays(-2) });
    const read = await agent.json<AssetView>("GET", `${base(own)}/assets/${overdue.id}`);
    expect(read.body.maintenanceDue).toBe(true);
    const board = await agent.json<AdminDashboardView>("GET", `${base(own)}/dashboard`);
    expect(adminDashboardView.strict().safeParse(board.body).error?.issues ?? []).toEqual([]);
    expect(board.body.maintenanceDue).toEqual(res.body);
    expect((await own.caregiver.agent.json("GET", `${base(own)}/asset-maintenance`)).status).toBe(403);
  });
});

describe("admin dashboard", () => {
  it("counts missing tents and ambulances in the shortages, and follows an assignment at once", async () => {
    const own = await createTenant(t);
    const agent = own.admin.agent;
    const people = { requiredDoctors: 0, requiredNurses: 0, requiredFirstAiders: 0 };
    const event = await createEvent(agent, own.orgId, {
      ...people,
      name: "Zonder tenten",
      date: inDays(3),
      requiredTents: 2,
      requiredAmbulances: 1,
    });
    await createEvent(agent, own.orgId, { ...people, name: "Niets nodig", requiredTents: 0, requiredAmbulances: 0 });
    const tent = await createAsset(agent, own.orgId, { name: "Tent 1", type: "tent" });
    await assign(agent, own.orgId, event.id, tent.id);
    const board = async () => (await agent.json<AdminDashboardView>("GET", `${base(own)}/dashboard`)).body;
    const first = await board();
    expect(first.shortages).toHaveLength(1);
    expect(first.shortages[0]).toMatchObject({
      event: { id: event.id },
      missing: { doctors: 0, nurses: 0, firstAiders: 0, tents: 1, ambulances: 1 },
      totalMissing: 2,
    });
    expect(first.openPosts).toBe(0);
    for (const [name, type] of [
      ["Tent 2", "tent"],
      ["Ambulance 1", "ambulance"],
    ] as const) {
      const asset = await createAsset(agent, own.orgId, { name, type });
      await assign(agent, own.orgId, event.id, asset.id);
    }
    expect((await board()).shortages).toEqual([]);
  });
});
