import { randomUUID } from "node:crypto";
import type { PatientView } from "@hulppost/shared/patients";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";

let t: TestApp;
let tenant: Tenant;
let base: string;
let eventId: string;

// A complete set scoring 4 (SpO2 92: 2, pulse 115: 2) and one scoring 5 (SpO2 91: 3, pulse 115: 2).
const NORMAL = {
  respiratoryRate: 16,
  onOxygen: false,
  systolic: 120,
  heartRate: 115,
  consciousness: "alert",
  temperature: 37,
};
const FOUR = { ...NORMAL, spo2: 92 };
const FIVE = { ...NORMAL, spo2: 91 };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Post Leuven" });
  base = `/api/orgs/${tenant.orgId}`;
  eventId = (await createEvent(tenant.admin.agent, tenant.orgId, { name: "Marktrock", date: inDays(1) })).id;
});
afterAll(() => t.close());

async function patientScoring(vitals: Record<string, unknown>) {
  const made = await tenant.admin.agent.json<PatientView>("POST", `${base}/events/${eventId}/patients`, {
    id: randomUUID(),
    urgency: "low",
  });
  const measured = await tenant.admin.agent.json<{ news2: { total: number } }>(
    "POST",
    `${base}/patients/${made.body.id}/vitals`,
    { id: randomUUID(), ...vitals },
  );
  expect(measured.status, JSON.stringify(measured.body)).toBe(201);
  return { id: made.body.id, news2: measured.body.news2.total };
}

describe("closing the record of someone whose NEWS2 is urgent", () => {
  it("asks for a reason from NEWS2 5 on, changes nothing without one, and keeps it in the history", async () => {
    const patient = await patientScoring(FIVE);
    expect(patient.news2).toBe(5);
    const refused = await tenant.admin.agent.json<{ error: { code: string; fields: Record<string, string> } }>(
      "POST",
      `${base}/patients/${patient.id}/status`,
      { status: "completed", reason: "   " },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ reason: "reasonRequired" });
    const unchanged = await tenant.admin.agent.json<PatientView>("GET", `${base}/patients/${patient.id}`);
    expect(unchanged.body.status).toBe("under_treatment");
    expect(unchanged.body.dischargedAt).toBeNull();

    const closed = await tenant.admin.agent.json<PatientView>("POST", `${base}/patients/${patient.id}/status`, {
      status: "completed",
      reason: "Voelt zich beter, haalt met vriend de trein",
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.status).toBe("completed");
    const history = await tenant.admin.agent.json<{ kind: string; changes: { field: string; to: unknown }[] }[]>(
      "GET",
      `${base}/patients/${patient.id}/history`,
    );
    const step = history.body.find((h) => h.kind === "status");
    expect(step?.changes).toEqual([
      expect.objectContaining({ field: "status", to: "completed" }),
      expect.objectContaining({ field: "statusReason", to: "Voelt zich beter, haalt met vriend de trein" }),
    ]);
  });

  it.each([
    ["NEWS2 4, completed", FOUR, "completed"],
    ["NEWS2 5, referred to hospital", FIVE, "hospital_referral"],
    ["NEWS2 5, 112 called", FIVE, "call_112"],
  ] as const)("needs no reason: %s", async (_, vitals, status) => {
    const patient = await patientScoring(vitals);
    const moved = await tenant.admin.agent.json("POST", `${base}/patients/${patient.id}/status`, { status });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });

  it("refuses a reason longer than 500 characters, field by field", async () => {
    const patient = await patientScoring(FIVE);
    const refused = await tenant.admin.agent.json<{ error: { fields: Record<string, string> } }>(
      "POST",
      `${base}/patients/${patient.id}/status`,
      { status: "completed", reason: "x".repeat(501) },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(["reason"]);
  });
});
