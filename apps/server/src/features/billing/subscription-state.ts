import { LIVE_SUBSCRIPTION_STATUSES, PAYMENT_GRACE_DAYS } from "@hulppost/shared/billing";
import type { Plan } from "@hulppost/shared/constants";
import type Stripe from "stripe";

/** What we keep of a Stripe subscription (organization_subscriptions' columns). */
export interface SubscriptionState {
  subscriptionId: string;
  customerId: string;
  status: string;
  productId: string | null;
  trialEndsAt: Date | null;
  currentPeriodEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * Reads a subscription object as Stripe returns it. Since the 2025 API versions the billing period
 * lives on the subscription's items, not the subscription; the latest item end is the period end.
 */
export function readSubscription(subscription: Stripe.Subscription): SubscriptionState {
  const items = subscription.items?.data ?? [];
  const periodEnd = Math.max(0, ...items.map((item) => item.current_period_end ?? 0));
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    status: subscription.status,
    productId: idOf(items[0]?.price?.product as string | { id: string } | undefined),
    trialEndsAt: fromUnix(subscription.trial_end),
    currentPeriodEndsAt: fromUnix(periodEnd || null),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at && !subscription.ended_at),
    canceledAt: fromUnix(subscription.canceled_at),
  };
}

/** Statuses in which Stripe is still trying to collect a failed payment. */
export const PAYMENT_FAILING = new Set(["past_due", "unpaid"]);
/** Statuses in which the subscription is paid for (or free in its trial). */
export const IN_GOOD_STANDING = new Set(["trialing", "active"]);

/** A subscription Stripe still bills or collects for. */
export const isLive = (status: string | null | undefined) => !!status && LIVE_SUBSCRIPTION_STATUSES.includes(status);

/**
 * The grace period after a failed payment: it starts at the first failure we learn of and is not
 * restarted by later failures of the same run; a subscription back in good standing ends it.
 */
export function graceOf(
  status: string,
  previous: { paymentFailedAt: Date | null; graceEndsAt: Date | null },
  now: Date,
): { paymentFailedAt: Date | null; graceEndsAt: Date | null } {
  if (!PAYMENT_FAILING.has(status)) return { paymentFailedAt: null, graceEndsAt: null };
  const failedAt = previous.paymentFailedAt ?? now;
  return {
    paymentFailedAt: failedAt,
    graceEndsAt: previous.graceEndsAt ?? new Date(failedAt.getTime() + PAYMENT_GRACE_DAYS * 86_400_000),
  };
}

/**
 * Premium is on when the subscription is to the premium product and is in its trial or paid;
 * after a failed payment it holds until the grace period ends, then the free plan's limits apply.
 * Cancelled, incomplete or paused subscriptions give the free plan (decision 033).
 */
export function planOf(
  state: { status: string | null; productId: string | null; graceEndsAt: Date | null },
  premiumProductId: string,
  now: Date,
): Plan {
  if (state.productId !== premiumProductId || !state.status) return "free";
  if (IN_GOOD_STANDING.has(state.status)) return "premium";
  if (PAYMENT_FAILING.has(state.status) && state.graceEndsAt && now < state.graceEndsAt) return "premium";
  return "free";
}
