import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppDeps } from "../../app-deps";
import { billingWebhookEvents } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import type { Logger } from "../../platform/logger";
import { applySubscriptionState, mailBillingNotice, organizationOf } from "./billing-sync";
import { readSubscription } from "./subscription-state";

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The subscription and organisation an event is about, for the events we act on. */
async function subjectOf(
  deps: AppDeps,
  event: Stripe.Event,
): Promise<{ subscriptionId: string; organizationId: string | null } | null> {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === "checkout.session.completed") {
    const session = event.data.object as Stripe.Checkout.Session;
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
  if (event.type.startsWith("customer.subscription.")) {
    const subscription = event.data.object as Stripe.Subscription;
    return {
      subscriptionId: subscription.id,
      organizationId:
        subscription.metadata?.organization_id ??
        (await organizationOf(deps.db, { subscriptionId: subscription.id, customerId: idOf(subscription.customer) })),
    };
  }
  if (event.type.startsWith("invoice.")) {
    const invoice = object as unknown as Stripe.Invoice;
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
    if (!subscriptionId) return null;
    return {
      subscriptionId,
      organizationId: await organizationOf(deps.db, { subscriptionId, customerId: idOf(invoice.customer) }),
    };
  }
  return null;
}

/**
 * One verified Stripe event. The subscription it concerns is fetched from Stripe and applied as it
 * is now (billing-sync.ts), so events in any order converge on Stripe's state; the event's id is
 * stored in the same transaction, so a replay (or Stripe's retry after a lost answer) is answered
 * and changes nothing. A Stripe that cannot be reached answers 503: Stripe retries the event later.
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
  if (!subject?.organizationId) {
    logger.info({ event: event.id, type: event.type }, "Stripe event about nothing we know: ignored");
    return "ignored";
  }
  const { organizationId, subscriptionId } = subject;
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    logger.warn({ event: event.id, err: (error as Error).message }, "Stripe did not answer; the event will be retried");
    throw new AppError(503, "BILLING_PROVIDER_UNAVAILABLE", "The payment provider could not be reached; retry later");
  }
  const state = readSubscription(subscription);
  return deps.db.transaction(async (tx) => {
    const stored = await tx
      .insert(billingWebhookEvents)
      .values({ id: event.id, type: event.type, organizationId })
      .onConflictDoNothing()
      .returning({ id: billingWebhookEvents.id });
    if (stored.length === 0) return "duplicate";
    const { plan } = await applySubscriptionState(deps, tx, organizationId, state);
    if (event.type === "customer.subscription.trial_will_end" && state.status === "trialing")
      await mailBillingNotice(deps, tx, organizationId, "billingTrialEnding", state.trialEndsAt);
    logger.info({ event: event.id, type: event.type, status: state.status, plan }, "Stripe event applied");
    return "applied" as const;
  });
}
