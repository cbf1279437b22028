import type { BillingView } from "@hulppost/shared/billing";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { type Delivery, type FakeStripe, startFakeStripe } from "../../../test/helpers/fake-stripe";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import {
  auditLog,
  jobs,
  organizationSubscriptions,
  organizations,
  priceChanges,
  userOrganizations,
} from "../../db/schema/index";

const SECRET_KEY = "sk_test_HulppostFakeKey0123456789";
const WEBHOOK_SECRET = "whsec_HulppostFakeWebhookSecret01";
const PRODUCT = "prod_HulppostPremium";

/** An error answer, for the tests that expect one. */
type Failure = { error: { code: string } };

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PREMIUM_PRODUCT_ID: PRODUCT,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Posts an event to the webhook as Stripe does: no session, no Origin, the exact bytes signed. */
async function deliver(delivery: Delivery) {
  const res = await t.app.request("http://localhost/api/billing/stripe/webhook", {
    method: "POST",
    headers: delivery.headers,
    body: delivery.body,
  });
  return { status: res.status, body: (await res.json()) as { status?: string; error?: { code: string } } };
}

async function deliverAll(deliveries: Delivery[]) {
  const outcomes: string[] = [];
  for (const d of deliveries) {
    const res = await deliver(d);
    expect(res.status).toBe(200);
    outcomes.push(res.body.status as string);
  }
  return outcomes;
}

async function planOf(orgId: string) {
  const [org] = await t.deps.db
    .select({ plan: organizations.plan })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.plan;
}

async function subscriptionRow(orgId: string) {
  const [row] = await t.deps.db
    .select()
    .from(organizationSubscriptions)
    .where(eq(organizationSubscriptions.organizationId, orgId));
  return row;
}

/** Starts checkout as the admin, and pays it at the fake Stripe; the subscription's id. */
async function subscribe(tenant: Tenant) {
  const res = await tenant.admin.agent.json<{ url: string }>("POST", `/api/orgs/${tenant.orgId}/billing/checkout`, {
    language: "nl",
  });
  expect(res.status).toBe(200);
  const sessionId = res.body.url.split("/").pop() as string;
  const deliveries = fake.completeCheckout(sessionId);
  await deliverAll(deliveries);
  return fake.sessions.get(sessionId)?.subscription as string;
}

/**
 * The grace period runs out: its end moved to a moment ago, and the job queued for it made due and
 * run by the queue (the job, not the function behind it, is what runs in production).
 */
async function graceRunsOut(orgId: string) {
  await t.deps.db
    .update(organizationSubscriptions)
    .set({ graceEndsAt: new Date(Date.now() - 1000) })
    .where(eq(organizationSubscriptions.organizationId, orgId));
  await t.deps.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(eq(jobs.type, "billing.grace-end"), sql`${jobs.payload}->>'organizationId' = ${orgId}`));
  await t.deps.jobs.runDue();
  const [job] = await t.deps.db
    .select({ status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.type, "billing.grace-end"), sql`${jobs.payload}->>'organizationId' = ${orgId}`));
  expect(job?.status).toBe("done");
}

async function mailSubjects(email: string) {
  return (await t.mailsTo(email)).map((mail) => mail.template);
}

