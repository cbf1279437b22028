import { randomUUID } from "node:crypto";
import type { PatientChangesView } from "@hulppost/shared/patient-changes";
import type { PatientHistoryEntry, PatientView } from "@hulppost/shared/patients";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { patients, vitalSigns } from "../../db/schema/index";

/**
 * A device that worked offline sends its kept changes in batches (field mode, decision 035): each
 * change as its own route would take it, in order, an outcome per change.
 */

let t: TestApp;
let tenant: Tenant;
let foreign: Tenant;
let eventId: string;
let foreignEventId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Post Oostende" });
  foreign = await createTenant(t, { label: "Post Elders" });
  eventId = (await createEvent(tenant.admin.agent, tenant.orgId, { name: "Zomerfeest" })).id;
  foreignEventId = (await createEvent(foreign.admin.agent, foreign.orgId, { name: "Ander feest" })).id;
  const assigned = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${eventId}/assignments`, {
    userId: tenant.caregiver.id,
  });
  expect(assigned.status).toBe(201);
});
afterAll(() => t.close());

const send = (changes: unknown[], agent = tenant.caregiver.agent, orgId = tenant.orgId) =>
  agent.json<PatientChangesView & { error?: { code: string; fields?: Record<string, string> } }>(
    "POST",
    `/api/orgs/${orgId}/patient-changes`,
    { changes },
  );
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe("a night's changes in one request", () => {
  it("applies them in order, once, with the history in the order they were made", async () => {
    const id = randomUUID();
    const changes = [
      { kind: "createPatient", eventId, body: { id, firstName: "Nora", urgency: "medium", registeredAt: ago(30) } },
      { kind: "addVitals", patientId: id, body: { id: randomUUID(), heartRate: 92, recordedAt: ago(25) } },
      { kind: "updatePatient", patientId: id, body: { complaint: "Duizelig", editedAt: ago(20) } },
      { kind: "addVitals", patientId: id, body: { id: randomUUID(), heartRate: 84, recordedAt: ago(15) } },
      { kind: "changeStatus", patientId: id, body: { status: "completed", changedAt: ago(10) } },
    ];
    const first = await send(changes);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.results.map((r) => [r.outcome, r.status])).toEqual([
      ["applied", 201],
      ["applied", 201],
      ["applied", 200],
      ["applied", 201],
      ["applied", 200],
    ]);
    expect(first.body.results[4]?.patient).toMatchObject({ id, status: "completed", complaint: "Duizelig" });
    expect(first.body.results[1]?.patient).toBeNull();

    // The answer was lost and the device sends the same batch again: nothing twice.
    const again = await send(changes);
    expect(again.body.results.map((r) => r.outcome)).toEqual(["applied", "applied", "applied", "applied", "applied"]);
    expect(again.body.results[0]?.status).toBe(200);
    expect(await t.deps.db.select().from(vitalSigns).where(eq(vitalSigns.patientId, id))).toHaveLength(2);
    const history = await tenant.admin.agent.json<PatientHistoryEntry[]>(
      "GET",
      `/api/orgs/${tenant.orgId}/patients/${id}/history`,
    );
    expect(
      history.body
        .filter((h) => h.kind !== "viewed")
        .map((h) => h.kind)
        .reverse(),
    ).toEqual(["created", "vitals", "updated", "vitals", "status"]);
  });

  it("holds a refused patient's later changes and goes on with the others", async () => {
    const good = randomUUID();
    const gone = randomUUID();
    const result = await send([
      { kind: "addVitals", patientId: gone, body: { id: randomUUID(), heartRate: 70 } },
      { kind: "createPatient", eventId, body: { id: good, firstName: "Ward" } },
      { kind: "changeStatus", patientId: gone, body: { status: "completed" } },
      { kind: "addVitals", patientId: good, body: { id: randomUUID(), spo2: 97 } },
    ]);
    expect(result.status).toBe(200);
    expect(result.body.results.map((r) => [r.outcome, r.status])).toEqual([
      ["refused", 404],
      ["applied", 201],
      ["held", 409],
      ["applied", 201],
    ]);
    expect(result.body.results[0]?.error?.code).toBe("PATIENT_NOT_FOUND");
  });

  it("refuses a change with bad data as its own route would, with the field, and applies the rest", async () => {
    const id = randomUUID();
    const result = await send([
      { kind: "createPatient", eventId, body: { id, firstName: "Lien" } },
      { kind: "changeStatus", patientId: id, body: { status: "hospital_referral" } },
      { kind: "changeStatus", patientId: id, body: { status: "under_treatment" } },
    ]);
    expect(result.body.results.map((r) => r.outcome)).toEqual(["applied", "applied", "refused"]);
    expect(result.body.results[2]).toMatchObject({ status: 409, error: { code: "INVALID_TRANSITION" } });
    const [row] = await t.deps.db.select().from(patients).where(eq(patients.id, id));
    expect(row?.status).toBe("hospital_referral");
  });

  it("refuses a malformed batch whole, with the field named, and changes nothing", async () => {
    const id = randomUUID();
    const bad = await send([
      { kind: "createPatient", eventId, body: { id, firstName: "Rik" } },
      { kind: "addVitals", patientId: id, body: { id: randomUUID(), heartRate: 900 } },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(bad.body.error?.fields ?? {})).toContain("changes.1.body.heartRate");
    expect(await t.deps.db.select().from(patients).where(eq(patients.id, id))).toHaveLength(0);
    expect((await send([])).status).toBe(400);
    const tooMany = Array.from({ length: 51 }, () => ({
      kind: "createPatient",
      eventId,
      body: { id: randomUUID() },
    }));
    expect((await send(tooMany)).status).toBe(400);
  });

  it("keeps organisations apart: a foreign event or patient is refused as not found, a foreign organisation is 404", async () => {
    const foreignPatient = randomUUID();
    const made = await send(
      [{ kind: "createPatient", eventId: foreignEventId, body: { id: foreignPatient } }],
      foreign.admin.agent,
      foreign.orgId,
    );
    expect(made.body.results[0]?.outcome).toBe("applied");

    const id = randomUUID();
    const result = await send([
      { kind: "createPatient", eventId: foreignEventId, body: { id } },
      { kind: "updatePatient", patientId: foreignPatient, body: { firstName: "Hacker" } },
      { kind: "addVitals", patientId: foreignPatient, body: { id: randomUUID(), heartRate: 60 } },
    ]);
    expect(result.body.results.map((r) => [r.outcome, r.status])).toEqual([
      ["refused", 404],
      ["refused", 404],
      ["held", 409],
    ]);
    const [untouched] = await t.deps.db.select().from(patients).where(eq(patients.id, foreignPatient));
    expect(untouched?.firstName).toBeNull();
    expect(await t.deps.db.select().from(patients).where(eq(patients.id, id))).toHaveLength(0);

    const outsider = await send([{ kind: "createPatient", eventId, body: { id: randomUUID() } }], foreign.admin.agent);
    expect(outsider.status).toBe(404);
  });

  it("refuses a caregiver who is not at the event's post, per change", async () => {
    const other = (await createEvent(tenant.admin.agent, tenant.orgId, { name: "Elders" })).id;
    const result = await send([{ kind: "createPatient", eventId: other, body: { id: randomUUID() } }]);
    expect(result.body.results[0]?.outcome).toBe("refused");
    expect([403, 404]).toContain(result.body.results[0]?.status);
    const asAdmin = await send(
      [{ kind: "createPatient", eventId: other, body: { id: randomUUID() } }],
      tenant.admin.agent,
    );
    expect(asAdmin.body.results[0]).toMatchObject({ outcome: "applied", status: 201 });
    expect((asAdmin.body.results[0] as { patient: PatientView }).patient.eventId).toBe(other);
  });
});
