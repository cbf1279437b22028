import type { Plan } from "@hulppost/shared/constants";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { publicOrigin } from "../../auth/origins";
import type { Db } from "../../db/client";
import { organizationSubscriptions, organizations, profiles, userOrganizations } from "../../db/schema/index";
import type { MailTemplateName } from "../../platform/mail/messages";
import { mailLanguage } from "../../platform/mail/render";
import { audit } from "../audit/audit.service";
import { lockOrganization } from "../organizations/plan-limits";
import { graceOf, PAYMENT_FAILING, planOf, readSubscription, type SubscriptionState } from "./subscription-state";

export const GRACE_END_JOB = "billing.grace-end";

declare module "../../platform/jobs/queue" {
  interface JobPayloads {
    [GRACE_END_JOB]: { organizationId: string };
  }
}

type SubscriptionRow = typeof organizationSubscriptions.$inferSelect;

/**
 * Mails the organisation's responsible person (or, without one, its admins) about its plan, in
 * their language, with a link to the billing tab. Inside the caller's transaction: the mail is
 * queued exactly when the change it reports is stored.
 */
export async function mailBillingNotice(
  deps: AppDeps,
  tx: Db,
  organizationId: string,
  template: MailTemplateName,
  date: Date | null,
) {
  const [org] = await tx
    .select({ displayName: organizations.displayName, responsibleUserId: organizations.responsibleUserId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) return;
  const people = org.responsibleUserId
    ? await tx
        .select({ email: profiles.email, firstName: profiles.firstName, language: profiles.language })
        .from(profiles)
        .where(eq(profiles.userId, org.responsibleUserId))
    : await tx
        .select({ email: profiles.email, firstName: profiles.firstName, language: profiles.language })
        .from(userOrganizations)
        .innerJoin(profiles, eq(profiles.userId, userOrganizations.userId))
        .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.role, "admin")));
  const origin = publicOrigin(deps.config);
  for (const person of people) {
    const language = mailLanguage(person.language);
    const formatted = date
      ? new Intl.DateTimeFormat(language, {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: deps.config.APP_TIMEZONE,
        }).format(date)
      : "";
    await deps.mailer.send(person.email, {
      template,
      language,
      params: { name: person.firstName, organization: org.displayName, date: formatted },
      actionUrl: `${origin}/dashboard/admin?tab=billing`,
    });
  }
}

/** The notices a change of subscription calls for (each sent once: on the change itself). */
function noticesFor(
  before: { plan: Plan; row: SubscriptionRow | undefined },
  after: { plan: Plan; row: Omit<SubscriptionRow, "updatedAt"> },
): { template: MailTemplateName; date: Date | null }[] {
  const notices: { template: MailTemplateName; date: Date | null }[] = [];
  const { row } = after;
  if (before.plan === "free" && after.plan === "premium" && !row.paymentFailedAt)
    notices.push(
      row.status === "trialing"
        ? { template: "billingTrialStarted", date: row.trialEndsAt }
        : { template: "billingStarted", date: null },
    );
  if (!before.row?.paymentFailedAt && row.paymentFailedAt && after.plan === "premium")
    notices.push({ template: "billingPaymentFailed", date: row.graceEndsAt });
  if (!before.row?.cancelAtPeriodEnd && row.cancelAtPeriodEnd && row.status !== "canceled")
    notices.push({ template: "billingCancelScheduled", date: row.currentPeriodEndsAt });
  if (before.plan === "premium" && after.plan === "free")
    notices.push({
      template: row.status && PAYMENT_FAILING.has(row.status) ? "billingGraceEnded" : "billingEnded",
      date: null,
    });
  return notices;
}

/** Sets the organisation's plan, audit-logged as the payment provider's doing. */
async function setPlan(tx: Db, organizationId: string, from: Plan, to: Plan, reason: string) {
  if (from === to) return;
  await tx.update(organizations).set({ plan: to, updatedAt: new Date() }).where(eq(organizations.id, organizationId));
  await audit(tx, {
    action: "billing.plan_change",
    organizationId,
    targetType: "organization",
    targetId: organizationId,
    details: { from, to, reason },
  });
}

