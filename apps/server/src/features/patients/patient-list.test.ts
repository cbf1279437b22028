import { randomUUID } from "node:crypto";
import type { PatientListView, PatientView } from "@hulppost/shared/patients";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";

let t: TestApp;
let tenant: Tenant;
let path: (query?: string) => string;

/** Vital signs that score a known NEWS2 (clinical.md): a normal set, then parts added to it. */
const NORMAL = {
  respiratoryRate: 16,
  spo2: 97,
  onOxygen: false,
  systolic: 120,
  heartRate: 70,
  consciousness: "alert",
  temperature: 37,
};
const SCORING: Record<number, Record<string, unknown>> = {
  0: NORMAL,
  3: { ...NORMAL, spo2: 91 },
  5: { ...NORMAL, spo2: 91, heartRate: 115 },
  7: { ...NORMAL, spo2: 91, heartRate: 115, respiratoryRate: 22 },
  9: { ...NORMAL, spo2: 91, heartRate: 131, respiratoryRate: 22, temperature: 35.5 },
};

type Case = {
  name: string;
  urgency: "unknown" | "low" | "medium" | "high";
  minutesAgo: number;
  news2: keyof typeof SCORING | null;
  status?: "completed" | "hospital_referral" | "call_112";
};

// The sickest first: NEWS2 (none last), then urgency, then who has waited longest. A patient
// completed is no longer at the post; one referred to hospital still is until they leave.
const CASES: Case[] = [
  { name: "Geen", urgency: "high", minutesAgo: 5, news2: null },
  { name: "Nul", urgency: "high", minutesAgo: 15, news2: 0 },
  { name: "Vijf-later", urgency: "high", minutesAgo: 30, news2: 5 },
  { name: "Vijf-middel", urgency: "medium", minutesAgo: 90, news2: 5 },
  { name: "Zeven", urgency: "low", minutesAgo: 10, news2: 7 },
  { name: "Vijf-eerder", urgency: "high", minutesAgo: 60, news2: 5 },
  { name: "Drie-verwezen", urgency: "medium", minutesAgo: 45, news2: 3, status: "hospital_referral" },
  { name: "Negen-afgerond", urgency: "high", minutesAgo: 120, news2: 9, status: "completed" },
  { name: "Nul-112", urgency: "unknown", minutesAgo: 20, news2: 0, status: "call_112" },
];
const AT_POST_IN_ORDER = [
  "Zeven",
  "Vijf-eerder",
  "Vijf-later",
  "Vijf-middel",
  "Drie-verwezen",
  "Nul",
  "Nul-112",
  "Geen",
];

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Post Brugge" });
  const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Zwarte Zaterdag", date: inDays(2) });
  const base = `/api/orgs/${tenant.orgId}`;
  path = (query = "") => `${base}/events/${event.id}/patients${query}`;
  for (const c of CASES) {
    const made = await tenant.admin.agent.json<PatientView>("POST", path(), {
      id: randomUUID(),
      firstName: c.name,
      urgency: c.urgency,
      arrivedAt: new Date(Date.now() - c.minutesAgo * 60_000).toISOString(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    if (c.news2 !== null) {
      const measured = await tenant.admin.agent.json<{ news2: { total: number } }>(
        "POST",
        `${base}/patients/${made.body.id}/vitals`,
        { id: randomUUID(), ...SCORING[c.news2] },
      );
      expect(measured.status, JSON.stringify(measured.body)).toBe(201);
      expect(measured.body.news2.total).toBe(c.news2);
    }
    if (c.status) {
      const moved = await tenant.admin.agent.json("POST", `${base}/patients/${made.body.id}/status`, {
        status: c.status,
        // Closing a record with an urgent NEWS2 needs a reason (patient-leaving.test.ts).
        reason: "Opgehaald door familie",
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
  }
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await tenant.admin.agent.json<PatientListView>("GET", path(query));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe("the list a post opens on", () => {
  it("shows who is still at the post, the sickest first: NEWS2, then urgency, then the longest wait", async () => {
    const atPost = await list("?scope=at_post&sort=priority");
    expect(atPost.items.map((i) => i.firstName)).toEqual(AT_POST_IN_ORDER);
    expect(atPost.total).toBe(8);
    expect(atPost.counts.scope).toEqual({ at_post: 8, done: 1, all: 9 });
    // The chips count within the scope: nobody completed is at the post.
    expect(atPost.counts.status).toEqual({ under_treatment: 6, completed: 0, hospital_referral: 1, call_112: 1 });
  });

  it.each([
    ["done", ["Negen-afgerond"]],
    ["all", ["Negen-afgerond", ...AT_POST_IN_ORDER]],
  ] as const)("scope %s: the same order over its own patients", async (scope, names) => {
    const body = await list(`?scope=${scope}&sort=priority`);
    expect(body.items.map((i) => i.firstName)).toEqual(names);
    expect(body.counts.scope).toEqual({ at_post: 8, done: 1, all: 9 });
  });

  it("keeps the scope with the other filters and pages, and refuses one it does not know", async () => {
    const high = await list("?scope=at_post&sort=priority&urgency=high&pageSize=2&page=2");
    expect(high.total).toBe(4);
    expect(high.items.map((i) => i.firstName)).toEqual(["Nul", "Geen"]);
    expect(high.counts.urgency).toMatchObject({ high: 4, medium: 2, low: 1, unknown: 1 });
    const refused = await tenant.admin.agent.json<{ error: { fields: Record<string, string> } }>(
      "GET",
      path("?scope=gone"),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toContain("scope");
  });

  it("answers without a scope as before: every patient, newest first", async () => {
    const body = await list("");
    expect(body.items[0]?.firstName).toBe("Geen");
    expect(body.total).toBe(9);
  });
});
