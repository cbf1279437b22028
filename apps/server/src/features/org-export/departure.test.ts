import type { DepartureView } from "@hulppost/shared/org-export";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { type Delivery, type FakeStripe, startFakeStripe } from "../../../test/helpers/fake-stripe";
import { seedReferral } from "../../../test/helpers/patient-papers";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog, jobs, organizations, users } from "../../db/schema/index";
import { ORG_SWEEP_JOB, scheduleOrgSweep } from "./org-sweep";

const SECRET_KEY = "sk_test_HulppostFakeKey0123456789";
const WEBHOOK_SECRET = "whsec_HulppostFakeWebhookSecret01";
const PRODUCT = "prod_HulppostPremium";

let fake: FakeStripe;
let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let subscriptionId: string;

const departurePath = (orgId: string) => `/api/orgs/${orgId}/departure`;

async function deliver(delivery: Delivery) {
  const res = await t.app.request("http://localhost/api/billing/stripe/webhook", {
    method: "POST",
    headers: delivery.headers,
    body: delivery.body,
  });
  expect(res.status).toBe(200);
}

/** Premium through Stripe's checkout, as a paying organisation has it. */
async function subscribe(tn: Tenant) {
  const res = await tn.admin.agent.json<{ url: string }>("POST", `/api/orgs/${tn.orgId}/billing/checkout`, {
    language: "nl",
  });
  expect(res.status).toBe(200);
  const sessionId = res.body.url.split("/").pop() as string;
  for (const delivery of fake.completeCheckout(sessionId)) await deliver(delivery);
  return fake.sessions.get(sessionId)?.subscription as string;
}

/** An event, a patient with measurements and a photo, and a finished export: what the cascade must take. */
async function fill(tn: Tenant) {
  const event = await createEvent(tn.admin.agent, tn.orgId, { name: "Laatste feest" });
  const patient = await seedReferral(t, tn.admin.agent, tn.orgId, event.id);
  const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .jpeg()
    .toBuffer();
  const put = await tn.admin.agent.request("PUT", `/api/orgs/${tn.orgId}/patients/${patient.id}/photo`, photo, {
    "content-type": "image/jpeg",
  });
  expect(put.status).toBe(200);
  expect((await tn.admin.agent.json("POST", `/api/orgs/${tn.orgId}/data-exports`)).status).toBe(202);
  await t.deps.jobs.runDue();
}

