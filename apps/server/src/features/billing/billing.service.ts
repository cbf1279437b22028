import {
  type BillingView,
  type InvoiceView,
  MANUAL_PREMIUM_PRODUCT_ID,
  PREMIUM_TRIAL_DAYS,
  type SubscriptionCheck,
  type UsageLine,
} from "@hulppost/shared/billing";
import type { Language } from "@hulppost/shared/constants";
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppDeps } from "../../app-deps";
import { publicOrigin } from "../../auth/origins";
import type { Db } from "../../db/client";
import { organizationSubscriptions, organizations, profiles } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, notFound } from "../../http/errors";
import type { Logger } from "../../platform/logger";
import { localToInstant } from "../../platform/time";
import { audit } from "../audit/audit.service";
import { currentPrices } from "../pricing/prices.service";
import { monthOf, smsPartsSent } from "../sms/sms-overview.service";
import { isLive } from "./subscription-state";

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

const subscriptionOpen = (plan: string) =>
  plan === "premium"
    ? new AppError(409, "ALREADY_PREMIUM", "The organisation already has a premium subscription")
    : new AppError(
        409,
        "BILLING_SUBSCRIPTION_OPEN",
        "The organisation still has a subscription with an open payment; settle it in the customer portal",
      );

function requireStripe(deps: AppDeps): Stripe {
  if (!deps.stripe)
    throw new AppError(409, "BILLING_NOT_CONFIGURED", "No payment provider is configured; a super admin sets plans");
  return deps.stripe;
}

async function organizationAndSubscription(db: Db, organizationId: string) {
  const [row] = await db
    .select({
      plan: organizations.plan,
      displayName: organizations.displayName,
      contactEmail: organizations.contactEmail,
      responsibleEmail: profiles.email,
      subscription: organizationSubscriptions,
    })
    .from(organizations)
    .leftJoin(organizationSubscriptions, eq(organizationSubscriptions.organizationId, organizations.id))
    .leftJoin(profiles, eq(profiles.userId, organizations.responsibleUserId))
    .where(eq(organizations.id, organizationId));
  if (!row) throw notFound("Organisation not found");
  return row;
}

/** The subscription check: premium is the plan in force, with the premium product's id. */
export async function subscriptionCheck(deps: AppDeps, organizationId: string): Promise<SubscriptionCheck> {
  const row = await organizationAndSubscription(deps.db, organizationId);
  const premiumProductId = deps.config.stripe?.premiumProductId ?? MANUAL_PREMIUM_PRODUCT_ID;
  const subscribed = row.plan === "premium";
  return {
    subscribed,
    product_id: subscribed ? premiumProductId : (row.subscription?.productId ?? null),
    premium_product_id: premiumProductId,
  };
}

/**
 * The month's usage, priced per event, per active caregiver and per SMS part (the managed prices):
 * events held that month (not cancelled), the caregivers staffed on them ("active": assigned to at
 * least one of those events, each counted once), and the SMS parts the provider accepted, each at
 * the price in force when sent. One query; the event and caregiver rates are those in force at the
 * month's end (or now, for the month under way).
 */
export async function usageOf(
  deps: AppDeps,
  organizationId: string,
  month: string | undefined,
  now = new Date(),
): Promise<BillingView["usage"]> {
  const timeZone = deps.config.APP_TIMEZONE;
  const bounds = month ? monthBounds(month, timeZone) : monthOf(now, timeZone);
  const result = await deps.db.execute(sql`
    with held as (
      select id from events
      where organization_id = ${organizationId} and not cancelled
        and starts_at >= ${bounds.start.toISOString()}::timestamptz and starts_at < ${bounds.end.toISOString()}::timestamptz
    )
    select
      (select count(*) from held)::int as events,
      (select count(distinct user_id) from event_assignments
        where organization_id = ${organizationId} and event_id in (select id from held))::int as caregivers,
      sms.parts, sms.cost_cents
    from (
      select coalesce(sum(parts), 0)::int as parts, coalesce(sum(parts * unit_cents), 0)::bigint as cost_cents
      from (${smsPartsSent(organizationId, bounds.start, bounds.end)}) sent
    ) sms`);
  const counts = result.rows[0] as { events: number; caregivers: number; parts: number; cost_cents: number | string };
  const pricedAt = bounds.end < now ? new Date(bounds.end.getTime() - 1) : now;
  const prices = await currentPrices(deps.db, pricedAt);
  const line = (kind: UsageLine["kind"], quantity: number, unitCents: number): UsageLine => ({
    kind,
    quantity: Number(quantity),
    unitCents,
    totalCents: Number(quantity) * unitCents,
  });
  const lines: UsageLine[] = [
    line("events", counts.events, prices.per_event),
    line("activeCaregivers", counts.caregivers, prices.per_active_caregiver),
    // Each part at the price in force when it was sent, as the SMS center counts it.
    {
      kind: "sms",
      quantity: Number(counts.parts),
      unitCents: prices.sms_per_message,
      totalCents: Number(counts.cost_cents),
    },
  ];
  return { month: bounds.month, lines, totalCents: lines.reduce((sum, l) => sum + l.totalCents, 0) };
}

