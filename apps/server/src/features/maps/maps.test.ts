import type { EventMapSummary, EventMapView } from "@hulppost/shared/maps";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays, today } from "../../../test/helpers/events";
import { insertAsset } from "../../../test/helpers/site-map";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { assetUnavailability, eventAssets, events } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Kaart Gent" });
  other = await createTenant(t, { label: "Kaart Brugge" });
});
afterAll(() => t.close());

const org = (o = tenant) => `/api/orgs/${o.orgId}`;
const mapPath = (eventId: string, o = tenant) => `${org(o)}/events/${eventId}/map`;

/** Moves an event so that it is on now (the API plans events in the future). */
async function makeLive(eventId: string) {
  await t.deps.db
    .update(events)
    .set({ startsAt: sql`now() - interval '2 hours'`, endsAt: sql`now() + interval '6 hours'` })
    .where(eq(events.id, eventId));
}

describe("reading an event's site map", () => {
  it("shows admin and caregiver the event, OpenStreetMap's tiles and every assigned asset, unplaced, by type", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Gentse Feesten" });
    await insertAsset(t, tenant.orgId, { name: "Tent B", type: "tent" }, event.id);
    await insertAsset(t, tenant.orgId, { name: "Ziekenwagen 1", type: "ambulance" }, event.id);
    await insertAsset(t, tenant.orgId, { name: "tent A", type: "tent" }, event.id);
    await insertAsset(t, tenant.orgId, { name: "AED", type: "equipment" });

    for (const agent of [tenant.admin.agent, tenant.caregiver.agent]) {
      const res = await agent.json<EventMapView>("GET", mapPath(event.id));
      expect(res.status).toBe(200);
      expect(res.body.event).toMatchObject({ id: event.id, name: "Gentse Feesten", phase: "planned", site: null });
      expect(res.body.tiles).toEqual({
        url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        attribution: "© OpenStreetMap contributors",
        custom: false,
      });
      expect(res.body.assets.map((a) => [a.name, a.type, a.status, a.placement])).toEqual([
        ["Ziekenwagen 1", "ambulance", "available", null],
        ["tent A", "tent", "available", null],
        ["Tent B", "tent", "available", null],
      ]);
    }
  });

  it("answers 404 for an unknown event and for another organisation's, under either organisation", async () => {
    const foreign = await createEvent(other.admin.agent, other.orgId);
    const unknown = await tenant.admin.agent.json<ErrorBody>("GET", mapPath("00000000-0000-4000-8000-000000000000"));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("EVENT_NOT_FOUND");
    expect((await tenant.admin.agent.json("GET", mapPath(foreign.id))).status).toBe(404);
    expect((await tenant.caregiver.agent.json("GET", mapPath(foreign.id, other))).status).toBe(404);
    expect((await tenant.admin.agent.json("GET", mapPath("not-a-uuid"))).status).toBe(400);
  });

  it("shows an asset unavailable on a day a period covers and in use while it is on a live event", async () => {
    const live = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Nu bezig" });
    await makeLive(live.id);
    const later = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Later", date: inDays(20) });
    const busy = await insertAsset(t, tenant.orgId, { name: "Bezet", type: "vehicle" }, live.id);
    await t.deps.db.insert(eventAssets).values({ organizationId: tenant.orgId, eventId: later.id, assetId: busy });
    const blocked = await insertAsset(t, tenant.orgId, { name: "Geblokkeerd", type: "tent" }, later.id);
    await t.deps.db.insert(assetUnavailability).values({
      organizationId: tenant.orgId,
      assetId: blocked,
      startsOn: inDays(-1),
      endsOn: today(),
      reason: "repair",
    });
    await insertAsset(t, tenant.orgId, { name: "In onderhoud", type: "other", status: "maintenance" }, later.id);

    const map = await tenant.caregiver.agent.json<EventMapView>("GET", mapPath(later.id));
    expect(Object.fromEntries(map.body.assets.map((a) => [a.name, a.status]))).toEqual({
      Bezet: "in_use",
      Geblokkeerd: "unavailable",
      "In onderhoud": "maintenance",
    });
  });
});

