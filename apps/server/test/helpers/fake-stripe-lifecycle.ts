import { createHmac } from "node:crypto";
import { DAY, type FakeInvoice, type FakeStripeStore, type FakeSubscription, now, stripeId } from "./fake-stripe-store";

/** The events the fake Stripe sends, signed as Stripe signs them, and the moves of a subscription's life. */

const API_VERSION = "2026-10-28.endive";

export interface StripeEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
}

export interface Delivery {
  event: StripeEvent;
  body: string;
  headers: Record<string, string>;
}

/** Stripe's webhook signature: `t=<time>,v1=<HMAC-SHA256 of "<time>.<body>">`. */
export function signer(webhookSecret: string) {
  return (body: string, secret = webhookSecret, timestamp = now()) =>
    `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex")}`;
}

export function deliveries(sign: ReturnType<typeof signer>) {
  function deliveryOf(evt: StripeEvent): Delivery {
    const body = JSON.stringify(evt, null, 2);
    return {
      event: evt,
      body,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": sign(body),
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
    };
  }
  function event(type: string, object: Record<string, unknown>): Delivery {
    return deliveryOf({
      id: stripeId("evt"),
      object: "event",
      type,
      created: now(),
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
  }
  return { deliveryOf, event };
}

export type Lifecycle = ReturnType<typeof lifecycle>;

/** Each move changes the store as Stripe would and returns the events Stripe sends for it. */
export function lifecycle(store: FakeStripeStore, event: ReturnType<typeof deliveries>["event"]) {
  const { subscriptionObject, invoiceObject } = store;
  return {
    /** Pays a Checkout session as the customer would. */
    completeCheckout(sessionId: string): Delivery[] {
      const session = store.sessions.get(sessionId);
      if (!session) throw new Error(`The fake Stripe has no Checkout session ${sessionId}`);
      if (session.status === "complete") throw new Error("The Checkout session is already complete");
      if (!session.customer) {
        const customer = { id: stripeId("cus"), email: null, name: null, metadata: {} };
        store.customers.set(customer.id, customer);
        session.customer = customer.id;
      }
      const start = now();
      const trialEnd = session.trialDays ? start + session.trialDays * DAY : null;
      const s: FakeSubscription = {
        id: stripeId("sub"),
        customer: session.customer,
        status: trialEnd ? "trialing" : "active",
        product: session.product,
        priceId: stripeId("price"),
        unitAmount: session.unitAmount,
        created: start,
        trialStart: trialEnd ? start : null,
        trialEnd,
        periodStart: start,
        periodEnd: trialEnd ?? start + 30 * DAY,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        metadata: session.subscriptionMetadata,
        latestInvoice: null,
      };
      store.subscriptions.set(s.id, s);
      // The trial's invoice is 0 €, paid at once; without a trial the first month is paid.
      store.newInvoice(s, "paid", trialEnd ? 0 : s.unitAmount);
      session.status = "complete";
      session.subscription = s.id;
      return [
        event("customer.subscription.created", subscriptionObject(s)),
        event("checkout.session.completed", store.sessionObject(session)),
        event("invoice.paid", invoiceObject(store.invoices[0] as FakeInvoice)),
      ];
    },
    endTrial(subscriptionId: string): Delivery[] {
      const s = store.subscription(subscriptionId);
      const start = now();
      s.status = "active";
      s.trialEnd = Math.min(s.trialEnd ?? start, start);
      s.periodStart = start;
      s.periodEnd = start + 30 * DAY;
      const invoice = store.newInvoice(s, "paid");
      return [
        event("invoice.paid", invoiceObject(invoice)),
        event("customer.subscription.updated", subscriptionObject(s)),
      ];
    },
    trialWillEnd(subscriptionId: string): Delivery[] {
      return [event("customer.subscription.trial_will_end", subscriptionObject(store.subscription(subscriptionId)))];
    },
    failPayment(subscriptionId: string): Delivery[] {
      const s = store.subscription(subscriptionId);
      const start = now();
      s.status = "past_due";
      s.periodStart = start;
      s.periodEnd = start + 30 * DAY;
      const invoice = store.newInvoice(s, "open");
      invoice.attempted = true;
      return [
        event("invoice.payment_failed", invoiceObject(invoice)),
        event("customer.subscription.updated", subscriptionObject(s)),
      ];
    },
    payOpenInvoice(subscriptionId: string): Delivery[] {
      const s = store.subscription(subscriptionId);
      const open = store.invoices.find((invoice) => invoice.subscription === s.id && invoice.status === "open");
      if (!open) throw new Error("No open invoice");
      open.status = "paid";
      s.status = "active";
      return [
        event("invoice.paid", invoiceObject(open)),
        event("customer.subscription.updated", subscriptionObject(s)),
      ];
    },
    cancel(subscriptionId: string, { atPeriodEnd = false }: { atPeriodEnd?: boolean } = {}): Delivery[] {
      const s = store.subscription(subscriptionId);
      s.canceledAt = now();
      if (atPeriodEnd) {
        s.cancelAtPeriodEnd = true;
        return [event("customer.subscription.updated", subscriptionObject(s))];
      }
      s.status = "canceled";
      s.endedAt = now();
      return [event("customer.subscription.deleted", subscriptionObject(s))];
    },
  };
}
