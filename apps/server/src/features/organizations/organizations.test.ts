import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { organizationSettings, organizations, userOrganizations } from "../../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function organizationCount() {
  const [row] = await t.deps.db.select({ n: count() }).from(organizations);
  return row?.n ?? 0;
}

type ErrorBody = { error: { code: string; fields?: Record<string, string>; details?: Record<string, unknown> } };

describe("create organisation", () => {
  it("makes the organisator its responsible person and admin, with every setting on but SMS (free plan)", async () => {
    const organisator = await t.createUser({ roles: ["organisator"] });
    const res = await organisator.agent.json<{
      id: string;
      name: string;
      displayName: string;
      contactEmail: string | null;
      contactPhone: string | null;
    }>("POST", "/api/organizations", {
      displayName: "  Rode Kruis Gent  ",
      name: "Rode Kruis Gent",
      contactEmail: " ",
      contactPhone: "09 123 45 67",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      displayName: "Rode Kruis Gent",
      name: "rode_kruis_gent",
      contactEmail: null,
      contactPhone: "+3291234567",
    });
    const [membership] = await t.deps.db
      .select()
      .from(userOrganizations)
      .where(eq(userOrganizations.organizationId, res.body.id));
    expect(membership).toMatchObject({ userId: organisator.id, role: "admin", isPrimary: true });
    const [settings] = await t.deps.db
      .select()
      .from(organizationSettings)
      .where(eq(organizationSettings.organizationId, res.body.id));
    // A new organisation is on the free plan, which has no SMS.
    expect(settings).toMatchObject({
      chatEnabled: true,
      smsCenterEnabled: false,
      locationsEnabled: true,
      smsOnAssignment: false,
    });
    const me = await organisator.agent.json<{
      canCreateOrganization: boolean;
      organizations: { id: string; role: string }[];
    }>("GET", "/api/me");
    expect(me.body.canCreateOrganization).toBe(false);
    expect(me.body.organizations).toEqual([expect.objectContaining({ id: res.body.id, role: "admin" })]);

    const again = await organisator.agent.json<ErrorBody>("POST", "/api/organizations", {
      displayName: "Tweede",
      name: "tweede",
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ALREADY_CREATED");
  });

  it.each([
    ["empty names", { displayName: "  ", name: "" }, "displayName", "required"],
    ["a display name over 120 characters", { displayName: "x".repeat(121), name: "x" }, "displayName", "tooLong:120"],
    [
      "a malformed email",
      { displayName: "A", name: "a", contactEmail: "not-an-email" },
      "contactEmail",
      "invalidEmail",
    ],
    ["a malformed phone", { displayName: "A", name: "a", contactPhone: "12" }, "contactPhone", "invalidPhone"],
    ["a system name without letters", { displayName: "A", name: "!!!" }, "name", "required"],
  ])("refuses %s with a field-level message and writes nothing", async (_, body, field, message) => {
    const organisator = await t.createUser({ roles: ["organisator"] });
    const before = await organizationCount();
    const res = await organisator.agent.json<ErrorBody>("POST", "/api/organizations", body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(message);
    expect(await organizationCount()).toBe(before);
  });

  it("refuses a duplicate system name", async () => {
    const first = await t.createUser({ roles: ["organisator"] });
    const second = await t.createUser({ roles: ["organisator"] });
    expect(
      (
        await first.agent.json("POST", "/api/organizations", {
          displayName: "Hulpdienst Zuid",
          name: "hulpdienst_zuid",
        })
      ).status,
    ).toBe(201);
    const before = await organizationCount();
    const res = await second.agent.json<ErrorBody>("POST", "/api/organizations", {
      displayName: "Hulpdienst Zuid",
      name: "Hulpdienst Zuid",
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "NAME_TAKEN", fields: { name: "nameTaken" } });
    expect(await organizationCount()).toBe(before);
  });

  it("is only for organisators (and super admins); anonymous gets 401", async () => {
    const caregiver = await t.createUser();
    expect((await caregiver.agent.json("POST", "/api/organizations", { displayName: "X", name: "x" })).status).toBe(
      403,
    );
    expect((await t.agent().json("POST", "/api/organizations", { displayName: "X", name: "x" })).status).toBe(401);
  });
});

describe("organisation settings and details", () => {
  it("lets the admin change details and settings, the caregiver only read them", async () => {
    const tenant = await createTenant(t);
    const path = `/api/orgs/${tenant.orgId}`;
    const update = await tenant.admin.agent.json<{ displayName: string; contactEmail: string }>("PATCH", path, {
      displayName: "Nieuwe naam",
      contactEmail: "INFO@Example.test",
      contactPhone: "",
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ displayName: "Nieuwe naam", contactEmail: "info@example.test" });
    const switches = { chatEnabled: false, smsCenterEnabled: true, locationsEnabled: false, smsOnAssignment: false };
    const settings = {
      ...switches,
      reportLanguage: "fr",
      triageSystem: "start",
      mapTileUrl: null,
      mapAttribution: null,
    };
    // Every save that changes something counts one version up (decision 036).
    expect((await tenant.admin.agent.json("PUT", `${path}/settings`, settings)).body).toEqual({
      ...settings,
      version: 2,
    });
    expect((await tenant.caregiver.agent.json("GET", `${path}/settings`)).body).toEqual({ ...settings, version: 2 });
    // A save that leaves the report language out keeps it; an unknown language is refused.
    expect((await tenant.admin.agent.json("PUT", `${path}/settings`, switches)).body).toMatchObject(settings);
    expect(
      (await tenant.admin.agent.json("PUT", `${path}/settings`, { ...switches, reportLanguage: "de" })).status,
    ).toBe(400);
    expect(
      (await tenant.caregiver.agent.json("PUT", `${path}/settings`, { ...settings, chatEnabled: true })).status,
    ).toBe(403);
    expect((await tenant.caregiver.agent.json("PATCH", path, { displayName: "Overname" })).status).toBe(403);
    const me = await tenant.caregiver.agent.json<{ organizations: { settings: { chatEnabled: boolean } }[] }>(
      "GET",
      "/api/me",
    );
    expect(me.body.organizations[0]?.settings.chatEnabled).toBe(false);
    const badSettings = await tenant.admin.agent.json<ErrorBody>("PUT", `${path}/settings`, { chatEnabled: "yes" });
    expect(badSettings.status).toBe(400);
  });

  it("keeps SMS off on the free plan: refused when switched on, and off when moved to the free plan", async () => {
    const free = await createTenant(t, { plan: "free" });
    const path = `/api/orgs/${free.orgId}/settings`;
    const on = { chatEnabled: true, smsCenterEnabled: true, locationsEnabled: true, smsOnAssignment: true };
    const refused = await free.admin.agent.json<ErrorBody>("PUT", path, on);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("PLAN_NO_SMS");
    expect(refused.body.error.fields).toEqual({ smsCenterEnabled: "planNoSms", smsOnAssignment: "planNoSms" });
    expect((await free.admin.agent.json<Record<string, boolean>>("GET", path)).body).toMatchObject({
      smsCenterEnabled: false,
      smsOnAssignment: false,
    });
    const off = { ...on, smsCenterEnabled: false, smsOnAssignment: false, chatEnabled: false };
    expect((await free.admin.agent.json("PUT", path, off)).status).toBe(200);

    const premium = await createTenant(t, { plan: "premium" });
    const premiumPath = `/api/orgs/${premium.orgId}/settings`;
    const defaults = { reportLanguage: "nl", triageSystem: "sieve", mapTileUrl: null, mapAttribution: null };
    expect((await premium.admin.agent.json("PUT", premiumPath, on)).body).toMatchObject({ ...on, ...defaults });
    // Moved to the free plan, it stops texting at once, whatever was stored.
    await t.deps.db.update(organizations).set({ plan: "free" }).where(eq(organizations.id, premium.orgId));
    expect((await premium.admin.agent.json("GET", premiumPath)).body).toEqual({
      ...on,
      ...defaults,
      smsCenterEnabled: false,
      smsOnAssignment: false,
      version: expect.any(Number),
    });
    const me = await premium.caregiver.agent.json<{ organizations: { settings: Record<string, boolean> }[] }>(
      "GET",
      "/api/me",
    );
    expect(me.body.organizations[0]?.settings).toMatchObject({ smsCenterEnabled: false, smsOnAssignment: false });
  });
});
