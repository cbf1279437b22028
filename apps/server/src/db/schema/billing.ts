import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { organizations } from "./organizations";

/**
 * The platform's prices, one row per change: a price takes effect at `effective_from`
 * and holds until the next row of the same key takes effect. Rows are never edited, so the history
 * stays; the landing page, the billing tab and the usage overview all read the price in force.
 */
export const priceChanges = pgTable(
  "price_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key", {
      enum: ["premium_monthly", "sms_per_message", "per_event", "per_active_caregiver"],
    }).notNull(),
    /** Euro cents, so 0.15 € is 15 and sums never round. */
    amountCents: integer("amount_cents").notNull(),
    effectiveFrom: timestamp("effective_from", { withTimezone: true }).notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("price_changes_key_effective_idx").on(t.key, t.effectiveFrom),
    check("price_changes_amount", sql`${t.amountCents} >= 0 and ${t.amountCents} <= 10000000`),
  ],
);

/**
 * An organisation's subscription at the payment provider (Stripe), as its webhooks last told us.
 * `organizations.plan` stays the one column the limits read; this row says why it is what it is
 * (trial, paid, payment failed and until when, cancelled).
 */
export const organizationSubscriptions = pgTable(
  "organization_subscriptions",
  {
    organizationId: uuid("organization_id")
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id"),
    /** Stripe's subscription status: trialing, active, past_due, unpaid, canceled, incomplete, … */
    status: text("status"),
    productId: text("product_id"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    currentPeriodEndsAt: timestamp("current_period_ends_at", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** The first failed payment of the current run of failures; cleared by a paid invoice. */
    paymentFailedAt: timestamp("payment_failed_at", { withTimezone: true }),
    /** Premium holds until then after a failed payment; then the free plan's limits apply. */
    graceEndsAt: timestamp("grace_ends_at", { withTimezone: true }),
    /**
     * When the state was last read from Stripe and applied. Order is not kept by comparing event
     * times: every event makes the server read the subscription from Stripe under the
     * organisation's lock and apply that (decision 033).
     */
    stateAt: timestamp("state_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("organization_subscriptions_customer_idx").on(t.customerId),
    uniqueIndex("organization_subscriptions_subscription_idx").on(t.subscriptionId),
    index("organization_subscriptions_grace_idx").on(t.graceEndsAt).where(sql`${t.graceEndsAt} is not null`),
  ],
);

/** Every provider event handled, by its id: a replayed webhook is answered and changes nothing. */
export const billingWebhookEvents = pgTable("billing_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  organizationId: uuid("organization_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
