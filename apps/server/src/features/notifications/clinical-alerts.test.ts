import { randomUUID } from "node:crypto";
import type { AlertRecordView } from "@hulppost/shared/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  admitPatient,
  assign,
  livePost,
  measure,
  member,
  type Person,
  phoneOf,
  VITALS,
} from "../../../test/helpers/alert-post";
import { type PushService, startPushService } from "../../../test/helpers/push-service";
import { setPhone } from "../../../test/helpers/sms";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { clinicalLevel } from "./clinical-alerts";
import { ESCALATE_JOB } from "./escalate";

let t: TestApp;
let service: PushService;
let tenant: Tenant;
let eventId: string;
let doctor: Person;
let leader: Person;
let nurse: Person;
let elsewhere: Person;
let adminDevice: { id: string };

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ PUSH_SERVICE_ORIGINS: service.origin });
  tenant = await createTenant(t, { plan: "premium", label: "Klinisch" });
  eventId = await livePost(t, tenant, "Zomerfestival");
  const otherEvent = await livePost(t, tenant, "Stadsloop");
  doctor = await member(t, service, tenant, "Dokter", { eventId, qualification: "doctor" });
  leader = await member(t, service, tenant, "Leider", { eventId, qualification: "nurse", postLeader: true });
  nurse = await member(t, service, tenant, "Verpleger", { eventId, qualification: "nurse" });
  elsewhere = await member(t, service, tenant, "Elders", { eventId: otherEvent, qualification: "doctor" });
  await assign(t, tenant, tenant.caregiver.id, { eventId, qualification: "first_aider" });
  adminDevice = await phoneOf(service, tenant.admin);
  for (const [i, person] of [doctor, leader, nurse, elsewhere].entries())
    await setPhone(t, person.id, `+3247000000${i}`);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const alertsOf = (vitalsId: string) =>
  t.database.query<{ id: string; user_id: string; title: string; body: string; group_id: string }>(
    "select id, user_id, title, body, group_id from notifications where dedupe_key = $1",
    [`clinical:${vitalsId}`],
  );

const clinicalPushes = (device: { id: string }, patientId: string) =>
  service.received(device.id).filter((p) => p.payload.kind === "clinical" && p.payload.link === link(patientId));
const link = (patientId: string) => `/dashboard/patient?id=${patientId}`;

