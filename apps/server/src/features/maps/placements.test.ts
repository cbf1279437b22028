import type { EventMapView, MapAssetView } from "@hulppost/shared/maps";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { insertAsset } from "../../../test/helpers/site-map";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog, eventAssets } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Plaatsing Leuven" });
  other = await createTenant(t, { label: "Plaatsing Hasselt" });
});
afterAll(() => t.close());

const org = (o = tenant) => `/api/orgs/${o.orgId}`;
const mapPath = (eventId: string, o = tenant) => `${org(o)}/events/${eventId}/map`;
const placePath = (eventId: string, assetId: string, o = tenant) => `${mapPath(eventId, o)}/assets/${assetId}`;
const admin = () => tenant.admin.agent;

async function auditLines(targetId: string) {
  const rows = await t.deps.db
    .select({ action: auditLog.action, details: auditLog.details, actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), like(auditLog.action, "site_map.%")))
    .orderBy(auditLog.id);
  return rows;
}

describe("placing an asset on the event's map", () => {
  it("places, relocates and removes an assigned asset, and the audit log says so with rounded coordinates", async () => {
    const event = await createEvent(admin(), tenant.orgId, { name: "Marktrock" });
    const tent = await insertAsset(t, tenant.orgId, { name: "Hoofdpost", type: "tent" }, event.id);

    const placed = await admin().json<MapAssetView>("PUT", placePath(event.id, tent), {
      latitude: 50.878912345,
      longitude: 4.700112345,
    });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      assetId: tent,
      name: "Hoofdpost",
      type: "tent",
      placement: { latitude: 50.878912345, longitude: 4.700112345, placedByName: "Admin Plaatsing Leuven" },
    });
    // Every member sees where it stands.
    const seen = await tenant.caregiver.agent.json<EventMapView>("GET", mapPath(event.id));
    expect(seen.body.assets[0]?.placement).toMatchObject({ latitude: 50.878912345, longitude: 4.700112345 });

    const moved = await admin().json<MapAssetView>("PUT", placePath(event.id, tent), {
      latitude: 50.8801,
      longitude: 4.7012,
    });
    expect(moved.body.placement).toMatchObject({ latitude: 50.8801, longitude: 4.7012 });

    expect((await admin().request("DELETE", placePath(event.id, tent))).status).toBe(204);
    const after = await admin().json<EventMapView>("GET", mapPath(event.id));
    expect(after.body.assets).toMatchObject([{ assetId: tent, placement: null }]);
    // It stays assigned; removing what is not placed changes nothing and logs nothing.
    expect((await admin().request("DELETE", placePath(event.id, tent))).status).toBe(204);

    const lines = await auditLines(tent);
    expect(lines.map((l) => l.action)).toEqual([
      "site_map.asset_place",
      "site_map.asset_move",
      "site_map.asset_remove",
    ]);
    expect(lines[0]?.details).toEqual({ eventId: event.id, asset: "Hoofdpost", latitude: 50.8789, longitude: 4.7001 });
    expect(lines[1]?.details).toMatchObject({ latitude: 50.8801, from: { latitude: 50.8789, longitude: 4.7001 } });
    expect(lines.every((l) => l.actor === tenant.admin.id)).toBe(true);
  });

  it("answers 404 for an asset not assigned to the event, another event's, another organisation's, or an unknown event", async () => {
    const event = await createEvent(admin(), tenant.orgId, { name: "Eigen" });
    const second = await createEvent(admin(), tenant.orgId, { name: "Ander" });
    const loose = await insertAsset(t, tenant.orgId, { name: "Niet toegewezen", type: "equipment" });
    const elsewhere = await insertAsset(t, tenant.orgId, { name: "Op ander evenement", type: "tent" }, second.id);
    const foreignEvent = await createEvent(other.admin.agent, other.orgId);
    const foreign = await insertAsset(t, other.orgId, { name: "Van de buren", type: "tent" }, foreignEvent.id);
    const point = { latitude: 50.9, longitude: 4.7 };

    for (const assetId of [loose, elsewhere, foreign, "00000000-0000-4000-8000-000000000000"]) {
      for (const method of ["PUT", "DELETE"]) {
        const res = await admin().json<ErrorBody>(
          method,
          placePath(event.id, assetId),
          method === "PUT" ? point : undefined,
        );
        expect(res.status, `${method} ${assetId}`).toBe(404);
        expect(res.body.error.code).toBe("ASSET_NOT_ON_EVENT");
      }
    }
    const unknownEvent = await admin().json<ErrorBody>("PUT", placePath(foreignEvent.id, foreign), point);
    expect(unknownEvent.status).toBe(404);
    expect(unknownEvent.body.error.code).toBe("EVENT_NOT_FOUND");
    const [untouched] = await t.deps.db.select().from(eventAssets).where(eq(eventAssets.assetId, foreign));
    expect(untouched?.latitude).toBeNull();
  });

  it("refuses coordinates off the globe, missing or not numbers, naming each field", async () => {
    const event = await createEvent(admin(), tenant.orgId, { name: "Grenzen" });
    const asset = await insertAsset(t, tenant.orgId, { name: "Wagen", type: "ambulance" }, event.id);
    const cases: [unknown, Record<string, string>][] = [
      [
        { latitude: 90.5, longitude: -180.01 },
        { latitude: "tooBig:90", longitude: "tooSmall:-180" },
      ],
      [
        { latitude: -91, longitude: 181 },
        { latitude: "tooSmall:-90", longitude: "tooBig:180" },
      ],
      [
        { latitude: "50.9", longitude: null },
        { latitude: "invalidType", longitude: "required" },
      ],
      [{}, { latitude: "required", longitude: "required" }],
    ];
    for (const [body, fields] of cases) {
      for (const path of [placePath(event.id, asset), `${mapPath(event.id)}/site`]) {
        const res = await admin().json<ErrorBody>("PUT", path, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error).toMatchObject({ code: "VALIDATION_ERROR", fields });
      }
    }
    // The edges of the globe are on it.
    const edge = await admin().json<MapAssetView>("PUT", placePath(event.id, asset), { latitude: -90, longitude: 180 });
    expect(edge.body.placement).toMatchObject({ latitude: -90, longitude: 180 });
  });

  it("refuses every write to a caregiver with 403 and changes nothing", async () => {
    const event = await createEvent(admin(), tenant.orgId, { name: "Alleen kijken" });
    const asset = await insertAsset(t, tenant.orgId, { name: "Tent", type: "tent" }, event.id);
    await admin().json("PUT", placePath(event.id, asset), { latitude: 51, longitude: 4 });
    const caregiver = tenant.caregiver.agent;
    const point = { latitude: 50, longitude: 5 };
    expect((await caregiver.json("PUT", placePath(event.id, asset), point)).status).toBe(403);
    expect((await caregiver.request("DELETE", placePath(event.id, asset))).status).toBe(403);
    expect((await caregiver.json("PUT", `${mapPath(event.id)}/site`, point)).status).toBe(403);
    expect((await caregiver.request("DELETE", `${mapPath(event.id)}/site`)).status).toBe(403);
    const map = await caregiver.json<EventMapView>("GET", mapPath(event.id));
    expect(map.body.assets[0]?.placement).toMatchObject({ latitude: 51, longitude: 4 });
    expect(map.body.event.site).toBeNull();
  });
});

