import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaredPermissions } from "../../src/http/route";
import { createEvent } from "../helpers/events";
import { createTenant, type Tenant } from "../helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../helpers/test-app";

/**
 * A PATCH changes what it names and nothing else. Each PATCH route gets one field, and every other
 * field of the record must read the same afterwards (zod keeps defaults inside `.partial()`, which
 * once reset an organisation's plan to free and a team's colour to blue). A new PATCH route without
 * a case here fails the first test.
 */

let t: TestApp;
let tenant: Tenant;
let root: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { plan: "premium" });
  root = await t.createUser({ roles: ["super_admin"] });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

/** Everything but the named field and the moments of change. */
const without = (record: Json, ...fields: string[]) =>
  Object.fromEntries(
    Object.entries(record).filter(([key]) => !fields.includes(key) && key !== "updatedAt" && key !== "version"),
  );

const CASES = [
  "PATCH /api/me/profile",
  "PATCH /api/orgs/{orgId}",
  "PATCH /api/orgs/{orgId}/members/{userId}",
  "PATCH /api/platform/organizations/{orgId}",
  "PATCH /api/orgs/{orgId}/events/{eventId}",
  "PATCH /api/orgs/{orgId}/teams/{teamId}",
  "PATCH /api/orgs/{orgId}/patients/{patientId}",
  // Treatments
  "PATCH /api/orgs/{orgId}/treatment-categories/{categoryId}",
  "PATCH /api/orgs/{orgId}/treatment-templates/{templateId}",
  // Infrastructure
  "PATCH /api/orgs/{orgId}/assets/{assetId}",
  "PATCH /api/orgs/{orgId}/asset-periods/{periodId}",
];

