import type { EventSummary, EventView } from "@hulppost/shared/events";
import type { AssetCandidateView, EventAssetView } from "@hulppost/shared/infrastructure";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assign, createAsset, createPeriod } from "../../../test/helpers/assets";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog, eventAssets } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
type ErrorBody = { error: { code: string; details?: Record<string, unknown> } };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Inzet" });
  other = await createTenant(t, { label: "Andere inzet" });
});
afterAll(() => t.close());

const base = (org = tenant) => `/api/orgs/${org.orgId}`;
const admin = () => tenant.admin.agent;
const eventAssetsOf = (eventId: string) => `${base()}/events/${eventId}/assets`;
const refusal = async (eventId: string, assetId: string) => {
  const res = await assign(admin(), tenant.orgId, eventId, assetId);
  expect(res.status).toBe(409);
  return (res.body as unknown as ErrorBody).error;
};

describe("assigning assets to events", () => {
  it("puts an asset on an event, lists it for members, takes it off again, audit-logged", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Tent Noord", type: "tent", capacity: 6 });
    const event = await createEvent(admin(), tenant.orgId, { name: "Kermis", date: inDays(12) });
    const res = await assign(admin(), tenant.orgId, event.id, asset.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ assetId: asset.id, name: "Tent Noord", type: "tent", capacity: 6, placed: false });
    // A caregiver of the organisation sees what stands at the event, but cannot change it.
    const seen = await tenant.caregiver.agent.json<EventAssetView[]>("GET", eventAssetsOf(event.id));
    expect(seen.status).toBe(200);
    expect(seen.body.map((a) => a.assetId)).toEqual([asset.id]);
    expect((await assign(tenant.caregiver.agent, tenant.orgId, event.id, asset.id)).status).toBe(403);
    expect((await tenant.caregiver.agent.delete(`${eventAssetsOf(event.id)}/${asset.id}`)).status).toBe(403);

    expect((await refusal(event.id, asset.id)).code).toBe("ASSET_ALREADY_ASSIGNED");
    expect((await admin().delete(`${eventAssetsOf(event.id)}/${asset.id}`)).status).toBe(204);
    const gone = await admin().json<ErrorBody>("DELETE", `${eventAssetsOf(event.id)}/${asset.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe("ASSET_NOT_ASSIGNED");
    const actions = await t.deps.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, event.id), eq(auditLog.targetType, "event")));
    expect(actions.filter((a) => a.action.startsWith("asset.")).map((a) => a.action)).toEqual([
      "asset.assign",
      "asset.unassign",
    ]);
    expect(actions.find((a) => a.action === "asset.assign")?.details).toMatchObject({ asset: "Tent Noord" });
  });

  it("refuses a switched-off asset", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Afgeschreven", active: false });
    const event = await createEvent(admin(), tenant.orgId, { name: "Zonder oude wagen", date: inDays(12) });
    expect((await refusal(event.id, asset.id)).code).toBe("ASSET_INACTIVE");
  });

  it("refuses an asset unavailable on any day the event touches, the second day of a night included", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Na middernacht kapot" });
    await createPeriod(admin(), tenant.orgId, asset.id, { startsOn: inDays(31), endsOn: inDays(33), reason: "repair" });
    const night = await createEvent(admin(), tenant.orgId, {
      name: "Nachtfuif",
      date: inDays(30),
      endDate: inDays(31),
      startTime: "21:00",
      endTime: "03:00",
    });
    const error = await refusal(night.id, asset.id);
    expect(error).toMatchObject({
      code: "ASSET_UNAVAILABLE",
      details: { startsOn: inDays(31), endsOn: inDays(33), reason: "repair" },
    });
    // An evening on the day before, ending at midnight sharp, does not touch the period's first day.
    const evening = await createEvent(admin(), tenant.orgId, {
      name: "Tot middernacht",
      date: inDays(29),
      endDate: inDays(30),
      startTime: "18:00",
      endTime: "00:00",
    });
    expect((await assign(admin(), tenant.orgId, evening.id, asset.id)).status).toBe(201);
  });

  it("refuses an asset already on an overlapping event and names that event; back-to-back is fine", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Veelgevraagd", type: "ambulance" });
    const first = await createEvent(admin(), tenant.orgId, {
      name: "Zaterdagavond",
      date: inDays(40),
      endDate: inDays(41),
      startTime: "20:00",
      endTime: "04:00",
    });
    expect((await assign(admin(), tenant.orgId, first.id, asset.id)).status).toBe(201);
    const overlapping = await createEvent(admin(), tenant.orgId, {
      name: "Zondagochtend",
      date: inDays(41),
      startTime: "03:00",
      endTime: "12:00",
    });
    const error = await refusal(overlapping.id, asset.id);
    expect(error).toMatchObject({ code: "ASSET_BUSY", details: { event: "Zaterdagavond", eventId: first.id } });
    const after = await createEvent(admin(), tenant.orgId, {
      name: "Zondag later",
      date: inDays(41),
      startTime: "04:00",
      endTime: "12:00",
    });
    expect((await assign(admin(), tenant.orgId, after.id, asset.id)).status).toBe(201);
    // A cancelled event no longer holds the asset; the other overlapping one still does.
    await admin().json("PATCH", `${base()}/events/${first.id}`, { cancelled: true });
    expect((await refusal(overlapping.id, asset.id)).details).toMatchObject({ event: "Zondag later" });
    await admin().delete(`${eventAssetsOf(after.id)}/${asset.id}`);
    expect((await assign(admin(), tenant.orgId, overlapping.id, asset.id)).status).toBe(201);
  });

  it("refuses an asset set to maintenance by hand for an event that runs today, not for a later one", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "In onderhoud", status: "maintenance" });
    const now = await createEvent(admin(), tenant.orgId, {
      name: "Vandaag",
      date: inDays(-1),
      endDate: inDays(1),
      startTime: "12:00",
      endTime: "12:00",
    });
    expect(await refusal(now.id, asset.id)).toMatchObject({
      code: "ASSET_OUT_OF_SERVICE",
      details: { status: "maintenance" },
    });
    const later = await createEvent(admin(), tenant.orgId, { name: "Volgende maand", date: inDays(35) });
    expect((await assign(admin(), tenant.orgId, later.id, asset.id)).status).toBe(201);
  });

  it.each([
    // [next maintenance, event's first day, overdue?]: due the day the event starts is in time.
    [inDays(9), inDays(10), true],
    [inDays(10), inDays(10), false],
    [inDays(11), inDays(10), false],
    // An event under way since yesterday: overdue when the date has passed today, not yesterday's date.
    [inDays(-1), inDays(-1), true],
    [inDays(0), inDays(-1), false],
  ])(
    "an asset due for maintenance on %s goes to an event from %s only when confirmed: overdue %s",
    async (next, day, overdue) => {
      const asset = await createAsset(admin(), tenant.orgId, {
        name: `Keuring ${next}`,
        lastMaintenanceOn: inDays(-400),
        nextMaintenanceOn: next,
      });
      const event = await createEvent(admin(), tenant.orgId, {
        name: `Inzet ${day}`,
        date: day,
        // The one from yesterday runs until tomorrow: it is under way now.
        ...(day < inDays(0) ? { endDate: inDays(1) } : {}),
        startTime: "08:00",
        endTime: "20:00",
      });
      const candidates = await admin().json<AssetCandidateView[]>(
        "GET",
        `${base()}/events/${event.id}/asset-candidates`,
      );
      const candidate = candidates.body.find((c) => c.id === asset.id);
      expect(candidate?.maintenanceOverdue).toBe(overdue ? next : null);
      if (!overdue) {
        expect((await assign(admin(), tenant.orgId, event.id, asset.id)).status).toBe(201);
        return;
      }
      expect(await refusal(event.id, asset.id)).toMatchObject({
        code: "ASSET_MAINTENANCE_OVERDUE",
        details: { nextMaintenanceOn: next },
      });
      expect(await t.deps.db.select().from(eventAssets).where(eq(eventAssets.assetId, asset.id))).toEqual([]);
      const confirmed = await assign(admin(), tenant.orgId, event.id, asset.id, { maintenanceOverdueConfirmed: true });
      expect(confirmed.status).toBe(201);
      const [line] = await t.deps.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.targetId, event.id), eq(auditLog.action, "asset.assign")));
      expect(line?.details).toMatchObject({ maintenanceOverdue: next });
    },
  );

  it("lets only one of several concurrent assignments of one asset to overlapping events pass", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Gegeerd", type: "tent" });
    const events = [];
    for (let i = 0; i < 6; i++)
      events.push(await createEvent(admin(), tenant.orgId, { name: `Gelijktijdig ${i}`, date: inDays(50) }));
    // All at once, as when several coordinators plan the same tent; without the row lock more pass.
    const results = await Promise.all(events.map((event) => assign(admin(), tenant.orgId, event.id, asset.id)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409))
      expect((refused.body as unknown as ErrorBody).error.code).toBe("ASSET_BUSY");
    const rows = await t.deps.db.select().from(eventAssets).where(eq(eventAssets.assetId, asset.id));
    expect(rows).toHaveLength(1);
  });

  it("shows every asset's conflicts for an event before anyone tries", async () => {
    const own = await createTenant(t);
    const agent = own.admin.agent;
    const event = await createEvent(agent, own.orgId, { name: "Keuze", date: inDays(15) });
    const busyWith = await createEvent(agent, own.orgId, { name: "Elders", date: inDays(15), startTime: "09:00" });
    await createAsset(agent, own.orgId, { name: "Vrij", type: "tent" });
    await createAsset(agent, own.orgId, { name: "Uit", type: "tent", active: false });
    const blocked = await createAsset(agent, own.orgId, { name: "Geblokkeerd" });
    await createPeriod(agent, own.orgId, blocked.id, { startsOn: inDays(15), endsOn: inDays(15), reason: "loaned" });
    const busy = await createAsset(agent, own.orgId, { name: "Bezet" });
    await assign(agent, own.orgId, busyWith.id, busy.id);
    const on = await createAsset(agent, own.orgId, { name: "Al mee", type: "tent" });
    await assign(agent, own.orgId, event.id, on.id);
    const res = await agent.json<AssetCandidateView[]>("GET", `${base(own)}/events/${event.id}/asset-candidates`);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.map((c) => [c.name, c]));
    expect(res.body.map((c) => c.name)).toEqual(["Bezet", "Geblokkeerd", "Al mee", "Uit", "Vrij"]);
    expect(byName.Vrij?.conflicts).toEqual([]);
    expect(byName.Uit?.conflicts).toEqual([{ kind: "inactive" }]);
    expect(byName.Geblokkeerd?.conflicts).toMatchObject([
      { kind: "unavailable", startsOn: inDays(15), endsOn: inDays(15), reason: "loaned" },
    ]);
    expect(byName.Bezet?.conflicts).toMatchObject([{ kind: "busy", eventId: busyWith.id, name: "Elders" }]);
    expect(byName["Al mee"]).toMatchObject({ assigned: true, conflicts: [] });
    expect((await own.caregiver.agent.json("GET", `${base(own)}/events/${event.id}/asset-candidates`)).status).toBe(
      403,
    );
  });

  it("answers 404 for another organisation's asset or event, and changes nothing", async () => {
    const mine = await createEvent(admin(), tenant.orgId, { name: "Eigen feest", date: inDays(60) });
    const theirAsset = await createAsset(other.admin.agent, other.orgId, { name: "Niet van ons" });
    const theirEvent = await createEvent(other.admin.agent, other.orgId, { name: "Hun feest", date: inDays(60) });
    const res = await assign(admin(), tenant.orgId, mine.id, theirAsset.id);
    expect(res.status).toBe(404);
    expect((res.body as unknown as ErrorBody).error.code).toBe("ASSET_NOT_FOUND");
    const myAsset = await createAsset(admin(), tenant.orgId, { name: "Wel van ons" });
    expect((await assign(admin(), tenant.orgId, theirEvent.id, myAsset.id)).status).toBe(404);
    expect((await admin().json("GET", eventAssetsOf(theirEvent.id))).status).toBe(404);
    expect((await admin().json("GET", `${base()}/events/${theirEvent.id}/asset-candidates`)).status).toBe(404);
    expect(await t.deps.db.select().from(eventAssets).where(eq(eventAssets.assetId, theirAsset.id))).toEqual([]);
  });
});

describe("tents and ambulances against the event's requirement", () => {
  it("counts assigned tents and ambulances in the event, its detail and the list", async () => {
    const event = await createEvent(admin(), tenant.orgId, {
      name: "Telt mee",
      date: inDays(70),
      requiredTents: 2,
      requiredAmbulances: 1,
    });
    for (const [name, type] of [
      ["Tent A", "tent"],
      ["Tent B", "tent"],
      ["Wagen A", "ambulance"],
      ["AED", "equipment"],
    ] as const) {
      const asset = await createAsset(admin(), tenant.orgId, { name, type });
      expect((await assign(admin(), tenant.orgId, event.id, asset.id)).status).toBe(201);
    }
    const detail = await admin().json<EventView>("GET", `${base()}/events/${event.id}`);
    expect(detail.body.staffing.tents).toEqual({ required: 2, assigned: 2 });
    expect(detail.body.staffing.ambulances).toEqual({ required: 1, assigned: 1 });
    const list = await admin().json<EventSummary[]>("GET", `${base()}/events?from=${inDays(70)}&to=${inDays(70)}`);
    expect(list.body.find((e) => e.id === event.id)?.staffing).toMatchObject({
      tents: { required: 2, assigned: 2 },
      ambulances: { required: 1, assigned: 1 },
    });
  });
});