describe("the Locations page's event picker", () => {
  it("lists live events first, then upcoming ones, without past or cancelled events, with placed counts", async () => {
    const own = await createTenant(t);
    const agent = own.admin.agent;
    const soon = await createEvent(agent, own.orgId, { name: "Binnenkort", date: inDays(3) });
    const later = await createEvent(agent, own.orgId, { name: "Later", date: inDays(30) });
    const live = await createEvent(agent, own.orgId, { name: "Nu", date: inDays(40) });
    await makeLive(live.id);
    const past = await createEvent(agent, own.orgId, { name: "Voorbij", date: inDays(5) });
    await t.deps.db
      .update(events)
      .set({ startsAt: sql`now() - interval '3 days'`, endsAt: sql`now() - interval '2 days'` })
      .where(eq(events.id, past.id));
    const cancelled = await createEvent(agent, own.orgId, { name: "Afgelast", date: inDays(6) });
    await t.deps.db.update(events).set({ cancelled: true }).where(eq(events.id, cancelled.id));
    const placed = await insertAsset(t, own.orgId, { name: "Post", type: "tent" }, live.id);
    await insertAsset(t, own.orgId, { name: "Wagen", type: "ambulance" }, live.id);
    await t.deps.db
      .update(eventAssets)
      .set({ latitude: 51.05, longitude: 3.72 })
      .where(eq(eventAssets.assetId, placed));
    await t.deps.db.update(events).set({ siteLatitude: 51.0543, siteLongitude: 3.7174 }).where(eq(events.id, soon.id));

    for (const person of [own.admin, own.caregiver]) {
      const res = await person.agent.json<EventMapSummary[]>("GET", `/api/orgs/${own.orgId}/event-maps`);
      expect(res.status).toBe(200);
      expect(res.body.map((e) => [e.name, e.phase, e.assetCount, e.placedCount])).toEqual([
        ["Nu", "live", 2, 1],
        ["Binnenkort", "planned", 0, 0],
        ["Later", "planned", 0, 0],
      ]);
      expect(res.body[1]?.site).toEqual({ latitude: 51.0543, longitude: 3.7174 });
      expect(res.body.find((e) => e.id === later.id)?.site).toBeNull();
    }
    const foreign = await tenant.admin.agent.json<EventMapSummary[]>("GET", `/api/orgs/${own.orgId}/event-maps`);
    expect(foreign.status).toBe(404);
  });
});

describe("no N+1", () => {
  it("answers the map and the picker with a fixed number of queries, whatever the number of assets and events", async () => {
    const { queryCounter } = await import("../../db/client");
    const own = await createTenant(t);
    const measure = async (path: string) => {
      const store = { count: 0, texts: [] as string[] };
      const res = await queryCounter.run(store, () => own.caregiver.agent.get(path));
      expect(res.status).toBe(200);
      return store.count;
    };
    const event = await createEvent(own.admin.agent, own.orgId, { name: "Telling" });
    const listPath = `/api/orgs/${own.orgId}/event-maps`;
    await insertAsset(t, own.orgId, { name: "Eerste", type: "tent" }, event.id);
    const fewMap = await measure(mapPath(event.id, own));
    const fewList = await measure(listPath);
    for (let i = 0; i < 12; i++) {
      const id = await insertAsset(t, own.orgId, { name: `Asset ${i}`, type: "equipment" }, event.id);
      await t.deps.db
        .update(eventAssets)
        .set({ latitude: 51 + i / 100, longitude: 3.7, placedBy: own.admin.id })
        .where(eq(eventAssets.assetId, id));
      const e = await createEvent(own.admin.agent, own.orgId, { name: `E${i}`, date: inDays(i + 1) });
      await insertAsset(t, own.orgId, { name: `Op E${i}`, type: "tent" }, e.id);
    }
    expect(await measure(mapPath(event.id, own))).toBe(fewMap);
    expect(await measure(listPath)).toBe(fewList);
    // The session and membership lookup, then the event with its settings and the assets.
    expect(fewMap).toBeLessThanOrEqual(3);
    expect(fewList).toBeLessThanOrEqual(2);
  });
});
