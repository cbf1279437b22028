import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { text } from "node:stream/consumers";
import type { Lifecycle } from "./fake-stripe-lifecycle";
import { type FakeSession, type FakeStripeStore, stripeId } from "./fake-stripe-store";

/** The fake Stripe's API (`/v1/…`): the calls Hulppost makes, checked and answered as Stripe does. */

export interface ApiRequestRecord {
  method: string;
  path: string;
  authorized: boolean;
  params: Record<string, unknown>;
}

/** Stripe's form encoding: `a[b][0][c]=1` into nested objects and arrays. */
function parseStripeForm(body: string): Record<string, unknown> {
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

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": stripeId("req") });
  res.end(JSON.stringify(body));
}

export const stripeError = (res: ServerResponse, status: number, message: string, code?: string) =>
  json(res, status, {
    error: { type: status >= 500 ? "api_error" : "invalid_request_error", message, ...(code ? { code } : {}) },
  });

interface ApiContext {
  store: FakeStripeStore;
  moves: Lifecycle;
  secretKey: string;
  /** Every request, in order (the tests read it). */
  requests: ApiRequestRecord[];
  /** HTTP statuses the next requests answer with. */
  failures: number[];
}

type Params = Record<string, unknown>;

export async function handleApi(
  context: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
) {
  const raw = req.method === "GET" ? "" : await text(req);
  const params = req.method === "GET" ? parseStripeForm(query.toString()) : parseStripeForm(raw);
  const authorized = req.headers.authorization === `Bearer ${context.secretKey}`;
  context.requests.push({ method: req.method ?? "", path, authorized, params });
  if (!authorized) return stripeError(res, 401, "Invalid API Key provided");
  const failure = context.failures.shift();
  if (failure) return stripeError(res, failure, "Scripted failure");

  const { store } = context;
  if (req.method === "POST" && path === "/v1/customers") return createCustomer(store, res, params);
  if (req.method === "POST" && path === "/v1/checkout/sessions") return createCheckoutSession(store, res, params);
  if (req.method === "GET" && path === "/v1/subscriptions") {
    const data = [...store.subscriptions.values()]
      .filter((candidate) => candidate.customer === params.customer)
      .filter((candidate) => params.status === "all" || candidate.status !== "canceled")
      .map(store.subscriptionObject);
    return json(res, 200, { object: "list", url: "/v1/subscriptions", has_more: false, data });
  }
  const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
  if (subscriptionMatch && (req.method === "GET" || req.method === "DELETE")) {
    const found = store.subscriptions.get(decodeURIComponent(subscriptionMatch[1] ?? ""));
    if (!found) return stripeError(res, 404, "No such subscription", "resource_missing");
    if (req.method === "DELETE") context.moves.cancel(found.id);
    return json(res, 200, store.subscriptionObject(found));
  }
  if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
    const customer = params.customer as string;
    if (!store.customers.has(customer))
      return stripeError(res, 400, `No such customer: '${customer}'`, "resource_missing");
    const portal = stripeId("bps");
    store.portals.set(portal, { customer, returnUrl: (params.return_url as string) ?? store.url });
    return json(res, 200, {
      id: portal,
      object: "billing_portal.session",
      customer,
      url: `${store.url}/portal/${portal}`,
    });
  }
  if (req.method === "GET" && path === "/v1/invoices") {
    const customer = params.customer as string;
    const limit = Number(params.limit ?? 10);
    const data = store.invoices.filter((invoice) => invoice.customer === customer).slice(0, limit);
    return json(res, 200, {
      object: "list",
      url: "/v1/invoices",
      has_more: false,
      data: data.map(store.invoiceObject),
    });
  }
  if (req.method === "POST" && path === "/v1/invoices/create_preview") return previewInvoice(store, res, params);
  return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
}

function createCustomer(store: FakeStripeStore, res: ServerResponse, params: Params) {
  const metadata = (params.metadata ?? {}) as Record<string, string>;
  const customer = {
    id: stripeId("cus"),
    email: (params.email as string) ?? null,
    name: (params.name as string) ?? null,
    metadata,
  };
  store.customers.set(customer.id, customer);
  return json(res, 200, { object: "customer", ...customer });
}

function createCheckoutSession(store: FakeStripeStore, res: ServerResponse, params: Params) {
  const item = ((params.line_items ?? {}) as Record<string, Record<string, unknown>>)["0"];
  const priceData = item?.price_data as Record<string, unknown> | undefined;
  const subscriptionData = (params.subscription_data ?? {}) as Record<string, unknown>;
  if (params.mode !== "subscription") return stripeError(res, 400, "mode must be subscription");
  if (!priceData?.product || !priceData.unit_amount || !priceData.currency)
    return stripeError(res, 400, "line_items[0][price_data] needs product, unit_amount and currency");
  if ((priceData.recurring as Record<string, string> | undefined)?.interval !== "month")
    return stripeError(res, 400, "A subscription price must be recurring");
  if (!params.success_url || !params.cancel_url) return stripeError(res, 400, "success_url and cancel_url");
  if (params.customer && !store.customers.has(params.customer as string))
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
  store.sessions.set(session.id, session);
  return json(res, 200, store.sessionObject(session));
}

function previewInvoice(store: FakeStripeStore, res: ServerResponse, params: Params) {
  const s = [...store.subscriptions.values()].find(
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