function monthBounds(month: string, timeZone: string) {
  const [year = 0, m = 1] = month.split("-").map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return {
    month,
    start: localToInstant(`${month}-01`, "00:00", timeZone),
    end: localToInstant(`${next}-01`, "00:00", timeZone),
  };
}

/** Invoices and the next one from Stripe, side by side; a Stripe that does not answer is said so. */
async function fromProvider(stripe: Stripe, customerId: string, logger: Logger) {
  const [list, preview] = await Promise.allSettled([
    stripe.invoices.list({ customer: customerId, limit: 24 }),
    stripe.invoices.createPreview({ customer: customerId }),
  ]);
  const invoices: InvoiceView[] | null =
    list.status === "fulfilled"
      ? list.value.data.map((invoice) => ({
          id: invoice.id ?? "",
          number: invoice.number ?? null,
          createdAt: fromUnix(invoice.created) ?? new Date().toISOString(),
          amountCents: invoice.total ?? invoice.amount_due,
          currency: invoice.currency,
          status: invoice.status ?? "draft",
          hostedUrl: invoice.hosted_invoice_url ?? null,
          pdfUrl: invoice.invoice_pdf ?? null,
        }))
      : null;
  // No upcoming invoice (cancelled, or nothing to bill) is Stripe's 404, not an outage.
  const noUpcoming = preview.status === "rejected" && (preview.reason as { statusCode?: number })?.statusCode === 404;
  const nextInvoice =
    preview.status === "fulfilled"
      ? {
          amountCents: preview.value.amount_due,
          currency: preview.value.currency,
          date: fromUnix(preview.value.next_payment_attempt ?? preview.value.period_end),
        }
      : null;
  const unreachable = list.status === "rejected" || (preview.status === "rejected" && !noUpcoming);
  if (unreachable)
    logger.warn(
      { list: list.status, preview: preview.status === "rejected" ? String(preview.reason) : "ok" },
      "Stripe invoices could not be read",
    );
  return { invoices, nextInvoice, unreachable };
}

/** Admin settings → Billing: plan, subscription, Stripe's invoices and the month's usage. */
export async function billingOverview(
  deps: AppDeps,
  organizationId: string,
  month: string | undefined,
  logger: Logger,
  now = new Date(),
): Promise<BillingView> {
  const row = await organizationAndSubscription(deps.db, organizationId);
  const sub = row.subscription;
  const [usage, provider] = await Promise.all([
    usageOf(deps, organizationId, month, now),
    deps.stripe && sub?.customerId ? fromProvider(deps.stripe, sub.customerId, logger) : null,
  ]);
  const trialDaysLeft =
    sub?.status === "trialing" && sub.trialEndsAt
      ? Math.max(0, Math.ceil((sub.trialEndsAt.getTime() - now.getTime()) / 86_400_000))
      : null;
  return {
    provider: deps.stripe ? "stripe" : "manual",
    plan: row.plan,
    subscription: sub
      ? {
          status: sub.status,
          trialEndsAt: iso(sub.trialEndsAt),
          trialDaysLeft,
          currentPeriodEndsAt: iso(sub.currentPeriodEndsAt),
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          canceledAt: iso(sub.canceledAt),
          paymentFailedAt: iso(sub.paymentFailedAt),
          graceEndsAt: iso(sub.graceEndsAt),
          hasCustomer: Boolean(sub.customerId),
          trialAvailable: !sub.subscriptionId && !sub.trialEndsAt,
        }
      : null,
    nextInvoice: provider?.nextInvoice ?? null,
    invoices: deps.stripe ? (provider?.invoices ?? (sub?.customerId ? null : [])) : null,
    providerUnreachable: provider?.unreachable ?? false,
    usage,
  };
}