describe("clinical alerts", () => {
  it("scores the bands as NEWS2 says: 5 or a single 3 is urgent, 7 an emergency, partial sets none", () => {
    expect(clinicalLevel({ total: 4, singleThree: false })).toBe("none");
    expect(clinicalLevel({ total: 3, singleThree: true })).toBe("urgent");
    expect(clinicalLevel({ total: 5, singleThree: false })).toBe("urgent");
    expect(clinicalLevel({ total: 6, singleThree: false })).toBe("urgent");
    expect(clinicalLevel({ total: 7, singleThree: false })).toBe("emergency");
    expect(clinicalLevel({ total: null, singleThree: true })).toBe("none");
  });

  const table = [
    { set: "news0", score: 0, to: [] as string[] },
    { set: "news4", score: 4, to: [] },
    { set: "single3", score: 3, to: ["Dokter", "Leider"] },
    { set: "news5", score: 5, to: ["Dokter", "Leider"] },
    { set: "news6", score: 6, to: ["Dokter", "Leider"] },
    { set: "news7", score: 7, to: ["Dokter", "Leider", "admin"] },
  ] as const;
  for (const row of table)
    it(`NEWS2 ${row.score} (${row.set}) alerts ${row.to.join(", ") || "nobody"}: not a nurse, nor another event's doctor`, async () => {
      const patientId = await admitPatient(tenant.caregiver, tenant.orgId, eventId);
      const vitalsId = await measure(tenant.caregiver, tenant.orgId, patientId, VITALS[row.set]);
      const rows = await alertsOf(vitalsId);
      const names = new Map([
        [doctor.id, "Dokter"],
        [leader.id, "Leider"],
        [nurse.id, "Verpleger"],
        [elsewhere.id, "Elders"],
        [tenant.admin.id, "admin"],
        [tenant.caregiver.id, "recorder"],
      ]);
      expect(rows.map((r) => names.get(r.user_id)).sort()).toEqual([...row.to].sort());
      expect(new Set(rows.map((r) => r.group_id)).size).toBeLessThanOrEqual(1);
      await t.deps.jobs.runDue();
      for (const [person, name] of [
        [doctor, "Dokter"],
        [leader, "Leider"],
        [nurse, "Verpleger"],
        [elsewhere, "Elders"],
      ] as const)
        expect(clinicalPushes(person.device, patientId)).toHaveLength(
          (row.to as readonly string[]).includes(name) ? 1 : 0,
        );
      expect(clinicalPushes(adminDevice, patientId)).toHaveLength(row.score >= 7 ? 1 : 0);
      if (!row.to.length) return;
      const [push] = clinicalPushes(doctor.device, patientId);
      expect(push?.payload).toMatchObject({
        title: "Klinisch alarm · Zomerfestival",
        body: `Een patiënt op Zomerfestival heeft NEWS2 ${row.score}. Open het dossier.`,
      });
      expect(push?.urgency).toBe("high");
      // A lock screen is public: no name, no measured value.
      expect(JSON.stringify(push?.payload)).not.toMatch(/Geheime|Naam|\b(22|26|115|38\.5|94|105)\b/);
      expect(service.errors).toEqual([]);
    });

  it("never alerts the one who recorded it, and each person once", async () => {
    // The doctor is also an admin of the organisation: one alert, not two.
    await t.database.query("update user_organizations set role = 'admin' where user_id = $1", [doctor.id]);
    try {
      const patientId = await admitPatient(tenant.caregiver, tenant.orgId, eventId);
      const byLeader = await measure(leader, tenant.orgId, patientId, VITALS.news7);
      const rows = await alertsOf(byLeader);
      expect(rows.map((r) => r.user_id).sort()).toEqual([doctor.id].sort());
    } finally {
      await t.database.query("update user_organizations set role = 'hulpverlener' where user_id = $1", [doctor.id]);
    }
  });

  it("alerts the admins assigned to the event as on duty; a post that is not live, no admin", async () => {
    const onDuty = await member(t, service, tenant, "Dienstdoend", { eventId, qualification: "nurse" }, "admin");
    const patientId = await admitPatient(tenant.caregiver, tenant.orgId, eventId);
    const rows = await alertsOf(await measure(tenant.caregiver, tenant.orgId, patientId, VITALS.news7));
    expect(rows.map((r) => r.user_id).sort()).toEqual([doctor.id, leader.id, onDuty.id].sort());

    const past = await livePost(t, tenant, "Voorbij");
    await t.database.query(
      "update events set starts_at = now() - interval '2 days', ends_at = now() - interval '1 day' where id = $1",
      [past],
    );
    await assign(t, tenant, tenant.caregiver.id, { eventId: past, qualification: "nurse" });
    await assign(t, tenant, doctor.id, { eventId: past, qualification: "doctor" });
    const late = await admitPatient(tenant.caregiver, tenant.orgId, past);
    const lateRows = await alertsOf(await measure(tenant.caregiver, tenant.orgId, late, VITALS.news7));
    expect(lateRows.map((r) => r.user_id)).toEqual([doctor.id]);
  });

  it("a measurement sent again (the field queue's replay, or the batch path) alerts once", async () => {
    const patientId = await admitPatient(tenant.caregiver, tenant.orgId, eventId);
    const vitalsId = await measure(tenant.caregiver, tenant.orgId, patientId, VITALS.news5);
    await measure(tenant.caregiver, tenant.orgId, patientId, VITALS.news5, vitalsId);
    const batch = async (id: string) =>
      tenant.caregiver.agent.json<{ outcome: string; status: number }[]>(
        "POST",
        `/api/orgs/${tenant.orgId}/patient-changes`,
        { changes: [{ kind: "addVitals", patientId, body: { id, ...VITALS.news6 } }] },
      );
    const replayed = await batch(vitalsId);
    expect(replayed.status).toBe(200);
    expect(await alertsOf(vitalsId)).toHaveLength(2);
    // A new measurement through the batch path alerts like the route does.
    const fresh = randomUUID();
    expect((await batch(fresh)).status).toBe(200);
    await batch(fresh);
    expect((await alertsOf(fresh)).map((r) => r.user_id).sort()).toEqual([doctor.id, leader.id].sort());
    await t.deps.jobs.runDue();
    expect(clinicalPushes(doctor.device, patientId)).toHaveLength(2);
  });
});

