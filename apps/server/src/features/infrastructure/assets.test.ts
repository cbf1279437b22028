import {
  ASSET_STATUSES,
  ASSET_TYPES,
  type AssetListView,
  type AssetView,
  assetListView,
  assetView,
  UNAVAILABILITY_REASONS,
} from "@hulppost/shared/infrastructure";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetInput, assign, createAsset, createPeriod } from "../../../test/helpers/assets";
import { createEvent, inDays, today } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import {
  assetUnavailability,
  auditLog,
  UNAVAILABILITY_REASONS as DB_REASONS,
  ASSET_STATUSES as DB_STATUSES,
  ASSET_TYPES as DB_TYPES,
  eventAssets,
} from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
type ErrorBody = { error: { code: string; fields?: Record<string, string>; details?: Record<string, unknown> } };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Vloot Gent" });
  other = await createTenant(t, { label: "Vloot Brugge" });
});
afterAll(() => t.close());

const base = (org = tenant) => `/api/orgs/${org.orgId}`;
const admin = () => tenant.admin.agent;

describe("asset contracts", () => {
  it("use the types, statuses and reasons of the database", () => {
    expect([...ASSET_TYPES]).toEqual([...DB_TYPES]);
    expect([...ASSET_STATUSES]).toEqual([...DB_STATUSES]);
    expect([...UNAVAILABILITY_REASONS]).toEqual([...DB_REASONS]);
  });
});

