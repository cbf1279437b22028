import { z } from "@hono/zod-openapi";
import { billingQuery, billingView, redirectView, subscriptionCheckView } from "@hulppost/shared/billing";
import { LANGUAGES } from "@hulppost/shared/constants";
import type Stripe from "stripe";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../http/errors";
import { requestLogger } from "../../http/middleware";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { billingOverview, openPortal, startCheckout, subscriptionCheck } from "./billing.service";
import { handleStripeEvent } from "./billing-webhook";

const tags = ["Billing"];
const checkoutBody = z.object({ language: z.enum(LANGUAGES).default("nl") });

/**
 * Plans and payment (decision 033): the subscription check, the billing tab's overview,
 * Stripe Checkout and the customer portal, and Stripe's signed webhooks. Without Stripe configured
 * the overview and check still answer (plans are then set by a super admin) and checkout/portal
 * answer 409 BILLING_NOT_CONFIGURED.
 */
export function billingRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/billing/subscription",
      tags,
      summary: "Subscription check: subscribed and the product id; premium when it is the premium product",
      permission: "organization.read",
      request: { params: orgParams },
      responses: { 200: jsonContent(subscriptionCheckView, "The check") },
    }),
    async (c) => c.json(await subscriptionCheck(deps, c.get("access").organizationId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/billing",
      tags,
      summary:
        "Plan, trial, next invoice and invoices (from Stripe when configured) and a month's usage at the spec's rates",
      permission: "billing.manage",
      request: { params: orgParams, query: billingQuery },
      responses: { 200: jsonContent(billingView, "Billing overview") },
    }),
    async (c) =>
      c.json(
        await billingOverview(
          deps,
          c.get("access").organizationId,
          c.req.valid("query").month,
          requestLogger(c, deps.logger),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/billing/checkout",
      tags,
      summary:
        "Start Stripe Checkout for premium (14-day trial the first time); answers the page to go to; audit-logged",
      permission: "billing.manage",
      request: { params: orgParams, ...jsonBody(checkoutBody) },
      responses: { 200: jsonContent(redirectView, "Checkout page address") },
    }),
    async (c) =>
      c.json(
        await startCheckout(
          deps,
          c.get("access"),
          { language: c.req.valid("json").language, request: c.req.raw, ip: c.get("clientIp") },
          requestLogger(c, deps.logger),
        ),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/orgs/{orgId}/billing/portal",
      tags,
      summary: "Open Stripe's customer portal (payment method, invoices, cancelling); answers the page to go to",
      permission: "billing.manage",
      request: { params: orgParams },
      responses: { 200: jsonContent(redirectView, "Portal page address") },
    }),
    async (c) => c.json(await openPortal(deps, c.get("access"), c.req.raw, requestLogger(c, deps.logger)), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/billing/stripe/webhook",
      tags,
      summary:
        "Stripe's webhook (JSON signed in Stripe-Signature): checkout.session.completed, customer.subscription.*, invoice.*; 400 unless signed; replays change nothing",
      permission: "public",
      responses: {
        200: jsonContent(z.object({ status: z.enum(["applied", "duplicate", "ignored"]) }), "Handled"),
      },
    }),
    async (c) => {
      const stripeConfig = deps.config.stripe;
      if (!deps.stripe || !stripeConfig)
        throw new AppError(404, "BILLING_NOT_CONFIGURED", "No payment provider is configured");
      // The signature covers the exact bytes Stripe sent: read them before anything parses them.
      const payload = await c.req.text();
      const signature = c.req.header("stripe-signature");
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error("no signature");
        event = deps.stripe.webhooks.constructEvent(payload, signature, stripeConfig.webhookSecret);
      } catch {
        requestLogger(c, deps.logger).warn(
          { ip: c.get("clientIp"), signed: Boolean(signature) },
          "Stripe webhook refused: bad signature",
        );
        throw new AppError(
          400,
          "BILLING_SIGNATURE_INVALID",
          "The webhook is not signed by the configured Stripe account",
        );
      }
      return c.json({ status: await handleStripeEvent(deps, event, requestLogger(c, deps.logger)) }, 200);
    },
  );

  return router;
}