describe("escalation and the record", () => {
  const escalation = (groupId: string) =>
    t.database.query<{ id: string; run_at: Date; created_at: Date; status: string }>(
      "select id, run_at, created_at, status from jobs where type = $1 and payload->>'groupId' = $2",
      [ESCALATE_JOB, groupId],
    );
  const due = (groupId: string) =>
    t.database.query("update jobs set run_at = now() where type = $1 and payload->>'groupId' = $2", [
      ESCALATE_JOB,
      groupId,
    ]);
  const texts = (groupId: string) =>
    t.database.query<{ user_id: string; text: string; source: string }>(
      `select r.user_id, r.text, m.source from sms_messages m join sms_recipients r on r.message_id = m.id
       where m.client_id = $1 order by r.name`,
      [groupId],
    );

  it("goes out again by SMS three minutes on when nobody opened it, once, to the same people", async () => {
    const patientId = await admitPatient(tenant.caregiver, tenant.orgId, eventId);
    const [row] = await alertsOf(await measure(tenant.caregiver, tenant.orgId, patientId, VITALS.news5));
    const groupId = row?.group_id as string;
    const [job] = await escalation(groupId);
    const delay = (job?.run_at.getTime() ?? 0) - (job?.created_at.getTime() ?? 0);
    expect(delay).toBeGreaterThan(179_000);
    expect(delay).toBeLessThan(181_000);
    await t.deps.jobs.runDue();
    expect(await texts(groupId)).toEqual([]);
    await due(groupId);
    await t.deps.jobs.runDue();
    await due(groupId);
    await t.deps.jobs.runDue();
    const sent = await texts(groupId);
    expect(sent.map((s) => s.user_id).sort()).toEqual([doctor.id, leader.id].sort());
    expect(sent[0]).toMatchObject({
      source: "alert",
      text: "Hulppost: klinisch alarm op Zomerfestival, NEWS2 5, nog door niemand geopend. Open de app.",
    });
    const record = await tenant.admin.agent.json<AlertRecordView[]>(
      "GET",
      `/api/orgs/${tenant.orgId}/patients/${patientId}/alerts`,
    );
    const doctors = record.body.find((r) => r.userId === doctor.id);
    expect(doctors?.userName).toBe("Dokter Test");
    expect(doctors?.deliveries.map((d) => `${d.channel}:${d.status}`).sort()).toEqual(["push:sent", "sms:sent"]);
  });

  it("texts at once whoever chose SMS for clinical alerts, through the SMS center's path", async () => {
    const chose = await doctor.agent.json("PUT", `/api/orgs/${tenant.orgId}/alert-preferences`, {
      channels: { clinical: { push: true, sms: true, email: false } },
      quietHours: null,
    });
    expect(chose.status).toBe(200);
    try {
      const patientId = await admitPatient(tenant.caregiver, tenant.orgId, eventId);
      const [row] = (await alertsOf(await measure(tenant.caregiver, tenant.orgId, patientId, VITALS.news5))).filter(
        (r) => r.user_id === doctor.id,
      );
      await t.deps.jobs.runDue();
      const sent = await t.database.query<{ text: string; source: string }>(
        `select r.text, m.source from sms_messages m join sms_recipients r on r.message_id = m.id
         where m.client_id = $1`,
        [row?.id],
      );
      // In GSM-7, so one SMS: "patiënt" loses its diaeresis.
      expect(sent).toEqual([
        {
          source: "alert",
          text: "Hulppost: Klinisch alarm · Zomerfestival. Een patient op Zomerfestival heeft NEWS2 5. Open het dossier.",
        },
      ]);
    } finally {
      await doctor.agent.json("PUT", `/api/orgs/${tenant.orgId}/alert-preferences`, { channels: {}, quietHours: null });
    }
  });

  it("is not escalated when someone of the group opened the record", async () => {
    const patientId = await admitPatient(tenant.caregiver, tenant.orgId, eventId);
    const [row] = await alertsOf(await measure(tenant.caregiver, tenant.orgId, patientId, VITALS.news6));
    const groupId = row?.group_id as string;
    const opened = await leader.agent.json<{ opened: number }>(
      "POST",
      `/api/orgs/${tenant.orgId}/patients/${patientId}/alerts/opened`,
    );
    expect(opened.body).toEqual({ opened: 1 });
    // Opening again changes nothing; the doctor's own alert stays unopened.
    expect(
      (await leader.agent.json("POST", `/api/orgs/${tenant.orgId}/patients/${patientId}/alerts/opened`)).body,
    ).toEqual({ opened: 0 });
    await due(groupId);
    await t.deps.jobs.runDue();
    expect(await texts(groupId)).toEqual([]);
    const record = await doctor.agent.json<AlertRecordView[]>(
      "GET",
      `/api/orgs/${tenant.orgId}/patients/${patientId}/alerts`,
    );
    expect(record.body.find((r) => r.userId === leader.id)?.openedAt).toBeTruthy();
    expect(record.body.find((r) => r.userId === doctor.id)?.openedAt).toBeNull();
  });

  it("sends no SMS where the organisation has none (free plan): the record says it was skipped", async () => {
    const free = await createTenant(t, { plan: "free", label: "Gratis" });
    const post = await livePost(t, free, "Kermis");
    const freeDoctor = await member(t, service, free, "Huisarts", { eventId: post, qualification: "doctor" });
    await setPhone(t, freeDoctor.id, "+32470000099");
    await assign(t, free, free.caregiver.id, { eventId: post, qualification: "nurse" });
    const patientId = await admitPatient(free.caregiver, free.orgId, post);
    const [row] = await alertsOf(await measure(free.caregiver, free.orgId, patientId, VITALS.news5));
    const groupId = row?.group_id as string;
    await due(groupId);
    await t.deps.jobs.runDue();
    expect(await texts(groupId)).toEqual([]);
    const record = await free.admin.agent.json<AlertRecordView[]>(
      "GET",
      `/api/orgs/${free.orgId}/patients/${patientId}/alerts`,
    );
    expect(record.body[0]?.deliveries.find((d) => d.channel === "sms")).toMatchObject({
      status: "skipped",
      error: "escalation: no SMS",
    });
  });

  it("marks only my alerts about a patient of my organisation opened; another's patient is 404", async () => {
    const other = await createTenant(t, { label: "Buren" });
    const patientId = await admitPatient(tenant.caregiver, tenant.orgId, eventId);
    await measure(tenant.caregiver, tenant.orgId, patientId, VITALS.news5);
    const foreign = await other.admin.agent.request(
      "POST",
      `/api/orgs/${other.orgId}/patients/${patientId}/alerts/opened`,
    );
    expect(foreign.status).toBe(404);
    const outsider = await other.admin.agent.request(
      "POST",
      `/api/orgs/${tenant.orgId}/patients/${patientId}/alerts/opened`,
    );
    expect([403, 404]).toContain(outsider.status);
    // A caregiver not at the event does not reach the patient.
    expect(
      (await elsewhere.agent.request("POST", `/api/orgs/${tenant.orgId}/patients/${patientId}/alerts/opened`)).status,
    ).toBe(404);
    const rows = await t.database.query<{ opened_at: Date | null }>(
      "select opened_at from notifications where patient_id = $1",
      [patientId],
    );
    expect(rows.every((r) => r.opened_at === null)).toBe(true);
  });
});