describe("Stripe checkout and the life of a subscription", () => {
  let tenant: Tenant;
  beforeEach(async () => {
    tenant = await createTenant(t, { plan: "free" });
  });

  it("checkout → trial → active → payment failed → grace → free, with the plan's limits following and the admin told", async () => {
    // Free: the third event of the month is refused.
    await createEvent(tenant.admin.agent, tenant.orgId, { date: inDays(1) });
    await createEvent(tenant.admin.agent, tenant.orgId, { date: inDays(2) });
    const refused = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events`, {
      ...(await import("../../../test/helpers/events")).eventInput({ date: inDays(3) }),
    });
    expect(refused.status).toBe(403);

    const checkout = await tenant.admin.agent.json<{ url: string }>(
      "POST",
      `/api/orgs/${tenant.orgId}/billing/checkout`,
      { language: "fr" },
    );
    expect(checkout.status).toBe(200);
    expect(checkout.body.url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const sessionId = checkout.body.url.split("/").pop() as string;
    const session = fake.sessions.get(sessionId);
    // The price in force, the configured product, the trial, the organisation in the metadata.
    expect(session).toMatchObject({
      product: PRODUCT,
      unitAmount: 2500,
      currency: "eur",
      trialDays: 14,
      clientReferenceId: tenant.orgId,
      subscriptionMetadata: { organization_id: tenant.orgId },
    });
    expect(session?.successUrl).toContain("/dashboard/admin?tab=billing&checkout=done");
    const createRequest = fake.requests.find((r) => r.path === "/v1/checkout/sessions");
    expect(createRequest?.authorized).toBe(true);
    expect(createRequest?.params.locale).toBe("fr");
    // Nothing changes before Stripe says the checkout is paid.
    expect(await planOf(tenant.orgId)).toBe("free");

    const deliveries = fake.completeCheckout(sessionId);
    expect(await deliverAll(deliveries)).toEqual(["applied", "applied", "applied"]);
    const subscriptionId = session?.subscription as string;
    expect(await planOf(tenant.orgId)).toBe("premium");
    const trial = await subscriptionRow(tenant.orgId);
    expect(trial).toMatchObject({ status: "trialing", productId: PRODUCT, subscriptionId });
    expect(Math.round(((trial?.trialEndsAt?.getTime() ?? 0) - Date.now()) / 86_400_000)).toBe(14);
    expect(await mailSubjects(tenant.admin.email)).toContain("billingTrialStarted");

    // Premium: the third event now goes through.
    await createEvent(tenant.admin.agent, tenant.orgId, { date: inDays(3) });

    // The subscription check: subscribed, with the premium product.
    const check = await tenant.caregiver.agent.json("GET", `/api/orgs/${tenant.orgId}/billing/subscription`);
    expect(check.body).toEqual({ subscribed: true, product_id: PRODUCT, premium_product_id: PRODUCT });

    // The billing tab: trial days left, Stripe's invoices, the next invoice.
    const overview = await tenant.admin.agent.json<BillingView>("GET", `/api/orgs/${tenant.orgId}/billing`);
    expect(overview.status).toBe(200);
    expect(overview.body.provider).toBe("stripe");
    expect(overview.body.subscription).toMatchObject({ status: "trialing", trialDaysLeft: 14, hasCustomer: true });
    expect(overview.body.invoices).toHaveLength(1);
    expect(overview.body.nextInvoice).toMatchObject({ amountCents: 2500, currency: "eur" });
    expect(overview.body.providerUnreachable).toBe(false);

    // Three days before the trial ends, Stripe says so: the responsible person gets a mail, once.
    const willEnd = fake.trialWillEnd(subscriptionId);
    await deliverAll(willEnd);
    await deliverAll(willEnd.map((d) => fake.resend(d.event)));
    expect((await mailSubjects(tenant.admin.email)).filter((m) => m === "billingTrialEnding")).toHaveLength(1);

    // The trial ends and the first month is paid.
    await deliverAll(fake.endTrial(subscriptionId));
    expect(await subscriptionRow(tenant.orgId)).toMatchObject({ status: "active", paymentFailedAt: null });
    expect(await planOf(tenant.orgId)).toBe("premium");

    // A renewal fails: premium holds for the grace period, the admin is told until when.
    await deliverAll(fake.failPayment(subscriptionId));
    const failing = await subscriptionRow(tenant.orgId);
    expect(failing?.status).toBe("past_due");
    expect(failing?.paymentFailedAt).not.toBeNull();
    expect(Math.round(((failing?.graceEndsAt?.getTime() ?? 0) - Date.now()) / 86_400_000)).toBe(7);
    expect(await planOf(tenant.orgId)).toBe("premium");
    expect(await mailSubjects(tenant.admin.email)).toContain("billingPaymentFailed");
    const failedOverview = await tenant.admin.agent.json<BillingView>("GET", `/api/orgs/${tenant.orgId}/billing`);
    expect(failedOverview.body.subscription?.graceEndsAt).toBe(failing?.graceEndsAt?.toISOString());
    // A second failure of the same run does not restart the grace period.
    await deliverAll(fake.failPayment(subscriptionId));
    expect((await subscriptionRow(tenant.orgId))?.graceEndsAt?.getTime()).toBe(failing?.graceEndsAt?.getTime());
    const graceJobs = await t.deps.db.select().from(jobs).where(eq(jobs.type, "billing.grace-end"));
    expect(
      graceJobs.filter((job) => (job.payload as { organizationId: string }).organizationId === tenant.orgId),
    ).toHaveLength(1);

    // The job queued for the grace period's end asks Stripe again: still unpaid, so free it is.
    const grace = graceJobs.find((job) => (job.payload as { organizationId: string }).organizationId === tenant.orgId);
    expect(grace?.runAt.getTime()).toBe(failing?.graceEndsAt?.getTime());
    await graceRunsOut(tenant.orgId);
    expect(await planOf(tenant.orgId)).toBe("free");
    expect(await mailSubjects(tenant.admin.email)).toContain("billingGraceEnded");
    // Free limits again: this month already has three events.
    const again = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events`, {
      ...(await import("../../../test/helpers/events")).eventInput({ date: inDays(4) }),
    });
    expect(again.status).toBe(403);
    // Running the job twice changes nothing and mails nothing more.
    await t.deps.db
      .update(jobs)
      .set({ status: "pending", runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, grace?.id ?? ""));
    await t.deps.jobs.runDue();
    expect((await mailSubjects(tenant.admin.email)).filter((m) => m === "billingGraceEnded")).toHaveLength(1);
    // A new checkout is refused while that subscription still collects its payment: pay it instead.
    const reopen = await tenant.admin.agent.json<Failure>("POST", `/api/orgs/${tenant.orgId}/billing/checkout`, {});
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.code).toBe("BILLING_SUBSCRIPTION_OPEN");
    const changes = await t.deps.db.select().from(auditLog).where(eq(auditLog.organizationId, tenant.orgId));
    expect(changes.filter((c) => c.action === "billing.plan_change").map((c) => c.details)).toEqual([
      { from: "free", to: "premium", reason: "trialing" },
      { from: "premium", to: "free", reason: "past_due" },
    ]);

    // Paying the open invoice after all brings premium back.
    await deliverAll(fake.payOpenInvoice(subscriptionId));
    expect(await planOf(tenant.orgId)).toBe("premium");
    expect(await subscriptionRow(tenant.orgId)).toMatchObject({ paymentFailedAt: null, graceEndsAt: null });
  });

  it("a payment made within the grace period keeps premium, and the grace job then changes nothing", async () => {
    const subscriptionId = await subscribe(tenant);
    await deliverAll(fake.endTrial(subscriptionId));
    await deliverAll(fake.failPayment(subscriptionId));
    await deliverAll(fake.payOpenInvoice(subscriptionId));
    expect(await subscriptionRow(tenant.orgId)).toMatchObject({ graceEndsAt: null });
    await t.deps.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.type, "billing.grace-end"), sql`${jobs.payload}->>'organizationId' = ${tenant.orgId}`));
    await t.deps.jobs.runDue();
    expect(await planOf(tenant.orgId)).toBe("premium");
  });

  it("the grace job asks Stripe again: a payment whose webhook was lost keeps premium", async () => {
    const subscriptionId = await subscribe(tenant);
    await deliverAll(fake.endTrial(subscriptionId));
    await deliverAll(fake.failPayment(subscriptionId));
    fake.payOpenInvoice(subscriptionId); // paid at Stripe, but its events never arrive
    await graceRunsOut(tenant.orgId);
    expect(await planOf(tenant.orgId)).toBe("premium");
    expect(await subscriptionRow(tenant.orgId)).toMatchObject({ status: "active", graceEndsAt: null });
    expect(await mailSubjects(tenant.admin.email)).not.toContain("billingGraceEnded");
  });

  it("events of one organisation delivered at the same moment are handled one by one and end in Stripe's state", async () => {
    const subscriptionId = await subscribe(tenant);
    await deliverAll(fake.endTrial(subscriptionId));
    const failed = fake.failPayment(subscriptionId);
    const paid = fake.payOpenInvoice(subscriptionId);
    // All four at once, the older ones last in line: each is applied under the organisation's lock
    // with what Stripe says at that moment (active), so no grace period starts.
    const answers = await Promise.all([...paid, ...failed].map((d) => deliver(d)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await subscriptionRow(tenant.orgId)).toMatchObject({
      status: "active",
      paymentFailedAt: null,
      graceEndsAt: null,
    });
    expect(await planOf(tenant.orgId)).toBe("premium");
  });

  it("a second subscription (checkout in two tabs) is cancelled at Stripe and does not touch the first", async () => {
    const first = await tenant.admin.agent.json<{ url: string }>(
      "POST",
      `/api/orgs/${tenant.orgId}/billing/checkout`,
      {},
    );
    const second = await tenant.admin.agent.json<{ url: string }>(
      "POST",
      `/api/orgs/${tenant.orgId}/billing/checkout`,
      {},
    );
    expect(second.status).toBe(200);
    await deliverAll(fake.completeCheckout(first.body.url.split("/").pop() as string));
    const kept = (await subscriptionRow(tenant.orgId))?.subscriptionId as string;
    const secondSession = second.body.url.split("/").pop() as string;
    expect(await deliverAll(fake.completeCheckout(secondSession))).toEqual(["ignored", "ignored", "ignored"]);
    const duplicate = fake.sessions.get(secondSession)?.subscription as string;
    expect(fake.subscriptions.get(duplicate)?.status).toBe("canceled");
    expect(fake.subscriptions.get(kept)?.status).toBe("trialing");
    expect(await subscriptionRow(tenant.orgId)).toMatchObject({ subscriptionId: kept, status: "trialing" });
    expect(await planOf(tenant.orgId)).toBe("premium");
  });

  it("events about an organisation that is gone or was never ours are answered and ignored", async () => {
    const subscriptionId = await subscribe(tenant);
    // Another integration on the same Stripe account, with its own reference.
    const foreign = fake.trialWillEnd(subscriptionId)[0] as Delivery;
    const obj = foreign.event.data.object as { metadata: Record<string, string> };
    const stranger = fake.resend({
      ...foreign.event,
      id: `${foreign.event.id}_x`,
      data: { object: { ...obj, metadata: { organization_id: "not-a-uuid" } } },
    });
    expect((await deliver(stranger)).body.status).toBe("ignored");
    const unknown = fake.resend({
      ...foreign.event,
      id: `${foreign.event.id}_y`,
      data: { object: { ...obj, metadata: { organization_id: "3d2b7c1e-5a4f-4e8b-9c6d-1f0a2b3c4d5e" } } },
    });
    expect((await deliver(unknown)).body.status).toBe("ignored");
  });

  it("deleting the organisation cancels its subscription at Stripe first", async () => {
    const subscriptionId = await subscribe(tenant);
    const root = await t.createUser({ roles: ["super_admin"] });
    const [org] = await t.deps.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, tenant.orgId));
    fake.failNext(500, 500, 500);
    const refused = await root.agent.json<Failure>("DELETE", `/api/platform/organizations/${tenant.orgId}`, {
      confirmation: org?.name,
    });
    expect(refused.status).toBe(503);
    expect(await planOf(tenant.orgId)).toBe("premium");
    const deleted = await root.agent.json("DELETE", `/api/platform/organizations/${tenant.orgId}`, {
      confirmation: org?.name,
    });
    expect(deleted.status).toBe(204);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe("canceled");
    // Stripe's events about it afterwards are answered, not retried for days.
    const late = fake.cancel(subscriptionId);
    expect(await deliverAll(late)).toEqual(["ignored"]);
  });

  it("cancellation: at the period's end premium stays until then; cancelled, the free plan applies; both mailed", async () => {
    const subscriptionId = await subscribe(tenant);
    await deliverAll(fake.endTrial(subscriptionId));
    await deliverAll(fake.cancel(subscriptionId, { atPeriodEnd: true }));
    expect(await planOf(tenant.orgId)).toBe("premium");
    expect(await subscriptionRow(tenant.orgId)).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await mailSubjects(tenant.admin.email)).toContain("billingCancelScheduled");
    const overview = await tenant.admin.agent.json<BillingView>("GET", `/api/orgs/${tenant.orgId}/billing`);
    expect(overview.body.subscription?.cancelAtPeriodEnd).toBe(true);
    // Stripe has no next invoice for a subscription that ends: that is not an outage.
    expect(overview.body.nextInvoice).toBeNull();
    expect(overview.body.providerUnreachable).toBe(false);

    await deliverAll(fake.cancel(subscriptionId));
    expect(await planOf(tenant.orgId)).toBe("free");
    expect(await mailSubjects(tenant.admin.email)).toContain("billingEnded");
    const check = await tenant.admin.agent.json("GET", `/api/orgs/${tenant.orgId}/billing/subscription`);
    expect(check.body).toMatchObject({ subscribed: false });

    // A new checkout after cancelling: no second trial.
    const again = await tenant.admin.agent.json<{ url: string }>(
      "POST",
      `/api/orgs/${tenant.orgId}/billing/checkout`,
      {},
    );
    expect(again.status).toBe(200);
    expect(fake.sessions.get(again.body.url.split("/").pop() as string)?.trialDays).toBeNull();
  });

  it("replayed and out-of-order webhooks change nothing wrongly", async () => {
    const subscriptionId = await subscribe(tenant);
    const trialEnd = fake.endTrial(subscriptionId);
    await deliverAll(trialEnd);
    const cancelled = fake.cancel(subscriptionId);
    await deliverAll(cancelled);
    expect(await planOf(tenant.orgId)).toBe("free");
    const mailsBefore = (await t.mailsTo(tenant.admin.email)).length;

    // Stripe retries an event whose answer it lost: answered, nothing done.
    expect(await deliverAll(cancelled.map((d) => fake.resend(d.event)))).toEqual(["duplicate"]);
    // An older "active" update arrives after the cancellation (out of order): the state applied
    // is Stripe's latest, so the organisation stays on free.
    const stale = trialEnd.find((d) => d.event.type === "customer.subscription.updated") as Delivery;
    const staleCopy = fake.resend({ ...stale.event, id: `${stale.event.id}_late` });
    expect(await deliverAll([staleCopy])).toEqual(["applied"]);
    expect(await planOf(tenant.orgId)).toBe("free");
    expect(await subscriptionRow(tenant.orgId)).toMatchObject({ status: "canceled" });
    expect((await t.mailsTo(tenant.admin.email)).length).toBe(mailsBefore);
  });

  it("an event that arrives before checkout.session.completed still finds its organisation (subscription metadata)", async () => {
    const res = await tenant.admin.agent.json<{ url: string }>(
      "POST",
      `/api/orgs/${tenant.orgId}/billing/checkout`,
      {},
    );
    const deliveries = fake.completeCheckout(res.body.url.split("/").pop() as string);
    // Stripe does not promise order: the session's completion last.
    await deliverAll([...deliveries].reverse());
    expect(await planOf(tenant.orgId)).toBe("premium");
    expect((await mailSubjects(tenant.admin.email)).filter((m) => m === "billingTrialStarted")).toHaveLength(1);
  });

  it("refuses an unsigned, wrongly signed, tampered or stale webhook and changes nothing", async () => {
    const res = await tenant.admin.agent.json<{ url: string }>(
      "POST",
      `/api/orgs/${tenant.orgId}/billing/checkout`,
      {},
    );
    const [created] = fake.completeCheckout(res.body.url.split("/").pop() as string) as Delivery[];
    const attempts: Delivery[] = [
      { ...(created as Delivery), headers: { "content-type": "application/json" } },
      {
        ...(created as Delivery),
        headers: { ...created?.headers, "stripe-signature": fake.sign(created?.body ?? "", "whsec_SomebodyElse0000") },
      },
      { ...(created as Delivery), body: (created?.body ?? "").replace('"trialing"', '"active"') },
      {
        ...(created as Delivery),
        headers: {
          ...created?.headers,
          "stripe-signature": fake.sign(created?.body ?? "", WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600),
        },
      },
    ];
    for (const attempt of attempts) {
      const answer = await deliver(attempt);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe("BILLING_SIGNATURE_INVALID");
    }
    expect(await planOf(tenant.orgId)).toBe("free");
    // The real one goes through.
    expect((await deliver(created as Delivery)).body.status).toBe("applied");
    expect(await planOf(tenant.orgId)).toBe("premium");
  });

  it("a Stripe that does not answer: the webhook asks to be retried (503), the overview says so, checkout fails clearly", async () => {
    const subscriptionId = await subscribe(tenant);
    const events = fake.endTrial(subscriptionId);
    fake.failNext(500, 500, 500);
    const answer = await deliver(events[1] as Delivery);
    expect(answer.status).toBe(503);
    expect(answer.body.error?.code).toBe("BILLING_PROVIDER_UNAVAILABLE");
    // The retry (same event) goes through: the id was not stored by the failed attempt.
    expect((await deliver(fake.resend((events[1] as Delivery).event))).body.status).toBe("applied");
    expect(await subscriptionRow(tenant.orgId)).toMatchObject({ status: "active" });

    fake.failNext(500, 500, 500, 500, 500, 500);
    const overview = await tenant.admin.agent.json<BillingView>("GET", `/api/orgs/${tenant.orgId}/billing`);
    expect(overview.status).toBe(200);
    expect(overview.body.providerUnreachable).toBe(true);
    expect(overview.body.invoices).toBeNull();
    fake.failNext();

    const other = await createTenant(t, { plan: "free" });
    fake.failNext(500, 500, 500);
    const checkout = await other.admin.agent.json<Failure>("POST", `/api/orgs/${other.orgId}/billing/checkout`, {});
    expect(checkout.status).toBe(502);
    expect(checkout.body.error.code).toBe("BILLING_CHECKOUT_FAILED");
  });

  it("premium with a live subscription cannot check out again; the portal opens for the customer", async () => {
    await subscribe(tenant);
    const again = await tenant.admin.agent.json<Failure>("POST", `/api/orgs/${tenant.orgId}/billing/checkout`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ALREADY_PREMIUM");
    const portal = await tenant.admin.agent.json<{ url: string }>("POST", `/api/orgs/${tenant.orgId}/billing/portal`);
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    const request = fake.requests.findLast((r) => r.path === "/v1/billing_portal/sessions");
    expect(request?.params.return_url).toContain("/dashboard/admin?tab=billing");
  });

  it("only admins manage billing; a foreign organisation answers 404", async () => {
    const caregiver = await tenant.caregiver.agent.json("POST", `/api/orgs/${tenant.orgId}/billing/checkout`, {});
    expect(caregiver.status).toBe(403);
    expect((await tenant.caregiver.agent.json("GET", `/api/orgs/${tenant.orgId}/billing`)).status).toBe(403);
    const other = await createTenant(t, { plan: "free" });
    for (const [method, path] of [
      ["POST", "checkout"],
      ["POST", "portal"],
      ["GET", ""],
      ["GET", "subscription"],
    ] as const) {
      const res = await other.admin.agent.json(method, `/api/orgs/${tenant.orgId}/billing${path ? `/${path}` : ""}`);
      expect(res.status).toBe(404);
    }
  });
});

