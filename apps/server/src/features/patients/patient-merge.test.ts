import { randomUUID } from "node:crypto";
import type { PatientHistoryEntry, PatientView } from "@hulppost/shared/patients";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog, patientHistory, patients } from "../../db/schema/index";

/**
 * Later edit wins, field by field (field mode): two devices edit a record without a
 * connection and sync in either order; what was edited last stands, the rest is in the history.
 */

let t: TestApp;
let tenant: Tenant;
let foreign: Tenant;
let eventId: string;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Post Brugge" });
  foreign = await createTenant(t, { label: "Post Elders" });
  eventId = (await createEvent(tenant.admin.agent, tenant.orgId, { name: "Zandfeesten", hospitalName: "AZ Sint-Jan" }))
    .id;
  const assigned = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${eventId}/assignments`, {
    userId: tenant.caregiver.id,
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
});
afterAll(() => t.close());

const base = () => `/api/orgs/${tenant.orgId}`;
/** Two devices: the caregiver's phone and the post leader's (an admin's) tablet. */
const deviceA = () => tenant.caregiver.agent;
const deviceB = () => tenant.admin.agent;
/** A moment `minutes` before now, as a device stamps its edit. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function register(fields: Record<string, unknown> = {}) {
  const res = await deviceA().json<PatientView>("POST", `${base()}/events/${eventId}/patients`, {
    id: randomUUID(),
    urgency: "medium",
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function patch(agent: ReturnType<typeof deviceA>, id: string, body: Record<string, unknown>) {
  const res = await agent.json<PatientView & ErrorBody>("PATCH", `${base()}/patients/${id}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function history(id: string) {
  const res = await deviceB().json<PatientHistoryEntry[]>("GET", `${base()}/patients/${id}/history`);
  expect(res.status).toBe(200);
  return res.body.filter((h) => h.kind !== "viewed" && h.kind !== "created");
}

const stored = async (id: string) => (await t.deps.db.select().from(patients).where(eq(patients.id, id)))[0];

const auditOf = (id: string, action = "patient.update") =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, id)))
    .orderBy(auditLog.createdAt);

