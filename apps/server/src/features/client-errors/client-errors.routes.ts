import { z } from "@hono/zod-openapi";
import { text } from "@hulppost/shared/validation";
import { getViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { requestLogger } from "../../http/middleware";
import { jsonBody } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";

const clientError = z
  .object({
    kind: z.enum(["not_found", "render_error", "unhandled_rejection"]),
    path: text().max(500),
    message: text().max(2000).optional(),
  })
  .openapi("ClientError");

/** Reports logged per address and window; more are accepted and dropped. */
export const CLIENT_ERROR_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 };

/**
 * Counts reports per address in memory: the limit only guards the log against a flood from one
 * place, so a count per process is enough and a report costs no database write.
 */
export function createReportThrottle() {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (ip: string, now = Date.now()) => {
    if (windows.size > 10_000) {
      for (const [key, w] of windows) if (now - w.startedAt > CLIENT_ERROR_LIMIT.windowMs) windows.delete(key);
    }
    const current = windows.get(ip);
    if (!current || now - current.startedAt > CLIENT_ERROR_LIMIT.windowMs) {
      windows.set(ip, { startedAt: now, count: 1 });
      return true;
    }
    current.count++;
    return current.count <= CLIENT_ERROR_LIMIT.max;
  };
}

/** The browser reports a 404 page or a crash here, so it shows up in the server log. */
export function clientErrorRoutes(deps: AppDeps) {
  const router = createRouter();
  const allow = createReportThrottle();
  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/client-errors",
      tags: ["Platform"],
      summary: "Report an error the browser met (unknown page, crash)",
      permission: "public",
      request: jsonBody(clientError),
      responses: { 204: { description: "Logged" } },
    }),
    async (c) => {
      const report = c.req.valid("json");
      // Beyond the limit the report is dropped quietly: the browser has nothing to do about it.
      if (!allow(c.get("clientIp"))) return c.body(null, 204);
      const viewer = await getViewer(c, deps).catch(() => null);
      requestLogger(c, deps.logger).warn({ ...report, userId: viewer?.userId }, `client error: ${report.kind}`);
      return c.body(null, 204);
    },
  );
  return router;
}
