import { randomBytes } from "node:crypto";

/** What the fake Stripe keeps in memory, and the objects its API and events show of it. */

export const DAY = 86_400;
export const now = () => Math.floor(Date.now() / 1000);
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export interface FakeCustomer {
  id: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  product: string;
  priceId: string;
  unitAmount: number;
  created: number;
  trialStart: number | null;
  trialEnd: number | null;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  metadata: Record<string, string>;
  latestInvoice: string | null;
}

export interface FakeInvoice {
  id: string;
  number: string;
  customer: string;
  subscription: string;
  amount: number;
  status: "open" | "paid" | "void";
  created: number;
  attempted: boolean;
}

export interface FakeSession {
  id: string;
  customer: string | null;
  clientReferenceId: string | null;
  successUrl: string;
  cancelUrl: string;
  product: string;
  unitAmount: number;
  currency: string;
  trialDays: number | null;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  status: "open" | "complete";
  subscription: string | null;
}

export type FakeStripeStore = ReturnType<typeof createStore>;

/** `url`: the fake's own address, known once it listens (its pages and invoice links). */
export function createStore() {
  let invoiceNumber = 0;
  const store = {
    url: "",
    customers: new Map<string, FakeCustomer>(),
    sessions: new Map<string, FakeSession>(),
    subscriptions: new Map<string, FakeSubscription>(),
    /** Newest first, as Stripe lists them. */
    invoices: [] as FakeInvoice[],
    portals: new Map<string, { customer: string; returnUrl: string }>(),

    subscription(subscriptionId: string): FakeSubscription {
      const found = store.subscriptions.get(subscriptionId);
      if (!found) throw new Error(`The fake Stripe has no subscription ${subscriptionId}`);
      return found;
    },

    /** The subscription's next invoice, now its latest. */
    newInvoice(s: FakeSubscription, status: FakeInvoice["status"], amount = s.unitAmount): FakeInvoice {
      invoiceNumber++;
      const invoice: FakeInvoice = {
        id: stripeId("in"),
        number: `HP-${String(invoiceNumber).padStart(4, "0")}`,
        customer: s.customer,
        subscription: s.id,
        amount,
        status,
        created: now(),
        attempted: status !== "open",
      };
      store.invoices.unshift(invoice);
      s.latestInvoice = invoice.id;
      return invoice;
    },

    subscriptionObject(sub: FakeSubscription) {
      return {
        id: sub.id,
        object: "subscription",
        customer: sub.customer,
        status: sub.status,
        created: sub.created,
        start_date: sub.created,
        trial_start: sub.trialStart,
        trial_end: sub.trialEnd,
        cancel_at_period_end: sub.cancelAtPeriodEnd,
        cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
        canceled_at: sub.canceledAt,
        ended_at: sub.endedAt,
        currency: "eur",
        livemode: false,
        metadata: sub.metadata,
        latest_invoice: sub.latestInvoice,
        items: {
          object: "list",
          data: [
            {
              id: `si_${sub.id.slice(4)}`,
              object: "subscription_item",
              quantity: 1,
              current_period_start: sub.periodStart,
              current_period_end: sub.periodEnd,
              price: {
                id: sub.priceId,
                object: "price",
                product: sub.product,
                unit_amount: sub.unitAmount,
                currency: "eur",
                recurring: { interval: "month", interval_count: 1 },
              },
            },
          ],
          has_more: false,
        },
      };
    },

    invoiceObject(invoice: FakeInvoice) {
      return {
        id: invoice.id,
        object: "invoice",
        number: invoice.number,
        customer: invoice.customer,
        status: invoice.status,
        created: invoice.created,
        currency: "eur",
        amount_due: invoice.amount,
        amount_paid: invoice.status === "paid" ? invoice.amount : 0,
        amount_remaining: invoice.status === "paid" ? 0 : invoice.amount,
        total: invoice.amount,
        attempted: invoice.attempted,
        hosted_invoice_url: `${store.url}/invoices/${invoice.id}`,
        invoice_pdf: `${store.url}/invoices/${invoice.id}.pdf`,
        parent: {
          type: "subscription_details",
          quote_details: null,
          subscription_details: { subscription: invoice.subscription, metadata: {} },
        },
      };
    },

    sessionObject(session: FakeSession) {
      return {
        id: session.id,
        object: "checkout.session",
        mode: "subscription",
        status: session.status,
        payment_status: session.status === "complete" ? "paid" : "unpaid",
        customer: session.customer,
        client_reference_id: session.clientReferenceId,
        subscription: session.subscription,
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        metadata: session.metadata,
        url: session.status === "open" ? `${store.url}/checkout/${session.id}` : null,
      };
    },
  };
  return store;
}