describe("the event's own point", () => {
  it("is set by hand or a tap, shown to members, cleared, and audit-logged", async () => {
    const event = await createEvent(admin(), tenant.orgId, { name: "Stadsfeest Leuven" });
    const site = `${mapPath(event.id)}/site`;
    const set = await admin().json("PUT", site, { latitude: 50.87952, longitude: 4.70109 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ latitude: 50.87952, longitude: 4.70109 });
    const seen = await tenant.caregiver.agent.json<EventMapView>("GET", mapPath(event.id));
    expect(seen.body.event.site).toEqual({ latitude: 50.87952, longitude: 4.70109 });

    expect((await admin().request("DELETE", site)).status).toBe(204);
    expect((await admin().request("DELETE", site)).status).toBe(204);
    expect((await admin().json<EventMapView>("GET", mapPath(event.id))).body.event.site).toBeNull();
    const lines = await auditLines(event.id);
    expect(lines.map((l) => [l.action, l.details])).toEqual([
      ["site_map.point_set", { event: "Stadsfeest Leuven", latitude: 50.8795, longitude: 4.7011 }],
      ["site_map.point_clear", { event: "Stadsfeest Leuven" }],
    ]);
    const foreign = await createEvent(other.admin.agent, other.orgId);
    const refused = await admin().json<ErrorBody>("PUT", `${mapPath(foreign.id)}/site`, { latitude: 1, longitude: 1 });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe("EVENT_NOT_FOUND");
  });
});
