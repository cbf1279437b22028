import type { PatientListView } from "@hulppost/shared/patients";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admitPatient, assign, livePost, measure, phoneOf, VITALS } from "../../../test/helpers/alert-post";
import { createTestDatabase, type TestDatabase } from "../../../test/helpers/database";
import { type PushService, startPushService } from "../../../test/helpers/push-service";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { sweepDueObservations } from "./observations-due";

let shared: TestDatabase;
let t: TestApp;
let second: TestApp;
let service: PushService;
let tenant: Tenant;
let eventId: string;
let device: { id: string };

beforeAll(async () => {
  service = await startPushService();
  shared = await createTestDatabase();
  t = await createTestApp({ PUSH_SERVICE_ORIGINS: service.origin }, shared);
  // A second server process on the same database (decision 046: the sweep sends once however many run it).
  second = await createTestApp({ PUSH_SERVICE_ORIGINS: service.origin }, shared);
  tenant = await createTenant(t, { label: "Controles" });
  eventId = await livePost(t, tenant, "Dancefestival");
  await assign(t, tenant, tenant.caregiver.id, { eventId, qualification: "nurse" });
  device = await phoneOf(service, tenant.caregiver);
});
afterAll(async () => {
  await second.close();
  await t.close();
  await shared.drop();
  await service.close();
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

async function patientWith(values: object | null, measuredMinutesAgo = 0, arrivedMinutesAgo = 0) {
  const id = await admitPatient(tenant.caregiver, tenant.orgId, eventId);
  await t.database.query("update patients set arrived_at = now() - make_interval(mins => $2) where id = $1", [
    id,
    arrivedMinutesAgo + measuredMinutesAgo,
  ]);
  if (values)
    await measure(tenant.caregiver, tenant.orgId, id, { ...values, measuredAt: minutesAgo(measuredMinutesAgo) });
  return id;
}

async function list(sort = "observation") {
  const res = await tenant.caregiver.agent.json<PatientListView>(
    "GET",
    `/api/orgs/${tenant.orgId}/events/${eventId}/patients?sort=${sort}&pageSize=100`,
  );
  expect(res.status).toBe(200);
  return res.body.items;
}

/** Minutes from the patient's last observation (or arrival) to its next, as the list says. */
async function intervalOf(patientId: string) {
  const item = (await list()).find((p) => p.id === patientId);
  const from = new Date(item?.latestVitalsAt ?? item?.arrivedAt ?? 0).getTime();
  return item?.nextObservationAt ? Math.round((new Date(item.nextObservationAt).getTime() - from) / 60_000) : null;
}

const dueAlerts = (patientId: string) =>
  t.database.query<{ user_id: string; dedupe_key: string; title: string }>(
    "select user_id, dedupe_key, title from notifications where kind = 'observationDue' and patient_id = $1",
    [patientId],
  );

describe("the next observation", () => {
  it("follows the band of the latest NEWS2, at its boundaries, with the defaults", async () => {
    const cases = [
      ["NEWS2 0: none", VITALS.news0, 60],
      ["NEWS2 1: low", { ...VITALS.news0, temperature: 38.5 }, 30],
      ["NEWS2 4: low", VITALS.news4, 30],
      ["a single 3: medium", VITALS.single3, 15],
      ["NEWS2 5: medium", VITALS.news5, 15],
      ["NEWS2 6: medium", VITALS.news6, 15],
      ["NEWS2 7: high", VITALS.news7, 5],
      ["a partial set: low", { heartRate: 80 }, 30],
      ["no measurement: arrival plus none", null, 60],
    ] as const;
    for (const [label, values, minutes] of cases)
      expect(await intervalOf(await patientWith(values)), label).toBe(minutes);
  });

  it("follows the organisation's intervals; bad ones are refused field by field and change nothing", async () => {
    const path = `/api/orgs/${tenant.orgId}/observation-intervals`;
    const bad = await tenant.admin.agent.json<{ error: { fields: Record<string, string> } }>("PUT", path, {
      none: 0,
      low: 30,
      medium: "x",
      high: 61,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["high", "medium", "none"]);
    const patient = await patientWith(VITALS.news5);
    expect(await intervalOf(patient)).toBe(15);
    const saved = await tenant.admin.agent.json("PUT", path, { none: 90, low: 45, medium: 10, high: 3 });
    expect(saved.status).toBe(200);
    // The cached list follows at once: saving raises the data version.
    expect(await intervalOf(patient)).toBe(10);
    expect((await tenant.admin.agent.json("PUT", path, { none: 60, low: 30, medium: 15, high: 5 })).status).toBe(200);
  });

  it("sorts the overdue first, then the soonest due; records no longer under treatment have none and come last", async () => {
    const overdue = await patientWith(VITALS.news4, 40); // due 10 minutes ago
    const soon = await patientWith(VITALS.news7, 2); // due in 3 minutes
    const later = await patientWith(VITALS.news0, 1); // due in 59 minutes
    const closed = await patientWith(VITALS.news7, 30);
    const moved = await tenant.caregiver.agent.json("POST", `/api/orgs/${tenant.orgId}/patients/${closed}/status`, {
      status: "hospital_referral",
    });
    expect(moved.status).toBe(200);
    const items = (await list()).filter((p) => [overdue, soon, later, closed].includes(p.id));
    expect(items.map((p) => p.id)).toEqual([overdue, soon, later, closed]);
    const due = new Date(items[0]?.nextObservationAt ?? 0).getTime();
    expect(Math.round((Date.now() - due) / 60_000)).toBe(10);
    expect(items[3]?.nextObservationAt).toBeNull();
    // The other sorts keep working.
    expect((await list("arrived_desc")).length).toBeGreaterThan(4);
    expect((await list("priority")).length).toBeGreaterThan(4);
  });
});

describe("the observations sweep", () => {
  it("alerts the caregiver who registered the patient once per due time, however often and wherever it runs", async () => {
    const patient = await patientWith(VITALS.news5, 16);
    const notYet = await patientWith(VITALS.news5, 10);
    const runs = await Promise.all([
      sweepDueObservations(t.deps.db, t.deps.jobs),
      sweepDueObservations(second.deps.db, second.deps.jobs),
    ]);
    await sweepDueObservations(t.deps.db, t.deps.jobs);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const rows = await dueAlerts(patient);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: tenant.caregiver.id, title: "Controle nodig · Dancefestival" });
    expect(rows[0]?.dedupe_key).toMatch(new RegExp(`^obs:${patient}:[0-9a-f-]{36}$`));
    expect(await dueAlerts(notYet)).toEqual([]);
    await Promise.all([t.deps.jobs.runDue(), second.deps.jobs.runDue()]);
    const pushes = service.received(device.id).filter((p) => p.payload.link === `/dashboard/patient?id=${patient}`);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.payload).toMatchObject({ kind: "observationDue", title: "Controle nodig · Dancefestival" });
    expect(JSON.stringify(pushes[0]?.payload)).not.toMatch(/Geheime|Naam/);

    // A new measurement sets a new due time: its own alert when that comes.
    await measure(tenant.caregiver, tenant.orgId, patient, { ...VITALS.news7, measuredAt: minutesAgo(6) });
    await sweepDueObservations(t.deps.db, t.deps.jobs);
    expect(await dueAlerts(patient)).toHaveLength(2);
  });

  it("a patient without a measurement is due from arrival; discharge, referral and 112 stop it", async () => {
    const waiting = await patientWith(null, 0, 61);
    await sweepDueObservations(t.deps.db, t.deps.jobs);
    expect((await dueAlerts(waiting)).map((r) => r.dedupe_key)).toEqual([`obs:${waiting}:arrival`]);

    for (const status of ["completed", "hospital_referral", "call_112"]) {
      const patient = await patientWith(VITALS.news4, 31);
      const moved = await tenant.caregiver.agent.json("POST", `/api/orgs/${tenant.orgId}/patients/${patient}/status`, {
        status,
      });
      expect(moved.status).toBe(200);
      await sweepDueObservations(t.deps.db, t.deps.jobs);
      expect(await dueAlerts(patient), status).toEqual([]);
    }
  });

  it("leaves a record forgotten for over 12 hours alone, and a caregiver who left the organisation", async () => {
    const forgotten = await patientWith(VITALS.news0, 13 * 60 + 61);
    const orphan = await patientWith(VITALS.news4, 31);
    const leaver = await t.createUser({ firstName: "Weg" });
    await t.database.query("update patients set created_by = $2 where id = $1", [orphan, leaver.id]);
    await sweepDueObservations(t.deps.db, t.deps.jobs);
    expect(await dueAlerts(forgotten)).toEqual([]);
    expect(await dueAlerts(orphan)).toEqual([]);
  });
});