describe("partial updates", () => {
  it("has a case below for every PATCH route", () => {
    const patches = [...declaredPermissions.keys()].filter((key) => key.startsWith("PATCH "));
    expect(patches.sort()).toEqual([...CASES].sort());
  });

  it("PATCH /api/me/profile with only a phone number keeps names, address, IBAN, birth date and qualifications", async () => {
    const me = tenant.caregiver.agent;
    const full = {
      firstName: "Lotte",
      lastName: "Janssens",
      phone: "0470 11 11 11",
      address: "Kerkstraat 1, Gent",
      iban: "BE68 5390 0754 7034",
      vatNumber: "BE0123456789",
      diploma: "Bachelor verpleegkunde",
      birthDate: "1990-02-03",
      gender: "vrouw",
      isDoctor: false,
      isNurse: true,
      hasFirstAidCertificate: true,
    };
    expect((await me.json("PATCH", "/api/me/profile", full)).status).toBe(200);
    const before = (await me.json<{ profile: Json }>("GET", "/api/me")).body.profile;
    const res = await me.json<Json>("PATCH", "/api/me/profile", { phone: "0470 22 22 22" });
    expect(res.status).toBe(200);
    const after = (await me.json<{ profile: Json }>("GET", "/api/me")).body.profile;
    expect(after.phone).toBe("+32470222222");
    expect(without(after, "phone")).toEqual(without(before, "phone"));
    // Naming a field as null or "" still clears it on purpose.
    await me.json("PATCH", "/api/me/profile", { diploma: "" });
    expect((await me.json<{ profile: Json }>("GET", "/api/me")).body.profile.diploma).toBeNull();
  });

  it("PATCH /api/orgs/{orgId} with only a phone number keeps the name and the contact email", async () => {
    const path = `/api/orgs/${tenant.orgId}`;
    await tenant.admin.agent.json("PATCH", path, {
      displayName: "Rode Kruis Gent",
      contactEmail: "info@rkgent.test",
      contactPhone: "09 111 11 11",
    });
    const before = (await tenant.admin.agent.json<Json>("GET", path)).body;
    const res = await tenant.admin.agent.json<Json>("PATCH", path, { contactPhone: "09 222 22 22" });
    expect(res.status).toBe(200);
    expect(res.body.contactPhone).toBe("+3292222222");
    expect(without(res.body, "contactPhone")).toEqual(without(before, "contactPhone"));
  });

  it("PATCH /api/orgs/{orgId}/members/{userId} with only the role keeps the primary flag", async () => {
    const path = `/api/orgs/${tenant.orgId}/members/${tenant.caregiver.id}`;
    const before = (await tenant.admin.agent.json<Json>("GET", path)).body;
    expect(before.isPrimary).toBe(true);
    const res = await tenant.admin.agent.json<Json>("PATCH", path, { role: "admin" });
    expect(res.status).toBe(200);
    const after = (await tenant.admin.agent.json<Json>("GET", path)).body;
    expect(after.role).toBe("admin");
    expect(without(after, "role", "accountManagedHere")).toEqual(without(before, "role", "accountManagedHere"));
    await tenant.admin.agent.json("PATCH", path, { role: "hulpverlener" });
  });

  it("PATCH /api/platform/organizations/{orgId} with only a phone number keeps plan, active flag and the rest", async () => {
    const other = await createTenant(t, { plan: "premium" });
    await root.agent.json("PATCH", `/api/platform/organizations/${other.orgId}`, {
      active: false,
      contactEmail: "x@y.test",
    });
    const list = async () =>
      (await root.agent.json<Json[]>("GET", "/api/platform/organizations")).body.find((o) => o.id === other.orgId);
    const before = (await list()) as Json;
    expect(before).toMatchObject({ plan: "premium", active: false });
    const res = await root.agent.json<Json>("PATCH", `/api/platform/organizations/${other.orgId}`, {
      contactPhone: "0470 12 34 56",
    });
    expect(res.status).toBe(200);
    const after = (await list()) as Json;
    expect(after).toMatchObject({ plan: "premium", active: false, contactPhone: "+32470123456" });
    expect(without(after, "contactPhone")).toEqual(without(before, "contactPhone"));
  });

  it("PATCH /api/orgs/{orgId}/events/{eventId} with only the location keeps every other field", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Gentse Feesten" });
    const path = `/api/orgs/${tenant.orgId}/events/${event.id}`;
    await tenant.admin.agent.json("PATCH", path, { cancelled: true });
    const before = (await tenant.admin.agent.json<Json>("GET", path)).body;
    const res = await tenant.admin.agent.json<Json>("PATCH", path, { location: "Sint-Baafsplein" });
    expect(res.status).toBe(200);
    const after = (await tenant.admin.agent.json<Json>("GET", path)).body;
    expect(after.location).toBe("Sint-Baafsplein");
    expect(without(after, "location")).toEqual(without(before, "location"));
  });

  it("PATCH /api/orgs/{orgId}/teams/{teamId} with only a name keeps the colour and description", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Marathon" });
    const made = await tenant.admin.agent.json<Json>("POST", `/api/orgs/${tenant.orgId}/events/${event.id}/teams`, {
      name: "Post 1",
      description: "Bij de finish",
      color: "#dc2626",
    });
    const res = await tenant.admin.agent.json<Json>("PATCH", `/api/orgs/${tenant.orgId}/teams/${made.body.id}`, {
      name: "Post 1 (finish)",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...made.body, name: "Post 1 (finish)", version: (made.body.version as number) + 1 });
  });

  it("PATCH /api/orgs/{orgId}/patients/{patientId} with only the pain score keeps the rest of the record", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Stadsloop" });
    const made = await tenant.admin.agent.json<Json>("POST", `/api/orgs/${tenant.orgId}/events/${event.id}/patients`, {
      id: randomUUID(),
      firstName: "Ann",
      lastName: "Maes",
      urgency: "high",
      complaint: "Val op de knie",
      bodyParts: ["left_knee"],
      allergies: "Penicilline",
      gcsEye: 4,
      gcsVerbal: 5,
      gcsMotor: 6,
      outcome: "hospital",
      destinationHospital: "UZ Gent",
      spo2Scale2: true,
      pain: 3,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const path = `/api/orgs/${tenant.orgId}/patients/${made.body.id}`;
    const before = (await tenant.admin.agent.json<Json>("GET", path)).body;
    const res = await tenant.admin.agent.json<Json>("PATCH", path, { pain: 7 });
    expect(res.status).toBe(200);
    const after = (await tenant.admin.agent.json<Json>("GET", path)).body;
    expect(after.pain).toBe(7);
    expect(without(after, "pain", "updatedBy")).toEqual(without(before, "pain", "updatedBy"));
  });

  // Treatments.
  it("PATCH /api/orgs/{orgId}/treatment-categories/{categoryId} with only the active flag keeps the name", async () => {
    const path = `/api/orgs/${tenant.orgId}/treatment-categories`;
    const made = await tenant.admin.agent.json<Json>("POST", path, { name: "Sportletsels" });
    const res = await tenant.admin.agent.json<Json>("PATCH", `${path}/${made.body.id}`, { active: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...made.body, active: false });
  });

  it("PATCH /api/orgs/{orgId}/treatment-templates/{templateId} with only a name keeps steps, medications and the rest", async () => {
    const categories = await tenant.admin.agent.json<Json[]>("GET", `/api/orgs/${tenant.orgId}/treatment-categories`);
    const trauma = categories.body.find((c) => c.builtIn === "trauma") as Json;
    const made = await tenant.admin.agent.json<Json>("POST", `/api/orgs/${tenant.orgId}/treatment-templates`, {
      name: "Verstuikte enkel",
      categoryId: trauma.id,
      description: "Enkeltrauma",
      templateText: "Ottawa-regels",
      steps: ["Rust", "IJs", "Compressie", "Elevatie"],
      medications: [{ name: "Paracetamol", dosage: "1 g", frequency: "4× per dag", route: "oraal" }],
      equipment: ["Coldpack"],
      active: false,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const path = `/api/orgs/${tenant.orgId}/treatment-templates/${made.body.id}`;
    const res = await tenant.admin.agent.json<Json>("PATCH", path, { name: "Verstuikte enkel (RICE)" });
    expect(res.status).toBe(200);
    const after = (await tenant.admin.agent.json<Json>("GET", path)).body;
    expect(after.name).toBe("Verstuikte enkel (RICE)");
    expect(without(after, "name")).toEqual(without(made.body, "name"));
  });

  // Infrastructure.
  it("PATCH /api/orgs/{orgId}/assets/{assetId} with only the status keeps plate, dates, capacity and the rest", async () => {
    const path = `/api/orgs/${tenant.orgId}/assets`;
    const made = await tenant.admin.agent.json<Json>("POST", path, {
      name: "Ziekenwagen 3",
      type: "ambulance",
      description: "Type B",
      homeLocation: "Garage Gent",
      capacity: 2,
      licencePlate: "1-ABC-123",
      vin: "WDB9066331S123456",
      serialNumber: "SN-9",
      manufacturer: "Mercedes-Benz",
      model: "Sprinter",
      year: 2019,
      lastMaintenanceOn: "2026-01-15",
      nextMaintenanceOn: "2027-01-15",
      active: false,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const res = await tenant.admin.agent.json<Json>("PATCH", `${path}/${made.body.id}`, { status: "maintenance" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("maintenance");
    expect(without(res.body, "status", "shownStatus")).toEqual(without(made.body, "status", "shownStatus"));
  });

  it("PATCH /api/orgs/{orgId}/asset-periods/{periodId} with only the detail keeps the dates and the reason", async () => {
    const asset = await tenant.admin.agent.json<Json>("POST", `/api/orgs/${tenant.orgId}/assets`, { name: "Tent" });
    const made = await tenant.admin.agent.json<Json>(
      "POST",
      `/api/orgs/${tenant.orgId}/assets/${asset.body.id}/periods`,
      {
        startsOn: "2027-03-01",
        endsOn: "2027-03-04",
        reason: "loaned",
        detail: "Rode Kruis",
      },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const res = await tenant.admin.agent.json<Json>(
      "PATCH",
      `/api/orgs/${tenant.orgId}/asset-periods/${made.body.id}`,
      {
        detail: "Rode Kruis Kortrijk",
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...made.body, detail: "Rode Kruis Kortrijk" });
  });

  it("refuses a PATCH that names no field it knows", async () => {
    const res = await tenant.admin.agent.json<{ error: { code: string; fields: Json } }>(
      "PATCH",
      `/api/orgs/${tenant.orgId}`,
      { colour: "red" },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ _: "nothingToChange" });
  });
});
