import type { EventMapView } from "@hulppost/shared/maps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";

let t: TestApp;
let tenant: Tenant;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
type Settings = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Tegels" });
});
afterAll(() => t.close());

const switches = { chatEnabled: true, smsCenterEnabled: true, locationsEnabled: true, smsOnAssignment: true };
const settingsPath = () => `/api/orgs/${tenant.orgId}/settings`;
const OWN_TILES = "https://tiles.hulpdienst.example/{z}/{x}/{y}.png?key=abc";

describe("the organisation's tile server", () => {
  it("draws OpenStreetMap's tiles while none is chosen", async () => {
    const settings = await tenant.caregiver.agent.json<Settings>("GET", settingsPath());
    expect(settings.body).toMatchObject({ mapTileUrl: null, mapAttribution: null });
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    const map = await tenant.caregiver.agent.json<EventMapView>(
      "GET",
      `/api/orgs/${tenant.orgId}/events/${event.id}/map`,
    );
    expect(map.body.tiles).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
      custom: false,
    });
  });

  it.each([
    ["javascript:", "javascript:alert(1)//{z}/{x}/{y}"],
    ["a data: URL", "data:image/png;base64,{z}{x}{y}"],
    ["plain http", "http://tiles.example/{z}/{x}/{y}.png"],
    ["no {y}", "https://tiles.example/{z}/{x}.png"],
    ["an unknown placeholder", "https://tiles.example/{z}/{x}/{y}.png?key={apikey}"],
    ["a password in it", "https://user:secret@tiles.example/{z}/{x}/{y}.png"],
    ["a space", "https://tiles.example/{z}/{x}/{y} .png"],
    ["no address at all", "{z}/{x}/{y}"],
    ["over 500 characters", `https://tiles.example/${"a".repeat(480)}/{z}/{x}/{y}.png`],
  ])("refuses %s as a tile URL with a field error", async (_, mapTileUrl) => {
    const res = await tenant.admin.agent.json<ErrorBody>("PUT", settingsPath(), { ...switches, mapTileUrl });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(["mapTileUrl"]);
    expect((await tenant.admin.agent.json<Settings>("GET", settingsPath())).body.mapTileUrl).toBeNull();
  });

  it("keeps an own tile server through saves that leave it out, keeps its attribution as typed text, and clears it", async () => {
    const attribution = ' <img src=x onerror="alert(1)"> © Stad Gent ';
    const saved = await tenant.admin.agent.json<Settings>("PUT", settingsPath(), {
      ...switches,
      mapTileUrl: ` ${OWN_TILES} `,
      mapAttribution: attribution,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ mapTileUrl: OWN_TILES, mapAttribution: attribution.trim() });
    // A client that knows only the switches keeps the tile server.
    const older = await tenant.admin.agent.json<Settings>("PUT", settingsPath(), { ...switches, chatEnabled: false });
    expect(older.body).toMatchObject({ chatEnabled: false, mapTileUrl: OWN_TILES });

    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    const mapPath = `/api/orgs/${tenant.orgId}/events/${event.id}/map`;
    const map = await tenant.caregiver.agent.json<EventMapView>("GET", mapPath);
    // Stored and answered as the text it is; the browser shows it as text, never as HTML.
    expect(map.body.tiles).toEqual({ url: OWN_TILES, attribution: attribution.trim(), custom: true });

    const cleared = await tenant.admin.agent.json<Settings>("PUT", settingsPath(), {
      ...switches,
      mapTileUrl: "",
      mapAttribution: null,
    });
    expect(cleared.body).toMatchObject({ mapTileUrl: null, mapAttribution: null });
    expect((await tenant.caregiver.agent.json<EventMapView>("GET", mapPath)).body.tiles.custom).toBe(false);
    const byCaregiver = await tenant.caregiver.agent.json("PUT", settingsPath(), {
      ...switches,
      mapTileUrl: OWN_TILES,
    });
    expect(byCaregiver.status).toBe(403);
  });
});
