import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

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
 */

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Post events to this URL as they happen (for a browser journey). */
  deliverTo?: string;
  port?: number;
}

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

interface FakeSubscription {
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

interface FakeInvoice {
  id: string;
  number: string;
  customer: string;
  subscription: string;
  amount: number;
  status: "open" | "paid" | "void";
  created: number;
  attempted: boolean;
}

interface FakeSession {
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

export interface FakeStripe {
  /** STRIPE_API_URL for the server under test. */
  url: string;
  customers: Map<string, { id: string; email: string | null; name: string | null; metadata: Record<string, string> }>;
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: FakeInvoice[];
  /** Every API request: method, path, whether the key was right, and the parsed parameters. */
  requests: { method: string; path: string; authorized: boolean; params: Record<string, unknown> }[];
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

const API_VERSION = "2026-10-28.endive";
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding: `a[b][0][c]=1` into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify(body));
}

const stripeError = (res: ServerResponse, status: number, message: string, code?: string) =>
  json(res, status, {
    error: { type: status >= 500 ? "api_error" : "invalid_request_error", message, ...(code ? { code } : {}) },
  });

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}button{background:#635bff;color:#fff;border:0;border-radius:6px;padding:.75rem 1.25rem;font-size:1rem;cursor:pointer}a{color:#635bff}</style></head>
<body><p>Fake Stripe (test mode)</p><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const customers: FakeStripe["customers"] = new Map();
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices: FakeInvoice[] = [];
  const requests: FakeStripe["requests"] = [];
  const failures: number[] = [];
  let invoiceNumber = 0;

  const sign = (body: string, secret = options.webhookSecret, timestamp = now()) =>
    `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex")}`;

  function subscriptionObject(sub: FakeSubscription) {
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
  }

  function invoiceObject(invoice: FakeInvoice) {
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
      hosted_invoice_url: `${url}/invoices/${invoice.id}`,
      invoice_pdf: `${url}/invoices/${invoice.id}.pdf`,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: invoice.subscription, metadata: {} },
      },
    };
  }

  function event(type: string, object: Record<string, unknown>): Delivery {
    const evt: StripeEvent = {
      id: id("evt"),
      object: "event",
      type,
      created: now(),
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    return deliveryOf(evt);
  }

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

  /** With `deliverTo`, posts the events in order, as Stripe would (one at a time). */
  async function dispatch(deliveries: Delivery[]) {
    if (!options.deliverTo) return;
    for (const delivery of deliveries)
      await fetch(options.deliverTo, { method: "POST", headers: delivery.headers, body: delivery.body }).catch(
        () => undefined,
      );
  }

  const sub = (subscriptionId: string) => {
    const found = subscriptions.get(subscriptionId);
    if (!found) throw new Error(`The fake Stripe has no subscription ${subscriptionId}`);
    return found;
  };

  function newInvoice(s: FakeSubscription, status: FakeInvoice["status"], amount = s.unitAmount): FakeInvoice {
    invoiceNumber++;
    const invoice: FakeInvoice = {
      id: id("in"),
      number: `HP-${String(invoiceNumber).padStart(4, "0")}`,
      customer: s.customer,
      subscription: s.id,
      amount,
      status,
      created: now(),
      attempted: status !== "open",
    };
    invoices.unshift(invoice);
    s.latestInvoice = invoice.id;
    return invoice;
  }

  function completeCheckout(sessionId: string): Delivery[] {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`The fake Stripe has no Checkout session ${sessionId}`);
    if (session.status === "complete") throw new Error("The Checkout session is already complete");
    if (!session.customer) {
      const customer = { id: id("cus"), email: null, name: null, metadata: {} };
      customers.set(customer.id, customer);
      session.customer = customer.id;
    }
    const start = now();
    const trialEnd = session.trialDays ? start + session.trialDays * DAY : null;
    const s: FakeSubscription = {
      id: id("sub"),
      customer: session.customer,
      status: trialEnd ? "trialing" : "active",
      product: session.product,
      priceId: id("price"),
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
    subscriptions.set(s.id, s);
    // The trial's invoice is 0 €, paid at once; without a trial the first month is paid.
    newInvoice(s, "paid", trialEnd ? 0 : s.unitAmount);
    session.status = "complete";
    session.subscription = s.id;
    return [
      event("customer.subscription.created", subscriptionObject(s)),
      event("checkout.session.completed", sessionObject(session)),
      event("invoice.paid", invoiceObject(invoices[0] as FakeInvoice)),
    ];
  }

  function sessionObject(session: FakeSession) {
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
      url: session.status === "open" ? `${url}/checkout/${session.id}` : null,
    };
  }

  const controls = {
    completeCheckout,
    endTrial(subscriptionId: string) {
      const s = sub(subscriptionId);
      const start = now();
      s.status = "active";
      s.trialEnd = Math.min(s.trialEnd ?? start, start);
      s.periodStart = start;
      s.periodEnd = start + 30 * DAY;
      const invoice = newInvoice(s, "paid");
      return [
        event("invoice.paid", invoiceObject(invoice)),
        event("customer.subscription.updated", subscriptionObject(s)),
      ];
    },
    trialWillEnd(subscriptionId: string) {
      return [event("customer.subscription.trial_will_end", subscriptionObject(sub(subscriptionId)))];
    },
    failPayment(subscriptionId: string) {
      const s = sub(subscriptionId);
      const start = now();
      s.status = "past_due";
      s.periodStart = start;
      s.periodEnd = start + 30 * DAY;
      const invoice = newInvoice(s, "open");
      invoice.attempted = true;
      return [
        event("invoice.payment_failed", invoiceObject(invoice)),
        event("customer.subscription.updated", subscriptionObject(s)),
      ];
    },
    payOpenInvoice(subscriptionId: string) {
      const s = sub(subscriptionId);
      const open = invoices.find((invoice) => invoice.subscription === s.id && invoice.status === "open");
      if (!open) throw new Error("No open invoice");
      open.status = "paid";
      s.status = "active";
      return [
        event("invoice.paid", invoiceObject(open)),
        event("customer.subscription.updated", subscriptionObject(s)),
      ];
    },
    cancel(subscriptionId: string, { atPeriodEnd = false } = {}) {
      const s = sub(subscriptionId);
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

  async function api(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const raw = req.method === "GET" ? "" : await readBody(req);
    const params = req.method === "GET" ? parseStripeForm(query.toString()) : parseStripeForm(raw);
    const authorized = req.headers.authorization === `Bearer ${options.secretKey}`;
    requests.push({ method: req.method ?? "", path, authorized, params });
    if (!authorized) return stripeError(res, 401, "Invalid API Key provided");
    const failure = failures.shift();
    if (failure) return stripeError(res, failure, "Scripted failure");

    if (req.method === "POST" && path === "/v1/customers") {
      const metadata = (params.metadata ?? {}) as Record<string, string>;
      const customer = {
        id: id("cus"),
        email: (params.email as string) ?? null,
        name: (params.name as string) ?? null,
        metadata,
      };
      customers.set(customer.id, customer);
      return json(res, 200, { object: "customer", ...customer });
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const item = ((params.line_items ?? {}) as Record<string, Record<string, unknown>>)["0"];
      const priceData = item?.price_data as Record<string, unknown> | undefined;
      const subscriptionData = (params.subscription_data ?? {}) as Record<string, unknown>;
      if (params.mode !== "subscription") return stripeError(res, 400, "mode must be subscription");
      if (!priceData?.product || !priceData.unit_amount || !priceData.currency)
        return stripeError(res, 400, "line_items[0][price_data] needs product, unit_amount and currency");
      if ((priceData.recurring as Record<string, string> | undefined)?.interval !== "month")
        return stripeError(res, 400, "A subscription price must be recurring");
      if (!params.success_url || !params.cancel_url) return stripeError(res, 400, "success_url and cancel_url");
      if (params.customer && !customers.has(params.customer as string))
        return stripeError(res, 400, `No such customer: '${params.customer}'`, "resource_missing");
      const session: FakeSession = {
        id: `cs_test_${randomBytes(16).toString("hex")}`,
        customer: (params.customer as string) ?? null,
        clientReferenceId: (params.client_reference_id as string) ?? null,
        successUrl: params.success_url as string,
        cancelUrl: params.cancel_url as string,
        product: priceData.product as string,
        unitAmount: Number(priceData.unit_amount),
        currency: priceData.currency as string,
        trialDays: subscriptionData.trial_period_days ? Number(subscriptionData.trial_period_days) : null,
        metadata: (params.metadata ?? {}) as Record<string, string>,
        subscriptionMetadata: (subscriptionData.metadata ?? {}) as Record<string, string>,
        status: "open",
        subscription: null,
      };
      sessions.set(session.id, session);
      return json(res, 200, sessionObject(session));
    }
    if (req.method === "GET" && path === "/v1/subscriptions") {
      const data = [...subscriptions.values()]
        .filter((candidate) => candidate.customer === params.customer)
        .filter((candidate) => params.status === "all" || candidate.status !== "canceled")
        .map(subscriptionObject);
      return json(res, 200, { object: "list", url: "/v1/subscriptions", has_more: false, data });
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === "DELETE" && subscriptionMatch) {
      const found = subscriptions.get(decodeURIComponent(subscriptionMatch[1] ?? ""));
      if (!found) return stripeError(res, 404, "No such subscription", "resource_missing");
      controls.cancel(found.id);
      return json(res, 200, subscriptionObject(found));
    }
    if (req.method === "GET" && subscriptionMatch) {
      const found = subscriptions.get(decodeURIComponent(subscriptionMatch[1] ?? ""));
      if (!found) return stripeError(res, 404, "No such subscription", "resource_missing");
      return json(res, 200, subscriptionObject(found));
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = params.customer as string;
      if (!customers.has(customer)) return stripeError(res, 400, `No such customer: '${customer}'`, "resource_missing");
      const portal = id("bps");
      portals.set(portal, { customer, returnUrl: (params.return_url as string) ?? url });
      return json(res, 200, { id: portal, object: "billing_portal.session", customer, url: `${url}/portal/${portal}` });
    }
    if (req.method === "GET" && path === "/v1/invoices") {
      const customer = params.customer as string;
      const limit = Number(params.limit ?? 10);
      const data = invoices.filter((invoice) => invoice.customer === customer).slice(0, limit);
      return json(res, 200, { object: "list", url: "/v1/invoices", has_more: false, data: data.map(invoiceObject) });
    }
    if (req.method === "POST" && path === "/v1/invoices/create_preview") {
      const s = [...subscriptions.values()].find(
        (candidate) =>
          candidate.customer === params.customer && !["canceled", "incomplete_expired"].includes(candidate.status),
      );
      if (!s || s.cancelAtPeriodEnd)
        return stripeError(res, 404, "No upcoming invoices for customer", "invoice_upcoming_none");
      return json(res, 200, {
        object: "invoice",
        id: null,
        customer: s.customer,
        currency: "eur",
        amount_due: s.unitAmount,
        total: s.unitAmount,
        period_end: s.periodEnd,
        next_payment_attempt: s.periodEnd,
        status: "draft",
      });
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
  }

  const portals = new Map<string, { customer: string; returnUrl: string }>();

  async function browser(req: IncomingMessage, res: ServerResponse, path: string) {
    // For a process supervisor's "is it up" (Playwright's webServer).
    if (path === "/") return void res.writeHead(200, { "content-type": "text/plain" }).end("fake stripe");
    const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    if (checkout) {
      const session = sessions.get(checkout[1] ?? "");
      if (!session) return void res.writeHead(404).end("No such session");
      if (checkout[2] && req.method === "POST") {
        const deliveries = completeCheckout(session.id);
        await dispatch(deliveries);
        res.writeHead(303, { location: session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id) });
        return void res.end();
      }
      const amount = (session.unitAmount / 100).toFixed(2);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void res.end(
        page(
          "Subscribe to Hulppost Premium",
          `<p data-testid="fake-stripe-amount">€${amount} per month</p>${
            session.trialDays ? `<p data-testid="fake-stripe-trial">${session.trialDays} days free</p>` : ""
          }<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Subscribe</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">Back</a></p>`,
        ),
      );
    }
    const portal = /^\/portal\/([^/]+)(\/cancel)?$/.exec(path);
    if (portal) {
      const found = portals.get(portal[1] ?? "");
      if (!found) return void res.writeHead(404).end("No such portal session");
      const active = [...subscriptions.values()].find((s) => s.customer === found.customer && s.status !== "canceled");
      if (portal[2] && req.method === "POST" && active) {
        await dispatch(controls.cancel(active.id, { atPeriodEnd: true }));
        res.writeHead(303, { location: found.returnUrl });
        return void res.end();
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void res.end(
        page(
          "Manage your subscription",
          `${
            active && !active.cancelAtPeriodEnd
              ? `<form method="post" action="/portal/${portal[1]}/cancel"><button type="submit">Cancel subscription</button></form>`
              : "<p>No active subscription.</p>"
          }<p><a href="${escapeHtml(found.returnUrl)}">Return to Hulppost</a></p>`,
        ),
      );
    }
    res.writeHead(404).end("Not found");
  }

  const server: Server = createServer((req, res) => {
    const parsed = new URL(req.url ?? "/", "http://fake");
    const handle = parsed.pathname.startsWith("/v1/")
      ? api(req, res, parsed.pathname, parsed.searchParams)
      : browser(req, res, parsed.pathname);
    handle.catch((error: Error) => stripeError(res, 500, error.message));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    customers,
    sessions,
    subscriptions,
    invoices,
    requests,
    failNext: (...statuses) => failures.push(...statuses),
    ...controls,
    resend: (evt) => deliveryOf(evt),
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
