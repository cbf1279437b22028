import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type ApiRequestRecord, handleApi, stripeError } from "./fake-stripe-api";
import { type Delivery, deliveries, lifecycle, type StripeEvent, signer } from "./fake-stripe-lifecycle";
import { handlePage } from "./fake-stripe-pages";
import {
  createStore,
  type FakeCustomer,
  type FakeInvoice,
  type FakeSession,
  type FakeSubscription,
} from "./fake-stripe-store";

export type { Delivery, StripeEvent } from "./fake-stripe-lifecycle";

/**
 * A local stand-in for the parts of Stripe's API Hulppost calls (customers, Checkout sessions,
 * subscriptions, the billing portal, invoices and the invoice preview), started by a test or by
 * the browser journeys. It checks the secret key as Stripe does, parses Stripe's nested form
 * encoding, keeps its subscriptions in memory and produces the events Stripe would send, signed
 * with the webhook secret by its own code (the server's verification is what is under test).
 *
 * Tests drive the life of a subscription with the methods below (end the trial, fail a payment,
 * cancel…) and deliver the returned events themselves, in any order and as often as they like.
 * With `deliverTo` set (the journeys), the fake also posts its events to that address itself, and
 * its Checkout and portal pages work in a browser.
 *
 * Its parts: what it keeps (`fake-stripe-store.ts`), the events and a subscription's life
 * (`fake-stripe-lifecycle.ts`), the API (`fake-stripe-api.ts`) and the pages (`fake-stripe-pages.ts`).
 */

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Post events to this URL as they happen (for a browser journey). */
  deliverTo?: string;
  port?: number;
}

export interface FakeStripe {
  /** STRIPE_API_URL for the server under test. */
  url: string;
  customers: Map<string, FakeCustomer>;
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: FakeInvoice[];
  /** Every API request: method, path, whether the key was right, and the parsed parameters. */
  requests: ApiRequestRecord[];
  /** The next API requests answer with these HTTP statuses (Stripe's error shape). */
  failNext(...statuses: number[]): void;
  /** Pays a Checkout session as the customer would; the events Stripe sends for it. */
  completeCheckout(sessionId: string): Delivery[];
  /** The trial ends and the first invoice is paid. */
  endTrial(subscriptionId: string): Delivery[];
  /** Three days before the trial's end Stripe says so. */
  trialWillEnd(subscriptionId: string): Delivery[];
  /** A renewal's payment fails: the subscription goes past due. */
  failPayment(subscriptionId: string): Delivery[];
  /** The open invoice is paid after all. */
  payOpenInvoice(subscriptionId: string): Delivery[];
  /** Cancel now (deleted) or at the end of the period (updated), as the portal does. */
  cancel(subscriptionId: string, options?: { atPeriodEnd?: boolean }): Delivery[];
  /** The same event again, signed anew (a replay, or Stripe's retry). */
  resend(event: StripeEvent): Delivery;
  /** Sign any body with a secret (a wrong one for the refusal test). */
  sign(body: string, secret?: string, timestamp?: number): string;
  close(): Promise<void>;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const store = createStore();
  const sign = signer(options.webhookSecret);
  const { deliveryOf, event } = deliveries(sign);
  const moves = lifecycle(store, event);
  const requests: ApiRequestRecord[] = [];
  const failures: number[] = [];

  /** With `deliverTo`, posts the events in order, as Stripe would (one at a time). */
  async function dispatch(sent: Delivery[]) {
    if (!options.deliverTo) return;
    for (const delivery of sent)
      await fetch(options.deliverTo, { method: "POST", headers: delivery.headers, body: delivery.body }).catch(
        () => undefined,
      );
  }

  const api = { store, moves, secretKey: options.secretKey, requests, failures };
  const pages = { store, moves, dispatch };
  const server: Server = createServer((req, res) => {
    const parsed = new URL(req.url ?? "/", "http://fake");
    const handle = parsed.pathname.startsWith("/v1/")
      ? handleApi(api, req, res, parsed.pathname, parsed.searchParams)
      : handlePage(pages, req, res, parsed.pathname);
    handle.catch((error: Error) => stripeError(res, 500, error.message));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  store.url = `http://127.0.0.1:${port}`;

  return {
    url: store.url,
    customers: store.customers,
    sessions: store.sessions,
    subscriptions: store.subscriptions,
    invoices: store.invoices,
    requests,
    failNext: (...statuses) => failures.push(...statuses),
    ...moves,
    resend: (evt) => deliveryOf(evt),
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
