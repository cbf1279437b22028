import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { profiles, userOrganizations } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let doctor: TestUser;
let firstAider: TestUser;

async function join(person: TestUser, organizationId: string, qualification: Partial<typeof profiles.$inferInsert>) {
  await t.deps.db.insert(userOrganizations).values({ userId: person.id, organizationId, role: "hulpverlener" });
  await t.deps.db.update(profiles).set(qualification).where(eq(profiles.userId, person.id));
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t);
  doctor = await t.createUser({ firstName: "Dokter", lastName: "Dirk" });
  firstAider = await t.createUser({ firstName: "Eerste", lastName: "Hulp" });
  await join(doctor, tenant.orgId, { isDoctor: true, hasFirstAidCertificate: true });
  await join(firstAider, tenant.orgId, { hasFirstAidCertificate: true });
});
afterAll(() => t.close());

const path = (eventId: string, rest = "") => `/api/orgs/${tenant.orgId}/events/${eventId}${rest}`;
type Overlap = { id: string | null; name: string | null; startsAt: string };

describe("working two events at once", () => {
  it("warns about an overlapping event without refusing", async () => {
    const first = await createEvent(tenant.admin.agent, tenant.orgId, {
      name: "Ochtend",
      date: inDays(20),
      startTime: "08:00",
      endTime: "12:00",
    });
    const second = await createEvent(tenant.admin.agent, tenant.orgId, {
      name: "Middag",
      date: inDays(20),
      startTime: "11:00",
      endTime: "15:00",
    });
    await tenant.admin.agent.json("POST", path(first.id, "/assignments"), { userId: doctor.id });
    const overlap = await tenant.admin.agent.json<{ overlapping: { id: string }[] }>(
      "POST",
      path(second.id, "/assignments"),
      { userId: doctor.id },
    );
    expect(overlap.status).toBe(201);
    expect(overlap.body.overlapping.map((e) => e.id)).toEqual([first.id]);
    const candidates = await tenant.admin.agent.json<{ userId: string; assigned: boolean; overlapping: unknown[] }[]>(
      "GET",
      path(first.id, "/candidates?qualification=first_aider"),
    );
    expect(candidates.body.find((c) => c.userId === doctor.id)).toMatchObject({
      assigned: true,
      overlapping: [expect.objectContaining({ id: second.id })],
    });
    expect(candidates.body.map((c) => c.userId)).toContain(firstAider.id);
  });

  it("names another organisation's event to nobody: it is only 'busy elsewhere'", async () => {
    const other = await createTenant(t);
    await join(doctor, other.orgId, { isDoctor: true });
    const secret = await createEvent(other.admin.agent, other.orgId, {
      name: "Geheime opdracht",
      date: inDays(30),
      startTime: "09:00",
      endTime: "17:00",
    });
    const assigned = await other.admin.agent.json("POST", `/api/orgs/${other.orgId}/events/${secret.id}/assignments`, {
      userId: doctor.id,
    });
    expect(assigned.status).toBe(201);
    const ours = await createEvent(tenant.admin.agent, tenant.orgId, {
      name: "Marathon",
      date: inDays(30),
      startTime: "12:00",
      endTime: "20:00",
    });
    const candidates = await tenant.admin.agent.json<{ userId: string; overlapping: Overlap[] }[]>(
      "GET",
      path(ours.id, "/candidates"),
    );
    const clash = candidates.body.find((c) => c.userId === doctor.id)?.overlapping;
    expect(clash).toHaveLength(1);
    expect(clash?.[0]).toMatchObject({ id: null, name: null });
    expect(JSON.stringify(candidates.body)).not.toContain("Geheime opdracht");
    expect(JSON.stringify(candidates.body)).not.toContain(secret.id);

    const result = await tenant.admin.agent.json<{ overlapping: Overlap[] }>("POST", path(ours.id, "/assignments"), {
      userId: doctor.id,
    });
    expect(result.status).toBe(201);
    expect(result.body.overlapping).toEqual([{ id: null, name: null, startsAt: clash?.[0]?.startsAt }]);
  });
});
