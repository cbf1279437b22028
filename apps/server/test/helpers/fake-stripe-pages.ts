import type { IncomingMessage, ServerResponse } from "node:http";
import type { Delivery, Lifecycle } from "./fake-stripe-lifecycle";
import type { FakeStripeStore } from "./fake-stripe-store";

/** The fake Stripe's pages for a browser journey: Checkout's payment page and the billing portal. */

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

interface PagesContext {
  store: FakeStripeStore;
  moves: Lifecycle;
  /** Sends the events of a move to the server under test, as Stripe would. */
  dispatch(deliveries: Delivery[]): Promise<void>;
}

export async function handlePage(context: PagesContext, req: IncomingMessage, res: ServerResponse, path: string) {
  // For a process supervisor's "is it up" (Playwright's webServer).
  if (path === "/") return void res.writeHead(200, { "content-type": "text/plain" }).end("fake stripe");
  const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
  if (checkout) return checkoutPage(context, req, res, checkout[1] ?? "", Boolean(checkout[2]));
  const portal = /^\/portal\/([^/]+)(\/cancel)?$/.exec(path);
  if (portal) return portalPage(context, req, res, portal[1] ?? "", Boolean(portal[2]));
  res.writeHead(404).end("Not found");
}

/** A page of its own address (`id`), and whether it was sent the form it shows (`posted`). */
type Page = (
  context: PagesContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  posted: boolean,
) => Promise<void>;

const checkoutPage: Page = async ({ store, moves, dispatch }, req, res, sessionId, paying) => {
  const session = store.sessions.get(sessionId);
  if (!session) return void res.writeHead(404).end("No such session");
  if (paying && req.method === "POST") {
    await dispatch(moves.completeCheckout(session.id));
    res.writeHead(303, { location: session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id) });
    return void res.end();
  }
  const amount = (session.unitAmount / 100).toFixed(2);
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(
    page(
      "Subscribe to Hulppost Premium",
      `<p data-testid="fake-stripe-amount">€${amount} per month</p>${
        session.trialDays ? `<p data-testid="fake-stripe-trial">${session.trialDays} days free</p>` : ""
      }<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Subscribe</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">Back</a></p>`,
    ),
  );
};

const portalPage: Page = async ({ store, moves, dispatch }, req, res, portalId, cancelling) => {
  const found = store.portals.get(portalId);
  if (!found) return void res.writeHead(404).end("No such portal session");
  const active = [...store.subscriptions.values()].find(
    (s) => s.customer === found.customer && s.status !== "canceled",
  );
  if (cancelling && req.method === "POST" && active) {
    await dispatch(moves.cancel(active.id, { atPeriodEnd: true }));
    res.writeHead(303, { location: found.returnUrl });
    return void res.end();
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(
    page(
      "Manage your subscription",
      `${
        active && !active.cancelAtPeriodEnd
          ? `<form method="post" action="/portal/${portalId}/cancel"><button type="submit">Cancel subscription</button></form>`
          : "<p>No active subscription.</p>"
      }<p><a href="${escapeHtml(found.returnUrl)}">Return to Hulppost</a></p>`,
    ),
  );
};