const CHECKOUT_LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = {
  nl: "nl",
  en: "en",
  es: "es",
  fr: "fr",
};

/**
 * Starts Stripe Checkout for the premium plan at the price in force (price management is the one
 * source: the line item carries the amount, the configured product names it), with the 14-day
 * trial if the organisation never had one. Creates the Stripe customer once and keeps its id.
 */
export async function startCheckout(
  deps: AppDeps,
  access: OrgAccess,
  input: { language: Language; request: Request; ip: string | null },
  logger: Logger,
): Promise<{ url: string }> {
  const stripe = requireStripe(deps);
  const config = deps.config.stripe as NonNullable<typeof deps.config.stripe>;
  const organizationId = access.organizationId;
  const row = await organizationAndSubscription(deps.db, organizationId);
  const sub = row.subscription;
  // One subscription per organisation: a live one (paid, in its trial, or with a payment still
  // being collected after its grace period) is managed in the portal, not bought again.
  if (isLive(sub?.status)) throw subscriptionOpen(row.plan);
  const prices = await currentPrices(deps.db);
  const origin = publicOrigin(deps.config, input.request);
  const back = `${origin}/dashboard/admin?tab=billing`;
  try {
    let customerId = sub?.customerId ?? null;
    if (customerId) {
      // Stripe's own word too: a subscription whose webhook we have not seen yet still counts.
      const existing = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 });
      if (existing.data.some((candidate) => isLive(candidate.status))) throw subscriptionOpen(row.plan);
    } else {
      const customer = await stripe.customers.create(
        {
          name: row.displayName,
          email: row.responsibleEmail ?? row.contactEmail ?? access.viewer.email,
          metadata: { organization_id: organizationId },
        },
        // Two clicks in a row make one customer, not two.
        { idempotencyKey: `customer-${organizationId}` },
      );
      customerId = customer.id;
      await deps.db
        .insert(organizationSubscriptions)
        .values({ organizationId, customerId })
        .onConflictDoUpdate({ target: organizationSubscriptions.organizationId, set: { customerId } });
    }
    const trialAvailable = !sub?.subscriptionId && !sub?.trialEndsAt;
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customerId,
      client_reference_id: organizationId,
      locale: CHECKOUT_LOCALES[input.language],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "eur",
            product: config.premiumProductId,
            unit_amount: prices.premium_monthly,
            recurring: { interval: "month" },
          },
        },
      ],
      subscription_data: {
        metadata: { organization_id: organizationId },
        ...(trialAvailable ? { trial_period_days: PREMIUM_TRIAL_DAYS } : {}),
      },
      metadata: { organization_id: organizationId },
      success_url: `${back}&checkout=done`,
      cancel_url: `${back}&checkout=cancelled`,
    });
    if (!session.url) throw new Error("Stripe gave no checkout address");
    await audit(deps.db, {
      action: "billing.checkout_start",
      actor: access.viewer,
      organizationId,
      targetType: "organization",
      targetId: organizationId,
      details: { amountCents: prices.premium_monthly, trial: trialAvailable },
      ipAddress: input.ip,
    });
    return { url: session.url };
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.warn({ err: (error as Error).message }, "Stripe Checkout could not be started");
    throw new AppError(502, "BILLING_CHECKOUT_FAILED", "Failed to start checkout");
  }
}

/** Stripe's customer portal: payment methods, invoices, and cancelling (the way back to free). */
export async function openPortal(
  deps: AppDeps,
  access: OrgAccess,
  request: Request,
  logger: Logger,
): Promise<{ url: string }> {
  const stripe = requireStripe(deps);
  const row = await organizationAndSubscription(deps.db, access.organizationId);
  const customerId = row.subscription?.customerId;
  if (!customerId) throw new AppError(409, "BILLING_NO_CUSTOMER", "The organisation has no customer at the provider");
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${publicOrigin(deps.config, request)}/dashboard/admin?tab=billing`,
    });
    return { url: session.url };
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "Stripe's customer portal could not be opened");
    throw new AppError(502, "BILLING_PORTAL_FAILED", "Failed to open the customer portal");
  }
}
