import { z } from "zod";
import { PLANS } from "./constants";

/** The free trial of a first premium subscription: two weeks (decision 033). */
export const PREMIUM_TRIAL_DAYS = 14;

/** Days premium holds after a failed payment before the free plan's limits apply. */
export const PAYMENT_GRACE_DAYS = 7;

/** The product id the subscription check answers for a premium plan set by hand (no provider). */
export const MANUAL_PREMIUM_PRODUCT_ID = "manual_premium";

/**
 * Stripe statuses of a subscription that still bills or collects: in its trial, paid, or with a
 * failed payment being retried. While one is live a new checkout is refused (one per organisation).
 */
export const LIVE_SUBSCRIPTION_STATUSES: readonly string[] = ["trialing", "active", "past_due", "unpaid"];

/** The subscription check's answer: premium is on when subscribed with the premium product. */
export const subscriptionCheckView = z.object({
  subscribed: z.boolean(),
  product_id: z.string().nullable(),
  /** The product id that means premium, so a client can apply that rule itself. */
  premium_product_id: z.string(),
});
export type SubscriptionCheck = z.infer<typeof subscriptionCheckView>;

/** `YYYY-MM`: the month of a usage overview. */
export const billingQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "invalidMonth")
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= 2000 && year <= 2200;
    }, "invalidMonth")
    .optional(),
});

export const usageLineView = z.object({
  kind: z.enum(["events", "activeCaregivers", "sms"]),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  totalCents: z.number().int(),
});
export type UsageLine = z.infer<typeof usageLineView>;

export const invoiceView = z.object({
  id: z.string(),
  number: z.string().nullable(),
  createdAt: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  hostedUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const billingView = z.object({
  /** Stripe when configured; `manual` means a super admin sets plans by hand. */
  provider: z.enum(["stripe", "manual"]),
  plan: z.enum(PLANS),
  subscription: z
    .object({
      status: z.string().nullable(),
      trialEndsAt: z.string().nullable(),
      trialDaysLeft: z.number().int().nullable(),
      currentPeriodEndsAt: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      canceledAt: z.string().nullable(),
      paymentFailedAt: z.string().nullable(),
      graceEndsAt: z.string().nullable(),
      /** Whether the organisation has a customer at the provider (the portal can be opened). */
      hasCustomer: z.boolean(),
      /** A trial is offered only once per organisation. */
      trialAvailable: z.boolean(),
    })
    .nullable(),
  /** The provider's preview of the next invoice; null without a provider or a running subscription. */
  nextInvoice: z
    .object({ amountCents: z.number().int(), currency: z.string(), date: z.string().nullable() })
    .nullable(),
  /** The provider's invoices, newest first; null when there is no provider or it could not be reached. */
  invoices: z.array(invoiceView).nullable(),
  /** True when the provider did not answer: the page says so instead of showing an empty list. */
  providerUnreachable: z.boolean(),
  usage: z.object({
    month: z.string(),
    lines: z.array(usageLineView),
    totalCents: z.number().int(),
  }),
});
export type BillingView = z.infer<typeof billingView>;

export const redirectView = z.object({ url: z.string() });
