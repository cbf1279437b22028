import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppDeps } from "../../app-deps";
import { billingWebhookEvents, organizationSubscriptions } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import type { Logger } from "../../platform/logger";
import { lockOrganization } from "../organizations/plan-limits";
import { applySubscriptionState, mailBillingNotice, organizationOf } from "./billing-sync";
import { isLive, readSubscription, type SubscriptionState } from "./subscription-state";

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

type SubscriptionEvent = Extract<Stripe.Event, { type: `customer.subscription.${string}` }>;
type InvoiceEvent = Extract<Stripe.Event, { type: `invoice.${string}` }>;
// Every event of a family carries the same object (a Subscription, an Invoice): one check of the
// prefix narrows the event and its object together.
const isSubscriptionEvent = (event: Stripe.Event): event is SubscriptionEvent =>
  event.type.startsWith("customer.subscription.");
const isInvoiceEvent = (event: Stripe.Event): event is InvoiceEvent => event.type.startsWith("invoice.");

/** The subscription and organisation an event is about, for the events we act on. */
async function subjectOf(
  deps: AppDeps,
  event: Stripe.Event,
): Promise<{ subscriptionId: string; organizationId: string | null } | null> {
  if (event.type === "checkout.session.completed") {
    const session = event.data.object;
    const subscriptionId = idOf(session.subscription);
    if (session.mode !== "subscription" || !subscriptionId) return null;
    return {
      subscriptionId,
      organizationId:
        session.client_reference_id ??
        session.metadata?.organization_id ??
        (await organizationOf(deps.db, { customerId: idOf(session.customer) })),
    };
  }
  if (isSubscriptionEvent(event)) {
    const subscription = event.data.object;
    return {
      subscriptionId: subscription.id,
      organizationId:
        subscription.metadata?.organization_id ??
        (await organizationOf(deps.db, { subscriptionId: subscription.id, customerId: idOf(subscription.customer) })),
    };
  }
  if (isInvoiceEvent(event)) {
    const invoice = event.data.object;
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
    if (!subscriptionId) return null;
    return {
      subscriptionId,
      organizationId: await organizationOf(deps.db, { subscriptionId, customerId: idOf(invoice.customer) }),
    };
  }
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function retrieve(stripe: Stripe, subscriptionId: string, logger: Logger): Promise<SubscriptionState> {
  try {
    return readSubscription(await stripe.subscriptions.retrieve(subscriptionId));
  } catch (error) {
    logger.warn({ subscriptionId, err: (error as Error).message }, "Stripe did not answer; the event will be retried");
    throw new AppError(503, "BILLING_PROVIDER_UNAVAILABLE", "The payment provider could not be reached; retry later");
  }
}

/**
 * One verified Stripe event, handled under the organisation's row lock (the lock the plan limits
 * take), so two events of one organisation are handled one after the other. Inside it the
 * subscription is fetched from Stripe and applied as it is now (billing-sync.ts): events in any
 * order, or at the same moment, converge on Stripe's state. The event's id is stored in the same
 * transaction, so a replay (or Stripe's retry after a lost answer) answers `duplicate` and does
 * nothing; a Stripe that cannot be reached answers 503 and Stripe retries later. An event about an
 * organisation that does not exist (deleted, or another integration's id) is answered `ignored`,
 * or Stripe would retry it for days.
 */
export async function handleStripeEvent(deps: AppDeps, event: Stripe.Event, logger: Logger): Promise<WebhookOutcome> {
  const stripe = deps.stripe;
  if (!stripe) throw new AppError(404, "BILLING_NOT_CONFIGURED", "No payment provider is configured");
  const [seen] = await deps.db
    .select({ id: billingWebhookEvents.id })
    .from(billingWebhookEvents)
    .where(eq(billingWebhookEvents.id, event.id));
  if (seen) return "duplicate";
  const subject = await subjectOf(deps, event);
  const organizationId = subject?.organizationId;
  if (!subject || !organizationId || !UUID.test(organizationId)) {
    logger.info({ event: event.id, type: event.type }, "Stripe event about nothing we know: ignored");
    return "ignored";
  }
  return deps.db.transaction(async (tx) => {
    try {
      await lockOrganization(tx, organizationId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        logger.warn({ event: event.id, organizationId }, "Stripe event about an organisation that no longer exists");
        return "ignored";
      }
      throw error;
    }
    const stored = await tx
      .insert(billingWebhookEvents)
      .values({ id: event.id, type: event.type, organizationId })
      .onConflictDoNothing()
      .returning({ id: billingWebhookEvents.id });
    if (stored.length === 0) return "duplicate";
    const state = await retrieve(stripe, subject.subscriptionId, logger);

    // Another subscription than the one we hold: if ours is still live (asked of Stripe, not of
    // our copy), this one is a second subscription (checkout in two tabs) and is cancelled before
    // it bills anyone twice, or a late event of an ended one, which changes nothing.
    const [current] = await tx
      .select({ subscriptionId: organizationSubscriptions.subscriptionId })
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.organizationId, organizationId));
    if (current?.subscriptionId && current.subscriptionId !== state.subscriptionId) {
      const held = await retrieve(stripe, current.subscriptionId, logger);
      if (isLive(held.status)) {
        if (isLive(state.status)) {
          await stripe.subscriptions.cancel(state.subscriptionId);
          logger.error(
            { organizationId, kept: held.subscriptionId, cancelled: state.subscriptionId },
            "A second subscription for one organisation: cancelled at Stripe",
          );
        }
        return "ignored";
      }
    }

    const { plan } = await applySubscriptionState(deps, tx, organizationId, state);
    if (event.type === "customer.subscription.trial_will_end" && state.status === "trialing")
      await mailBillingNotice(deps, tx, organizationId, "billingTrialEnding", state.trialEndsAt);
    logger.info({ event: event.id, type: event.type, status: state.status, plan }, "Stripe event applied");
    return "applied" as const;
  });
}
