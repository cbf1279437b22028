import { z } from "@hono/zod-openapi";
import { priceChangeBody, priceChangeParams, priceChangeView, publicPricesView } from "@hulppost/shared/pricing";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { cancelPriceChange, priceHistory, publicPrices, schedulePriceChange } from "./prices.service";

const tags = ["Prices"];

/** How long a browser or proxy may keep the public prices: short, so a change shows within a minute. */
export const PUBLIC_PRICES_MAX_AGE_S = 60;

/**
 * Price management (/dashboard/pricing): the prices anyone may read, and the super
 * admin's history of changes with scheduling and cancelling.
 */
export function priceRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/prices",
      tags,
      summary: "The prices in force (euro cents by key) and the next scheduled change per key; cached for a minute",
      permission: "public",
      responses: { 200: jsonContent(publicPricesView, "Prices in force and upcoming changes") },
    }),
    async (c) => {
      const now = new Date();
      const prices = await publicPrices(deps.db, now);
      // Never kept past the moment the next change takes effect, so "from 1 January" turns over on time.
      const next = prices.upcoming[0]
        ? Math.floor((Date.parse(prices.upcoming[0].effectiveFrom) - now.getTime()) / 1000)
        : Infinity;
      const maxAge = Math.max(0, Math.min(PUBLIC_PRICES_MAX_AGE_S, next));
      c.header("Cache-Control", `public, max-age=${maxAge}`);
      return c.json(prices, 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/platform/prices",
      tags,
      summary: "Every price change, newest moment first, with who set it and whether it is past, in force or scheduled",
      permission: "platform.prices",
      responses: { 200: jsonContent(z.array(priceChangeView), "The price history") },
    }),
    async (c) => c.json(await priceHistory(deps.db), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/platform/prices",
      tags,
      summary:
        "Set a price from a moment on ('now' or a date-time not in the past), in euro cents; the history keeps the old one; audit-logged",
      permission: "platform.prices",
      request: jsonBody(priceChangeBody),
      responses: { 201: jsonContent(priceChangeView, "The change, in force or scheduled") },
    }),
    async (c) =>
      c.json(
        await schedulePriceChange(deps.db, await signedInViewer(c, deps), c.req.valid("json"), c.get("clientIp")),
        201,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/platform/prices/{priceId}",
      tags,
      summary: "Cancel a change that has not taken effect yet (409 PRICE_IN_EFFECT once it has); audit-logged",
      permission: "platform.prices",
      request: { params: priceChangeParams },
      responses: {
        204: { description: "Cancelled" },
        409: { description: "In force or past: it stays in the history" },
      },
    }),
    async (c) => {
      await cancelPriceChange(deps.db, await signedInViewer(c, deps), c.req.valid("param").priceId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  return router;
}