describe("usage overview", () => {
  it("counts the month's events, its staffed caregivers once each and its SMS parts, at the prices in force", async () => {
    const tenant = await createTenant(t, { plan: "premium" });
    const month = inDays(0).slice(0, 7);
    const first = await createEvent(tenant.admin.agent, tenant.orgId, { date: `${month}-15` });
    await createEvent(tenant.admin.agent, tenant.orgId, { date: `${month}-16` });
    const cancelled = await createEvent(tenant.admin.agent, tenant.orgId, { date: `${month}-17` });
    await tenant.admin.agent.json("PATCH", `/api/orgs/${tenant.orgId}/events/${cancelled.id}`, { cancelled: true });
    const assign = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${first.id}/assignments`, {
      userId: tenant.caregiver.id,
      qualification: "nurse",
    });
    expect(assign.status).toBeLessThan(300);
    const res = await tenant.admin.agent.json<BillingView>("GET", `/api/orgs/${tenant.orgId}/billing?month=${month}`);
    expect(res.status).toBe(200);
    expect(res.body.usage.month).toBe(month);
    expect(res.body.usage.lines).toEqual([
      { kind: "events", quantity: 2, unitCents: 1000, totalCents: 2000 },
      { kind: "activeCaregivers", quantity: 1, unitCents: 100, totalCents: 100 },
      { kind: "sms", quantity: 0, unitCents: 15, totalCents: 0 },
    ]);
    expect(res.body.usage.totalCents).toBe(2100);

    // A fixed number of queries whatever the month holds: more events and people, the same count.
    const { queryCounter } = await import("../../db/client");
    const counted = async () => {
      const store = { count: 0, texts: [] as string[] };
      const answer = await queryCounter.run(store, () =>
        tenant.admin.agent.json("GET", `/api/orgs/${tenant.orgId}/billing?month=${month}`),
      );
      expect(answer.status).toBe(200);
      return store.count;
    };
    const before = await counted();
    const second = await createEvent(tenant.admin.agent, tenant.orgId, { date: `${month}-18` });
    const helper = await t.createUser({ firstName: "Extra" });
    await t.deps.db
      .insert(userOrganizations)
      .values({ userId: helper.id, organizationId: tenant.orgId, role: "hulpverlener" });
    await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${second.id}/assignments`, {
      userId: helper.id,
      qualification: "first_aider",
    });
    expect(await counted()).toBe(before);

    // A price change in force reads through at once.
    await t.deps.db
      .insert(priceChanges)
      .values({ key: "per_event", amountCents: 1200, effectiveFrom: new Date(Date.now() - 1000) });
    const after = await tenant.admin.agent.json<BillingView>("GET", `/api/orgs/${tenant.orgId}/billing?month=${month}`);
    expect(after.body.usage.lines[0]).toMatchObject({ quantity: 3, unitCents: 1200, totalCents: 3600 });
    await t.deps.db.delete(priceChanges).where(eq(priceChanges.amountCents, 1200));

    for (const bad of ["2026-13", "26-01", "<script>", "2026-1", "1999-12"]) {
      const refused = await tenant.admin.agent.json(
        "GET",
        `/api/orgs/${tenant.orgId}/billing?month=${encodeURIComponent(bad)}`,
      );
      expect(refused.status).toBe(400);
    }
  });
});