describe("assets", () => {
  it("creates an asset with every field, trims text and writes plates and VINs in capitals", async () => {
    const res = await admin().json<AssetView>("POST", `${base()}/assets`, {
      ...assetInput({ name: "  Ziekenwagen Noord ", licencePlate: " 1-abc-123 " }),
      serialNumber: "  ",
      nextMaintenanceOn: "",
    });
    expect(res.status).toBe(201);
    expect(assetView.strict().safeParse(res.body).error?.issues ?? []).toEqual([]);
    expect(res.body).toMatchObject({
      name: "Ziekenwagen Noord",
      type: "ambulance",
      status: "available",
      shownStatus: "available",
      licencePlate: "1-ABC-123",
      vin: "WDB9066331S123456",
      serialNumber: null,
      year: 2019,
      capacity: 2,
      lastMaintenanceOn: "2026-01-15",
      nextMaintenanceOn: null,
      active: true,
      currentEvent: null,
      currentPeriod: null,
    });
    const read = await admin().json<AssetView>("GET", `${base()}/assets/${res.body.id}`);
    expect(read.body).toEqual(res.body);
    const [line] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "asset.create"), eq(auditLog.targetId, res.body.id)));
    expect(line).toMatchObject({ organizationId: tenant.orgId, actorUserId: tenant.admin.id, targetType: "asset" });
  });

  it("needs only a name, and starts as 'other', available and active", async () => {
    const res = await admin().json<AssetView>("POST", `${base()}/assets`, { name: "Verlengkabels" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: "other", status: "available", active: true, capacity: null });
  });

  it.each([
    [{ name: "  " }, "name", "required"],
    [{ name: undefined }, "name", "required"],
    [{ year: 1850 }, "year", "tooSmall:1900"],
    [{ year: new Date().getFullYear() + 2 }, "year", `tooBig:${new Date().getFullYear() + 1}`],
    [{ year: 2019.5 }, "year", "wholeNumber"],
    [{ capacity: -1 }, "capacity", "tooSmall:0"],
    [{ capacity: "veel" }, "capacity", "invalidNumber"],
    [{ nextMaintenanceOn: "2026-02-31" }, "nextMaintenanceOn", "invalidDate"],
    [{ lastMaintenanceOn: "0202-01-01" }, "lastMaintenanceOn", "dateOutOfRange"],
    [{ licencePlate: "X".repeat(21) }, "licencePlate", "tooLong:20"],
    // ISO 3779: 17 characters, without I, O and Q.
    [{ vin: "V".repeat(65) }, "vin", "tooLong:64"],
    [{ vin: "WDB9066331S12345" }, "vin", "invalidVin"],
    [{ vin: "WDB9066331S1234567" }, "vin", "invalidVin"],
    [{ vin: "WDB906633IS123456" }, "vin", "invalidVin"],
    [{ vin: "WDB906633OS123456" }, "vin", "invalidVin"],
    [{ vin: "WDB906633QS123456" }, "vin", "invalidVin"],
    [{ vin: "WDB9066331S12345!" }, "vin", "invalidVin"],
    [{ vin: "12345678" }, "vin", "invalidVin"],
    [{ lastMaintenanceOn: "2026-06-02", nextMaintenanceOn: "2026-06-01" }, "nextMaintenanceOn", "maintenanceOrder"],
    [{ serialNumber: "S".repeat(101) }, "serialNumber", "tooLong:100"],
    [{ type: "helicopter" }, "type", "invalidChoice"],
    [{ status: "kapot" }, "status", "invalidChoice"],
  ])("refuses %j with a message on %s", async (overrides, field, message) => {
    const res = await admin().json<ErrorBody>("POST", `${base()}/assets`, assetInput(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(message);
  });

  it.each([
    ["WDB9066331S123456", "WDB9066331S123456"],
    ["wdb9066331s123456", "WDB9066331S123456"],
    // Copied from a registration paper with its spaces and dashes.
    ["WDB 906633 1S-123456", "WDB9066331S123456"],
    ["", null],
  ])("takes the VIN %j as %j", async (vin, stored) => {
    const res = await admin().json<AssetView>("POST", `${base()}/assets`, assetInput({ vin }));
    expect(res.status).toBe(201);
    expect(res.body.vin).toBe(stored);
  });

  it("keeps the maintenance dates in order, also when a change names only one of them", async () => {
    const asset = await createAsset(admin(), tenant.orgId, {
      name: "Ziekenwagen Onderhoud",
      lastMaintenanceOn: "2026-03-01",
      nextMaintenanceOn: "2026-09-01",
    });
    const url = `${base()}/assets/${asset.id}`;
    // The same day for both is allowed (a service done and the next planned on the day, say).
    expect(
      (
        await admin().json<AssetView>(
          "POST",
          `${base()}/assets`,
          assetInput({ lastMaintenanceOn: "2026-05-05", nextMaintenanceOn: "2026-05-05" }),
        )
      ).status,
    ).toBe(201);
    const early = await admin().json<ErrorBody>("PATCH", url, { nextMaintenanceOn: "2026-02-28" });
    expect(early.status).toBe(400);
    expect(early.body.error.fields).toEqual({ nextMaintenanceOn: "maintenanceOrder" });
    const late = await admin().json<ErrorBody>("PATCH", url, { lastMaintenanceOn: "2026-09-02" });
    expect(late.status).toBe(400);
    expect(late.body.error.fields).toEqual({ lastMaintenanceOn: "maintenanceOrder" });
    // Nothing was written by the refused changes.
    const kept = await admin().json<AssetView>("GET", url);
    expect(kept.body).toMatchObject({
      lastMaintenanceOn: "2026-03-01",
      nextMaintenanceOn: "2026-09-01",
      version: asset.version,
    });
    // Both moved together, or the other one cleared, is fine.
    expect(
      (await admin().json("PATCH", url, { lastMaintenanceOn: "2026-10-01", nextMaintenanceOn: "2027-04-01" })).status,
    ).toBe(200);
    expect((await admin().json("PATCH", url, { nextMaintenanceOn: null })).status).toBe(200);
    expect((await admin().json("PATCH", url, { lastMaintenanceOn: "2027-05-01" })).status).toBe(200);
  });

  it("changes only what a PATCH names, clears a field sent as null, and refuses an empty one", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Ziekenwagen Zuid", capacity: 3 });
    const res = await admin().json<AssetView>("PATCH", `${base()}/assets/${asset.id}`, {
      status: "maintenance",
      capacity: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "maintenance", shownStatus: "maintenance", capacity: null });
    expect(res.body.licencePlate).toBe(asset.licencePlate);
    expect(res.body.name).toBe("Ziekenwagen Zuid");
    const empty = await admin().json<ErrorBody>("PATCH", `${base()}/assets/${asset.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?._).toBe("nothingToChange");
    expect((await admin().json<ErrorBody>("PATCH", `${base()}/assets/${asset.id}`, { name: "" })).status).toBe(400);
  });

  it("deletes an asset with its periods and its places on events", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Weg ermee", type: "tent" });
    await createPeriod(admin(), tenant.orgId, asset.id, { startsOn: inDays(40), endsOn: inDays(41) });
    const event = await createEvent(admin(), tenant.orgId, { name: "Afscheidsfeest", date: inDays(20) });
    expect((await assign(admin(), tenant.orgId, event.id, asset.id)).status).toBe(201);
    expect((await admin().delete(`${base()}/assets/${asset.id}`)).status).toBe(204);
    expect((await admin().json("GET", `${base()}/assets/${asset.id}`)).status).toBe(404);
    expect(await t.deps.db.select().from(assetUnavailability).where(eq(assetUnavailability.assetId, asset.id))).toEqual(
      [],
    );
    expect(await t.deps.db.select().from(eventAssets).where(eq(eventAssets.assetId, asset.id))).toEqual([]);
    const [line] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "asset.delete"), eq(auditLog.targetId, asset.id)));
    expect(line?.details).toMatchObject({ name: "Weg ermee", periods: 1, events: 1 });
    expect((await admin().delete(`${base()}/assets/${asset.id}`)).status).toBe(404);
  });

  it("lists by name with filters on type, shown status and a search, and counts per type", async () => {
    const own = await createTenant(t);
    const agent = own.admin.agent;
    await createAsset(agent, own.orgId, { name: "Ambulance B", licencePlate: "2-XYZ-987" });
    await createAsset(agent, own.orgId, { name: "ambulance a", licencePlate: null });
    await createAsset(agent, own.orgId, { name: "Tent 6x6", type: "tent", licencePlate: null });
    const blocked = await createAsset(agent, own.orgId, { name: "Tent 3x3", type: "tent", licencePlate: null });
    await createPeriod(agent, own.orgId, blocked.id, { startsOn: inDays(-1), endsOn: inDays(1), reason: "repair" });
    const list = async (query = "") => (await agent.json<AssetListView>("GET", `${base(own)}/assets${query}`)).body;

    const all = await list();
    expect(assetListView.strict().safeParse(all).error?.issues ?? []).toEqual([]);
    expect(all.assets.map((a) => a.name)).toEqual(["ambulance a", "Ambulance B", "Tent 3x3", "Tent 6x6"]);
    expect(all.counts).toEqual({ ambulance: 2, tent: 2, equipment: 0, vehicle: 0, other: 0 });
    const tents = await list("?type=tent");
    expect(tents.assets.map((a) => a.name)).toEqual(["Tent 3x3", "Tent 6x6"]);
    // Counts leave the type filter out, so every type's chip keeps its number.
    expect(tents.counts.ambulance).toBe(2);
    const unavailable = await list("?status=unavailable");
    expect(unavailable.assets.map((a) => a.name)).toEqual(["Tent 3x3"]);
    expect(unavailable.counts).toMatchObject({ ambulance: 0, tent: 1 });
    expect((await list("?search=xyz")).assets.map((a) => a.name)).toEqual(["Ambulance B"]);
    expect((await list("?search=%25")).assets).toEqual([]);
    expect((await agent.json("GET", `${base(own)}/assets?type=boot`)).status).toBe(400);
  });
});

describe("shown status", () => {
  it("is unavailable on a day a period covers, with that period, whatever was set by hand", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "In de garage" });
    const period = await createPeriod(admin(), tenant.orgId, asset.id, {
      startsOn: today(),
      endsOn: inDays(3),
      reason: "repair",
    });
    const read = (await admin().json<AssetView>("GET", `${base()}/assets/${asset.id}`)).body;
    expect(read).toMatchObject({
      status: "available",
      shownStatus: "unavailable",
      currentPeriod: { id: period.id, startsOn: today(), endsOn: inDays(3), reason: "repair" },
    });
    // A period that starts tomorrow leaves today alone.
    const later = await createAsset(admin(), tenant.orgId, { name: "Morgen weg" });
    await createPeriod(admin(), tenant.orgId, later.id, { startsOn: inDays(1), endsOn: inDays(2) });
    expect((await admin().json<AssetView>("GET", `${base()}/assets/${later.id}`)).body.shownStatus).toBe("available");
  });

  it("is in use while assigned to a live event, and follows the hand-set status again after it", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Op het festival", type: "tent" });
    const live = await createEvent(admin(), tenant.orgId, {
      name: "Festival nu",
      date: inDays(-1),
      endDate: inDays(1),
      startTime: "10:00",
      endTime: "10:00",
    });
    expect((await assign(admin(), tenant.orgId, live.id, asset.id)).status).toBe(201);
    const read = (await admin().json<AssetView>("GET", `${base()}/assets/${asset.id}`)).body;
    expect(read).toMatchObject({ shownStatus: "in_use", currentEvent: { id: live.id, name: "Festival nu" } });
    const listed = await admin().json<AssetListView>("GET", `${base()}/assets?status=in_use`);
    expect(listed.body.assets.map((a) => a.id)).toContain(asset.id);
    // A future event does not make it in use today.
    const later = await createAsset(admin(), tenant.orgId, { name: "Volgende week", type: "tent" });
    const next = await createEvent(admin(), tenant.orgId, { name: "Volgende week", date: inDays(7) });
    expect((await assign(admin(), tenant.orgId, next.id, later.id)).status).toBe(201);
    expect((await admin().json<AssetView>("GET", `${base()}/assets/${later.id}`)).body.shownStatus).toBe("available");
    // Cancelled, the live event no longer holds it.
    await admin().json("PATCH", `${base()}/events/${live.id}`, { cancelled: true });
    expect((await admin().json<AssetView>("GET", `${base()}/assets/${asset.id}`)).body).toMatchObject({
      shownStatus: "available",
      currentEvent: null,
    });
  });
});

describe("who may", () => {
  it("refuses a caregiver every asset route with 403, reads included", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Alleen voor beheerders" });
    const caregiver = tenant.caregiver.agent;
    expect((await caregiver.json("GET", `${base()}/assets`)).status).toBe(403);
    expect((await caregiver.json("GET", `${base()}/assets/${asset.id}`)).status).toBe(403);
    expect((await caregiver.json("POST", `${base()}/assets`, assetInput())).status).toBe(403);
    expect((await caregiver.json("PATCH", `${base()}/assets/${asset.id}`, { name: "Van mij" })).status).toBe(403);
    expect((await caregiver.json("DELETE", `${base()}/assets/${asset.id}`)).status).toBe(403);
    expect((await admin().json<AssetView>("GET", `${base()}/assets/${asset.id}`)).body.name).toBe(
      "Alleen voor beheerders",
    );
  });

  it("answers 404 for another organisation's asset, and never lists it", async () => {
    const theirs = await createAsset(other.admin.agent, other.orgId, { name: "Van de buren" });
    expect((await admin().json("GET", `${base()}/assets/${theirs.id}`)).status).toBe(404);
    expect((await admin().json("PATCH", `${base()}/assets/${theirs.id}`, { name: "Gestolen" })).status).toBe(404);
    expect((await admin().json("DELETE", `${base()}/assets/${theirs.id}`)).status).toBe(404);
    const mine = await admin().json<AssetListView>("GET", `${base()}/assets?search=buren`);
    expect(mine.body.assets).toEqual([]);
    const audited = await t.deps.db.select().from(auditLog).where(like(auditLog.action, "asset.%"));
    expect(audited.every((line) => line.targetId !== theirs.id || line.organizationId === other.orgId)).toBe(true);
  });
});