/**
 * Stores the subscription as Stripe reports it now and sets the organisation's plan from it, with
 * the mails the change calls for, in one transaction under the organisation's row lock (the same
 * lock the plan limits take). The caller fetched `state` from Stripe just before: whatever order
 * webhooks arrive in, the state applied is Stripe's latest, so an old event changes nothing wrongly.
 */
export async function applySubscriptionState(
  deps: AppDeps,
  tx: Db,
  organizationId: string,
  state: SubscriptionState,
  now = new Date(),
): Promise<{ plan: Plan }> {
  const stripe = deps.config.stripe;
  if (!stripe) throw new Error("Stripe is not configured");
  const org = await lockOrganization(tx, organizationId);
  const [existing] = await tx
    .select()
    .from(organizationSubscriptions)
    .where(eq(organizationSubscriptions.organizationId, organizationId));
  const grace = graceOf(
    state.status,
    existing?.subscriptionId === state.subscriptionId
      ? { paymentFailedAt: existing.paymentFailedAt, graceEndsAt: existing.graceEndsAt }
      : { paymentFailedAt: null, graceEndsAt: null },
    now,
  );
  const row = {
    organizationId,
    customerId: state.customerId,
    subscriptionId: state.subscriptionId,
    status: state.status,
    productId: state.productId,
    trialEndsAt: state.trialEndsAt,
    currentPeriodEndsAt: state.currentPeriodEndsAt,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    canceledAt: state.canceledAt,
    paymentFailedAt: grace.paymentFailedAt,
    graceEndsAt: grace.graceEndsAt,
    stateAt: now,
  };
  await tx
    .insert(organizationSubscriptions)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({ target: organizationSubscriptions.organizationId, set: { ...row, updatedAt: now } });
  const plan = planOf(row, stripe.premiumProductId, now);
  await setPlan(tx, organizationId, org.plan, plan, state.status);
  if (grace.graceEndsAt && !existing?.graceEndsAt)
    await deps.jobs.enqueue(GRACE_END_JOB, { organizationId }, { runAt: grace.graceEndsAt });
  for (const notice of noticesFor({ plan: org.plan, row: existing }, { plan, row }))
    await mailBillingNotice(deps, tx, organizationId, notice.template, notice.date);
  return { plan };
}

/**
 * At the end of a grace period: the subscription is asked of Stripe again (a payment whose webhook
 * was lost still counts) and applied; if the payment is still failing, the free plan's limits
 * apply now. Runs from the durable job queued when the grace period started; a Stripe that does
 * not answer fails the job, which retries with back-off. Safe to run twice.
 */
export async function endGraceIfDue(deps: AppDeps, organizationId: string) {
  const stripe = deps.stripe;
  if (!stripe || !deps.config.stripe) return;
  await deps.db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const [row] = await tx
      .select()
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.organizationId, organizationId));
    if (!row?.subscriptionId || !row.graceEndsAt || row.graceEndsAt > new Date()) return;
    const state = readSubscription(await stripe.subscriptions.retrieve(row.subscriptionId));
    await applySubscriptionState(deps, tx, organizationId, state);
  });
}

export function registerBillingJobs(deps: AppDeps) {
  deps.jobs.register(GRACE_END_JOB, async (payload) => {
    await endGraceIfDue(deps, payload.organizationId);
  });
}

/** Organisation ids of a set of Stripe customers or subscriptions we know. */
export async function organizationOf(
  db: Db,
  ids: { customerId?: string | null; subscriptionId?: string | null },
): Promise<string | null> {
  const conditions = [
    ids.subscriptionId ? eq(organizationSubscriptions.subscriptionId, ids.subscriptionId) : null,
    ids.customerId ? eq(organizationSubscriptions.customerId, ids.customerId) : null,
  ].filter((c) => c !== null);
  for (const condition of conditions) {
    const [row] = await db
      .select({ organizationId: organizationSubscriptions.organizationId })
      .from(organizationSubscriptions)
      .where(condition);
    if (row) return row.organizationId;
  }
  return null;
}
