import { z } from "@hono/zod-openapi";
import { calendarFeedView } from "@hulppost/shared/events";
import { text } from "@hulppost/shared/validation";
import { signedInViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { publicOrigin } from "../../auth/origins";
import { jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { currentFeedToken, feedUrl, renderFeed, revokeFeedToken, rotateFeedToken } from "./calendar-feed";

const tags = ["Calendar"];

export function calendarFeedRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/me/calendar-feed",
      tags,
      summary: "My personal calendar address (iCalendar), if I made one",
      permission: "self",
      responses: { 200: jsonContent(calendarFeedView, "The address or null") },
    }),
    async (c) =>
      c.json(
        {
          url: feedUrl(
            publicOrigin(deps.config, c.req.raw),
            await currentFeedToken(deps.db, (await signedInViewer(c, deps)).userId),
          ),
        },
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/me/calendar-feed",
      tags,
      summary: "Make (or replace) my secret calendar address; an old one stops working",
      permission: "self",
      responses: { 200: jsonContent(calendarFeedView, "The new address") },
    }),
    async (c) =>
      c.json(
        {
          url: feedUrl(
            publicOrigin(deps.config, c.req.raw),
            await rotateFeedToken(deps.db, (await signedInViewer(c, deps)).userId),
          ),
        },
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/me/calendar-feed",
      tags,
      summary: "Switch my calendar address off",
      permission: "self",
      responses: { 200: jsonContent(calendarFeedView, "No address") },
    }),
    async (c) => {
      await revokeFeedToken(deps.db, (await signedInViewer(c, deps)).userId);
      return c.json({ url: null }, 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/calendar/{token}",
      tags,
      summary: "A caregiver's shifts as iCalendar; the secret token in the address is the key",
      permission: "public",
      request: { params: z.object({ token: text().max(80) }) },
      responses: { 200: { description: "text/calendar", content: { "text/calendar": { schema: z.string() } } } },
    }),
    async (c) => {
      const token = c.req.valid("param").token.replace(/\.ics$/, "");
      const body = await renderFeed(deps.db, token, publicOrigin(deps.config, c.req.raw));
      return c.body(body, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "cache-control": "private, max-age=300",
      });
    },
  );
  return router;
}