describe("without Stripe", () => {
  it("plans are set by hand: checkout and portal answer BILLING_NOT_CONFIGURED, the overview and check still answer", async () => {
    const manual = await createTestApp();
    try {
      const tenant = await createTenant(manual, { plan: "premium" });
      const checkout = await tenant.admin.agent.json<Failure>("POST", `/api/orgs/${tenant.orgId}/billing/checkout`, {});
      expect(checkout.status).toBe(409);
      expect(checkout.body.error.code).toBe("BILLING_NOT_CONFIGURED");
      const overview = await tenant.admin.agent.json<BillingView>("GET", `/api/orgs/${tenant.orgId}/billing`);
      expect(overview.body).toMatchObject({ provider: "manual", plan: "premium", invoices: null, subscription: null });
      const check = await tenant.admin.agent.json("GET", `/api/orgs/${tenant.orgId}/billing/subscription`);
      expect(check.body).toEqual({
        subscribed: true,
        product_id: "manual_premium",
        premium_product_id: "manual_premium",
      });
      const webhook = await manual.app.request("http://localhost/api/billing/stripe/webhook", {
        method: "POST",
        body: "{}",
      });
      expect(webhook.status).toBe(404);
    } finally {
      await manual.close();
    }
  });

  it("the settings are checked at start: all three or none", async () => {
    const { loadConfig } = await import("../../config");
    expect(() => loadConfig({ STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET.*required/s);
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: "pk_test_public",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PREMIUM_PRODUCT_ID: PRODUCT,
      }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    // Secrets are named, never echoed.
    try {
      loadConfig({ STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "nope", STRIPE_PREMIUM_PRODUCT_ID: PRODUCT });
    } catch (error) {
      expect((error as Error).message).not.toContain("nope");
      expect((error as Error).message).not.toContain("sk_live_x");
    }
  });
});