describe("two devices edit the same field offline", () => {
  it("keeps the later edit when the earlier one syncs first: two edits, in the order they were made", async () => {
    const patient = await register();
    const early = ago(10);
    const late = ago(5);
    expect((await patch(deviceA(), patient.id, { urgency: "low", editedAt: early })).urgency).toBe("low");
    expect((await patch(deviceB(), patient.id, { urgency: "high", editedAt: late })).urgency).toBe("high");
    expect(await history(patient.id)).toMatchObject([
      {
        kind: "updated",
        at: late,
        actor: { id: tenant.admin.id },
        changes: [{ field: "urgency", from: "low", to: "high" }],
      },
      {
        kind: "updated",
        at: early,
        actor: { id: tenant.caregiver.id },
        changes: [{ field: "urgency", from: "medium", to: "low" }],
      },
    ]);
    expect((await stored(patient.id))?.fieldEditedAt).toEqual({ urgency: late });
  });

  it("keeps the later edit when the earlier one syncs last: the earlier value is in the history as superseded", async () => {
    const patient = await register();
    const early = ago(10);
    const late = ago(5);
    expect((await patch(deviceB(), patient.id, { urgency: "high", editedAt: late })).urgency).toBe("high");
    const before = await stored(patient.id);
    // The answer is the record as it stands: the later edit's value.
    const answer = await patch(deviceA(), patient.id, { urgency: "low", editedAt: early });
    expect(answer).toMatchObject({ urgency: "high", updatedBy: { id: tenant.admin.id } });
    const after = await stored(patient.id);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(after?.fieldEditedAt).toEqual({ urgency: late });
    // Newest first by the moment each edit was made, not by when it arrived.
    expect(await history(patient.id)).toMatchObject([
      { kind: "updated", at: late, changes: [{ field: "urgency", from: "medium", to: "high" }] },
      {
        kind: "superseded",
        at: early,
        actor: { id: tenant.caregiver.id },
        changes: [{ field: "urgency", from: "high", to: "low" }],
      },
    ]);
    // The audit line names the fields, never their values; nothing applied, yet the edit was there.
    const lines = await auditOf(patient.id);
    expect(lines.at(-1)?.actorUserId).toBe(tenant.caregiver.id);
    expect(lines.at(-1)?.details).toEqual({ fields: [], superseded: ["urgency"] });
    expect(JSON.stringify(lines.map((l) => l.details))).not.toContain("low");
  });

  it("applies edits of different fields from both devices, and splits one body field by field", async () => {
    const patient = await register();
    await patch(deviceB(), patient.id, { allergies: "Penicilline", urgency: "high", editedAt: ago(5) });
    const answer = await patch(deviceA(), patient.id, {
      complaint: "Snijwonde hand",
      urgency: "low",
      editedAt: ago(10),
    });
    expect(answer).toMatchObject({ allergies: "Penicilline", complaint: "Snijwonde hand", urgency: "high" });
    const [superseded, ...rest] = (await history(patient.id)).filter((h) => h.actor?.id === tenant.caregiver.id);
    expect(rest).toMatchObject([
      { kind: "updated", changes: [{ field: "complaint", from: null, to: "Snijwonde hand" }] },
    ]);
    expect(superseded).toMatchObject({ kind: "superseded", changes: [{ field: "urgency", from: "high", to: "low" }] });
    expect(superseded?.at).toBe(rest[0]?.at);
    expect((await auditOf(patient.id)).at(-1)?.details).toEqual({ fields: ["complaint"], superseded: ["urgency"] });
  });

  it("writes no superseded entry for an earlier edit that said the same as the value that stands", async () => {
    const patient = await register();
    await patch(deviceB(), patient.id, { urgency: "high", editedAt: ago(5) });
    const audits = (await auditOf(patient.id)).length;
    await patch(deviceA(), patient.id, { urgency: "high", editedAt: ago(10) });
    expect((await history(patient.id)).map((h) => h.kind)).toEqual(["updated"]);
    expect(await auditOf(patient.id)).toHaveLength(audits);
  });

  it("names the treatment template of a superseded edit, not its id", async () => {
    const category = await deviceB().json<{ id: string }>("POST", `${base()}/treatment-categories`, {
      name: `Wonden ${randomUUID().slice(0, 6)}`,
    });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const template = async (name: string) => {
      const res = await deviceB().json<{ id: string }>("POST", `${base()}/treatment-templates`, {
        name,
        categoryId: category.body.id,
        templateText: `${name}.`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const bandage = await template("Drukverband");
    const stitches = await template("Hechtstrips");
    const patient = await register();
    await patch(deviceB(), patient.id, { treatmentTemplateId: stitches, editedAt: ago(5) });
    const answer = await patch(deviceA(), patient.id, { treatmentTemplateId: bandage, editedAt: ago(10) });
    expect(answer).toMatchObject({ treatmentTemplateId: stitches, treatmentTemplateName: "Hechtstrips" });
    expect((await history(patient.id))[1]).toMatchObject({
      kind: "superseded",
      changes: [{ field: "treatmentTemplate", from: "Hechtstrips", to: "Drukverband" }],
    });
    expect((await auditOf(patient.id)).at(-1)?.details).toEqual({ fields: [], superseded: ["treatmentTemplateId"] });
  });
});

describe("a repeated request", () => {
  it("changes nothing and adds nothing the second time, applied or superseded", async () => {
    const patient = await register();
    const applied = { complaint: "Duizelig", pain: 4, bodyParts: ["head", "neck"], editedAt: ago(8) };
    const first = await patch(deviceA(), patient.id, applied);
    const snapshot = await stored(patient.id);
    const entries = (await history(patient.id)).length;
    const audits = (await auditOf(patient.id)).length;
    expect(await patch(deviceA(), patient.id, applied)).toEqual(first);
    expect(await stored(patient.id)).toEqual(snapshot);
    expect(await history(patient.id)).toHaveLength(entries);
    expect(await auditOf(patient.id)).toHaveLength(audits);

    // A later edit of the complaint; then the first request comes again (its answer was lost):
    // it was applied once, so it is no superseded edit now.
    await patch(deviceB(), patient.id, { complaint: "Flauwgevallen", editedAt: ago(2) });
    const afterLater = (await history(patient.id)).length;
    expect((await patch(deviceA(), patient.id, applied)).complaint).toBe("Flauwgevallen");
    expect(await history(patient.id)).toHaveLength(afterLater);

    // A superseded edit sent twice is in the history once.
    const outrun = { complaint: "Hoofdpijn", editedAt: ago(6) };
    await patch(deviceA(), patient.id, outrun);
    await patch(deviceA(), patient.id, outrun);
    const superseded = (await history(patient.id)).filter((h) => h.kind === "superseded");
    expect(superseded).toMatchObject([{ changes: [{ field: "complaint", from: "Flauwgevallen", to: "Hoofdpijn" }] }]);
    expect((await auditOf(patient.id)).filter((l) => "superseded" in (l.details as object))).toHaveLength(1);
  });
});

describe("the moment of an edit", () => {
  it("is now for an edit without editedAt, and for one whose device clock runs ahead", async () => {
    const patient = await register();
    const start = Date.now();
    await patch(deviceB(), patient.id, { mechanism: "Val van fiets" });
    const online = (await stored(patient.id))?.fieldEditedAt.mechanism as string;
    expect(Date.parse(online)).toBeGreaterThanOrEqual(start);
    expect(Date.parse(online)).toBeLessThanOrEqual(Date.now());
    expect((await history(patient.id))[0]?.at).toBe(online);

    // An hour ahead: accepted, counted as made now.
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    expect((await patch(deviceA(), patient.id, { urgency: "high", editedAt: ahead })).urgency).toBe("high");
    const clamped = (await stored(patient.id))?.fieldEditedAt.urgency as string;
    expect(Date.parse(clamped)).toBeLessThanOrEqual(Date.now());
    expect((await history(patient.id))[0]?.at).toBe(clamped);
    // So an edit made after it, before the device's hour, still applies.
    expect((await patch(deviceB(), patient.id, { urgency: "low" })).urgency).toBe("low");
  });
});

describe("an offline status change", () => {
  const status = (id: string, body: Record<string, unknown>, agent = deviceA()) =>
    agent.json<PatientView & ErrorBody>("POST", `${base()}/patients/${id}/status`, body);

  it("gives way to a later status: 200, the record unchanged, the change in the history as superseded", async () => {
    const patient = await register();
    const called = await status(patient.id, { status: "call_112" }, deviceB());
    expect(called.status).toBe(200);
    const audits = (await auditOf(patient.id, "patient.status")).length;
    const early = ago(10);
    // From call_112 the machine does not allow under_treatment: no 409, the change does not apply.
    for (const asked of ["completed", "under_treatment"]) {
      const res = await status(patient.id, { status: asked, changedAt: early });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ status: "call_112", statusChangedAt: called.body.statusChangedAt });
    }
    // Sent again: nothing more.
    expect((await status(patient.id, { status: "completed", changedAt: early })).status).toBe(200);
    const superseded = (await history(patient.id)).filter((h) => h.kind === "superseded");
    expect(superseded).toMatchObject([
      {
        at: early,
        actor: { id: tenant.caregiver.id },
        changes: [{ field: "status", from: "call_112", to: "under_treatment" }],
      },
      {
        at: early,
        actor: { id: tenant.caregiver.id },
        changes: [{ field: "status", from: "call_112", to: "completed" }],
      },
    ]);
    const lines = await auditOf(patient.id, "patient.status");
    expect(lines.slice(audits).map((l) => l.details)).toEqual([
      { from: "call_112", to: "completed", superseded: true },
      { from: "call_112", to: "under_treatment", superseded: true },
    ]);
    expect((await stored(patient.id))?.status).toBe("call_112");
  });

  it("applies when it is the later one, dated when it was made", async () => {
    const patient = await register({ arrivedAt: ago(30) });
    await status(patient.id, { status: "hospital_referral", changedAt: ago(20) }, deviceB());
    const late = ago(10);
    const res = await status(patient.id, { status: "completed", changedAt: late });
    expect(res.status).toBe(200);
    // Finished without a discharge time: discharged when it was finished.
    expect(res.body).toMatchObject({ status: "completed", statusChangedAt: late, dischargedAt: late });
    const entries = await history(patient.id);
    expect(entries.filter((h) => h.kind === "status").map((h) => [h.at, h.changes[0]?.to])).toEqual([
      [late, "completed"],
      [expect.any(String), "hospital_referral"],
    ]);
    // The referral routed the record to the event's hospital, as an edit of the same moment.
    expect(entries.find((h) => h.kind === "updated")).toMatchObject({
      changes: [
        { field: "outcome", from: null, to: "hospital" },
        { field: "destinationHospital", from: null, to: "AZ Sint-Jan" },
      ],
    });
  });

  it("applies to a record made after it on the server: the first status gives way like an unedited field", async () => {
    // Made offline: the create reaches the server before the status change, made earlier on the device.
    const patient = await register({ arrivedAt: ago(30) });
    const res = await status(patient.id, { status: "completed", changedAt: ago(15) });
    expect(res.body).toMatchObject({ status: "completed" });
    // Nor does an edit made offline before the create arrived give way to the create's values.
    expect((await patch(deviceA(), patient.id, { urgency: "low", editedAt: ago(20) })).urgency).toBe("low");
  });

  it("counts a device clock ahead as now", async () => {
    const patient = await register();
    const res = await status(patient.id, {
      status: "completed",
      changedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.statusChangedAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe("what is refused", () => {
  it("refuses a malformed moment field by field and writes nothing", async () => {
    const patient = await register();
    const snapshot = await stored(patient.id);
    for (const [body, field, message] of [
      [{ urgency: "low", editedAt: "gisteren" }, "editedAt", "invalidDateTime"],
      [{ urgency: "low", editedAt: 1_700_000_000_000 }, "editedAt", "invalidType"],
      [{ urgency: "low", editedAt: "1200-01-01T00:00:00Z" }, "editedAt", "dateOutOfRange"],
    ] as const) {
      const res = await deviceA().json<ErrorBody>("PATCH", `${base()}/patients/${patient.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields?.[field], JSON.stringify(res.body)).toBe(message);
    }
    // The moment alone changes nothing: as empty as {}.
    const empty = await deviceA().json<ErrorBody>("PATCH", `${base()}/patients/${patient.id}`, { editedAt: ago(1) });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain("nothingToChange");
    const badStatus = await deviceA().json<ErrorBody>("POST", `${base()}/patients/${patient.id}/status`, {
      status: "completed",
      changedAt: "straks",
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.fields?.changedAt).toBe("invalidDateTime");
    expect(await stored(patient.id)).toEqual(snapshot);
    expect(await history(patient.id)).toEqual([]);
  });

  it("answers 404 for another organisation's patient, with or without a moment", async () => {
    const patient = await register();
    const elsewhere = `/api/orgs/${foreign.orgId}/patients/${patient.id}`;
    const edit = await foreign.admin.agent.json<ErrorBody>("PATCH", elsewhere, { urgency: "low", editedAt: ago(1) });
    expect(edit.status).toBe(404);
    const moved = await foreign.admin.agent.json<ErrorBody>("POST", `${elsewhere}/status`, {
      status: "completed",
      changedAt: ago(1),
    });
    expect(moved.status).toBe(404);
    expect(await stored(patient.id)).toMatchObject({ urgency: "medium", status: "under_treatment" });
    const entries = await t.deps.db.select().from(patientHistory).where(eq(patientHistory.patientId, patient.id));
    expect(entries.map((e) => e.kind)).toEqual(["created"]);
  });
});

describe("a registration and measurements sent later", () => {
  it("are in the history at the moment they were made on the device, so it reads in the order of the post", async () => {
    const registeredAt = ago(30);
    const patient = await register({ registeredAt, arrivedAt: ago(31) });
    const recordedAt = ago(25);
    const vitals = await deviceA().json("POST", `${base()}/patients/${patient.id}/vitals`, {
      id: randomUUID(),
      heartRate: 90,
      measuredAt: ago(26),
      recordedAt,
    });
    expect(vitals.status, JSON.stringify(vitals.body)).toBe(201);
    const status = await deviceA().json("POST", `${base()}/patients/${patient.id}/status`, {
      status: "completed",
      changedAt: ago(20),
    });
    expect(status.status).toBe(200);
    const all = (await deviceB().json<PatientHistoryEntry[]>("GET", `${base()}/patients/${patient.id}/history`)).body
      .filter((h) => h.kind !== "viewed")
      .reverse();
    expect(all.map((h) => h.kind)).toEqual(["created", "vitals", "status"]);
    expect(all[0]?.at).toBe(registeredAt);
    expect(all[1]?.at).toBe(recordedAt);
  });

  it("clamps a device clock ahead of the server to now", async () => {
    const before = Date.now();
    const patient = await register({ registeredAt: new Date(Date.now() + 3_600_000).toISOString() });
    const all = (await deviceB().json<PatientHistoryEntry[]>("GET", `${base()}/patients/${patient.id}/history`)).body;
    const created = all.find((h) => h.kind === "created");
    expect(Date.parse(created?.at as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(created?.at as string)).toBeLessThanOrEqual(Date.now());
  });

  it("refuses a registration time that is no instant, with a field error, and stores nothing", async () => {
    const id = randomUUID();
    const res = await deviceA().json<ErrorBody>("POST", `${base()}/events/${eventId}/patients`, {
      id,
      registeredAt: "gisteren",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.registeredAt).toBeTruthy();
    expect(await stored(id)).toBeUndefined();
  });
});
