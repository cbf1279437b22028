import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { openStream, type SseReader } from "../../../test/helpers/sse";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { profiles, userOrganizations } from "../../db/schema/index";

let t: TestApp;
const open: SseReader[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.cancel()));
  await t.close();
});

const stream = (person: TestUser, orgId: string) => openStream(person, orgId, open);

async function addCaregiver(tenant: Tenant) {
  const person = await t.createUser({ firstName: "Tweede" });
  await t.deps.db
    .insert(userOrganizations)
    .values({ userId: person.id, organizationId: tenant.orgId, role: "hulpverlener", isPrimary: true });
  await t.deps.db.update(profiles).set({ isNurse: true }).where(eq(profiles.userId, person.id));
  return person;
}

async function assign(tenant: Tenant, eventId: string, userId: string) {
  const res = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${eventId}/assignments`, {
    userId,
  });
  expect(res.status).toBe(201);
}

async function addPatient(tenant: Tenant, eventId: string) {
  const patient = await tenant.admin.agent.json<{ id: string }>(
    "POST",
    `/api/orgs/${tenant.orgId}/events/${eventId}/patients`,
    { id: randomUUID(), firstName: "Piet", complaint: "Enkel", urgency: "low" },
  );
  expect(patient.status).toBe(201);
  const vitals = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/patients/${patient.body.id}/vitals`, {
    id: randomUUID(),
    heartRate: 90,
  });
  expect(vitals.status).toBe(201);
  return patient.body.id;
}

describe("when access ends", () => {
  it("closes a removed member's open stream, and tells the browser not to come back", async () => {
    const tenant = await createTenant(t);
    const reader = await stream(tenant.caregiver, tenant.orgId);
    const res = await tenant.admin.agent.delete(`/api/orgs/${tenant.orgId}/members/${tenant.caregiver.id}`);
    expect(res.status).toBe(204);
    const closed = await reader.waitFor((e) => e.event === "closed");
    expect(JSON.parse(closed.data)).toEqual({ reason: "membership" });
    await reader.ended();
    expect(reader.notices().at(-1)).toMatchObject({ kind: "membership", op: "delete", userId: tenant.caregiver.id });
    expect((await tenant.caregiver.agent.get(`/api/orgs/${tenant.orgId}/stream`)).status).toBe(404);
    expect(t.deps.realtime.streams).toBeLessThanOrEqual(open.filter((s) => !s.done).length);
  });

  it("closes the stream at the next heartbeat once the session is gone (signed out elsewhere)", async () => {
    const tenant = await createTenant(t);
    const reader = await stream(tenant.caregiver, tenant.orgId);
    const stays = await stream(tenant.admin, tenant.orgId);
    expect((await tenant.caregiver.agent.post("/api/auth/sign-out")).status).toBe(200);
    await t.deps.realtime.heartbeat();
    const closed = await reader.waitFor((e) => e.event === "closed");
    expect(JSON.parse(closed.data)).toEqual({ reason: "session" });
    await reader.ended();
    expect(stays.done).toBe(false);
  });

  it("ends the stream without a farewell when the role changes, so the browser reconnects with the new role", async () => {
    const tenant = await createTenant(t);
    const reader = await stream(tenant.caregiver, tenant.orgId);
    const res = await tenant.admin.agent.patch(`/api/orgs/${tenant.orgId}/members/${tenant.caregiver.id}`, {
      role: "admin",
    });
    expect(res.status).toBe(200);
    await reader.ended();
    expect(reader.events.some((e) => e.event === "closed")).toBe(false);
  });
});

describe("what a caregiver's stream carries", () => {
  it("patients and measurements only of their own events; who raised a hand or was assigned elsewhere, never", async () => {
    const tenant = await createTenant(t);
    const colleague = await addCaregiver(tenant);
    const mine = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Mijn post" });
    const other = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Andere post" });
    const caregiver = await stream(tenant.caregiver, tenant.orgId);
    const admin = await stream(tenant.admin, tenant.orgId);
    await assign(tenant, mine.id, tenant.caregiver.id);

    const elsewhere = await addPatient(tenant, other.id);
    const here = await addPatient(tenant, mine.id);
    expect((await colleague.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${other.id}/interest`)).status).toBe(
      200,
    );
    await assign(tenant, other.id, colleague.id);
    await assign(tenant, mine.id, colleague.id);
    const last = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Einde" });
    await caregiver.waitFor((e) => e.event === "notice" && JSON.parse(e.data).subjectId === last.id);
    await admin.waitFor((e) => e.event === "notice" && JSON.parse(e.data).subjectId === last.id);

    const seen = caregiver.notices();
    const clinical = seen.filter((n) => n.kind === "patient" || n.kind === "vitals");
    expect(clinical.some((n) => n.kind === "vitals")).toBe(true);
    for (const notice of clinical) expect(notice).toMatchObject({ eventId: mine.id });
    expect(new Set(clinical.filter((n) => n.kind === "patient").map((n) => n.subjectId))).toEqual(new Set([here]));
    expect(seen.some((n) => n.kind === "interest")).toBe(false);
    const assignments = seen.filter((n) => n.kind === "assignment");
    expect(assignments.map((n) => [n.eventId, n.userId])).toEqual([
      [mine.id, tenant.caregiver.id],
      [other.id, null],
      [mine.id, colleague.id],
    ]);

    // The admin hears all of it, the other event's patient too.
    const everything = admin.notices();
    expect(everything.filter((n) => n.kind === "patient").map((n) => n.subjectId)).toContain(elsewhere);
    expect(everything.some((n) => n.kind === "interest" && n.userId === colleague.id)).toBe(true);
    expect(everything.find((n) => n.kind === "assignment" && n.eventId === other.id)?.userId).toBe(colleague.id);
  });

  it("starts hearing an event's patients once assigned to it, and stops when unassigned", async () => {
    const tenant = await createTenant(t);
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Later" });
    const reader = await stream(tenant.caregiver, tenant.orgId);
    const before = await addPatient(tenant, event.id);
    await assign(tenant, event.id, tenant.caregiver.id);
    const during = await addPatient(tenant, event.id);
    const res = await tenant.admin.agent.delete(
      `/api/orgs/${tenant.orgId}/events/${event.id}/assignments/${tenant.caregiver.id}`,
    );
    expect(res.status).toBeLessThan(300);
    const after = await addPatient(tenant, event.id);
    const last = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Einde" });
    await reader.waitFor((e) => e.event === "notice" && JSON.parse(e.data).subjectId === last.id);
    const patients = reader
      .notices()
      .filter((n) => n.kind === "patient")
      .map((n) => n.subjectId);
    expect(patients).toContain(during);
    expect(patients).not.toContain(before);
    expect(patients).not.toContain(after);
  });
});

describe("when the server stops", () => {
  it("ends every open stream", async () => {
    const tenant = await createTenant(t);
    const reader = await stream(tenant.caregiver, tenant.orgId);
    await t.deps.realtime.close();
    await reader.ended();
    expect(reader.events.some((e) => e.event === "closed")).toBe(false);
    expect((await tenant.caregiver.agent.get(`/api/orgs/${tenant.orgId}/stream`)).status).toBe(503);
  });
});