/** How many rows each table holds for an organisation (every table with an organization_id). */
async function rowsOf(orgId: string) {
  const tables = await t.database.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = current_schema() and column_name = 'organization_id' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}" where organization_id = $1`,
      [orgId],
    );
    counts[table_name] = Number(row?.n ?? 0);
  }
  return counts;
}

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PREMIUM_PRODUCT_ID: PRODUCT,
    STRIPE_API_URL: fake.url,
  });
  tenant = await createTenant(t, { plan: "free", label: "Vertrekpost" });
  other = await createTenant(t, { label: "Blijfpost" });
  subscriptionId = await subscribe(tenant);
  await fill(tenant);
  await fill(other);
}, 120_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("an organisation's departure", () => {
  it("is the admins' only, and the name typed must be the organisation's", async () => {
    expect((await tenant.caregiver.agent.json("POST", departurePath(tenant.orgId), { confirmation: "x" })).status).toBe(
      403,
    );
    expect((await tenant.caregiver.agent.json("GET", departurePath(tenant.orgId))).status).toBe(403);
    expect((await tenant.caregiver.agent.json("DELETE", departurePath(tenant.orgId))).status).toBe(403);
    for (const method of ["GET", "POST", "DELETE"]) {
      const body = method === "POST" ? { confirmation: "Vertrekpost" } : undefined;
      expect((await other.admin.agent.json(method, departurePath(tenant.orgId), body)).status, method).toBe(404);
    }
    const wrong = await tenant.admin.agent.json<{ error: { code: string; fields: Record<string, string> } }>(
      "POST",
      departurePath(tenant.orgId),
      { confirmation: "Blijfpost" },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ confirmation: "confirmationMismatch" });
  });

  it("leaves nothing requested when the subscription cannot be cancelled", async () => {
    fake.failNext(500, 500, 500);
    const refused = await tenant.admin.agent.json("POST", departurePath(tenant.orgId), { confirmation: "Vertrekpost" });
    expect(refused.status).toBe(503);
    const view = await tenant.admin.agent.json<DepartureView>("GET", departurePath(tenant.orgId));
    expect(view.body.requestedAt).toBeNull();
  });

  it("cancels the subscription first, then is pending for 30 days, mailed to every member, and the organisation keeps working", async () => {
    const res = await tenant.admin.agent.json<DepartureView>("POST", departurePath(tenant.orgId), {
      confirmation: " Vertrekpost ",
    });
    expect(res.status).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe("canceled");
    const days = (Date.parse(res.body.removesAt as string) - Date.parse(res.body.requestedAt as string)) / 86_400_000;
    expect(days).toBe(30);
    expect(res.body.requestedBy).toBe(tenant.admin.id);
    for (const person of [tenant.admin, tenant.caregiver])
      expect((await t.mailsTo(person.email)).map((m) => m.template)).toContain("organizationDeparture");
    expect((await t.mailsTo(other.caregiver.email)).map((m) => m.template)).not.toContain("organizationDeparture");
    const again = await tenant.admin.agent.json<{ error: { code: string } }>("POST", departurePath(tenant.orgId), {
      confirmation: "Vertrekpost",
    });
    expect(again.body.error.code).toBe("DEPARTURE_ALREADY_REQUESTED");
    // Read-write until the end (decision 056): an event can still be planned, an export made.
    await createEvent(tenant.admin.agent, tenant.orgId, { name: "Nog een feest" });
    const actions = await t.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.organizationId, tenant.orgId));
    expect(actions.map((a) => a.action)).toContain("organization.departure_request");
  });

  it("can be cancelled within the 30 days, and is then no longer pending", async () => {
    const res = await tenant.admin.agent.json<DepartureView>("DELETE", departurePath(tenant.orgId));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ requestedAt: null, requestedBy: null, removesAt: null });
    expect((await t.mailsTo(tenant.caregiver.email)).map((m) => m.template)).toContain(
      "organizationDepartureCancelled",
    );
    const twice = await tenant.admin.agent.json<{ error: { code: string } }>("DELETE", departurePath(tenant.orgId));
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("DEPARTURE_NOT_REQUESTED");
  });

  it("after 30 days the sweep removes everything of the organisation and nothing of another", async () => {
    expect(
      (await tenant.admin.agent.json("POST", departurePath(tenant.orgId), { confirmation: "Vertrekpost" })).status,
    ).toBe(200);
    await scheduleOrgSweep(t.deps);
    const runSweep = async () => {
      await t.deps.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(sql`${jobs.type} = ${ORG_SWEEP_JOB} and ${jobs.status} = 'pending'`);
      await t.deps.jobs.runDue();
    };
    const before = await rowsOf(tenant.orgId);
    const otherBefore = await rowsOf(other.orgId);
    expect(before.patients).toBe(1);
    expect(before.patient_photos).toBe(1);
    expect(before.data_exports).toBe(1);

    // Day 29: still there.
    await t.deps.db
      .update(organizations)
      .set({ deletionRequestedAt: new Date(Date.now() - 29 * 86_400_000) })
      .where(eq(organizations.id, tenant.orgId));
    await runSweep();
    expect(await t.deps.db.select().from(organizations).where(eq(organizations.id, tenant.orgId))).toHaveLength(1);

    // Day 31: gone, with everything in it; the people's own accounts stay.
    await t.deps.db
      .update(organizations)
      .set({ deletionRequestedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(organizations.id, tenant.orgId));
    await runSweep();
    expect(await t.deps.db.select().from(organizations).where(eq(organizations.id, tenant.orgId))).toHaveLength(0);
    const after = await rowsOf(tenant.orgId);
    // The audit log keeps the removal's own line; billing's webhook log keeps Stripe's event ids.
    const left = Object.entries(after).filter(
      ([table, n]) => n > 0 && table !== "audit_log" && table !== "billing_webhook_events",
    );
    expect(left).toEqual([]);
    expect(await rowsOf(other.orgId)).toEqual(otherBefore);
    expect(await t.deps.db.select().from(users).where(eq(users.id, tenant.caregiver.id))).toHaveLength(1);
  });
});
