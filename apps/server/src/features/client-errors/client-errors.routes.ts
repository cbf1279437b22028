import { z } from "@hono/zod-openapi";
import { getViewer } from "../../access/viewer";
import type { AppDeps } from "../../app-deps";
import { jsonBody } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";

const clientError = z
  .object({
    kind: z.enum(["not_found", "render_error", "unhandled_rejection"]),
    path: z.string().max(500),
    message: z.string().max(2000).optional(),
  })
  .openapi("ClientError");

/** The browser reports a 404 page or a crash here, so it shows up in the server log. */
export function clientErrorRoutes(deps: AppDeps) {
  const router = createRouter();
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
      const viewer = await getViewer(c, deps).catch(() => null);
      c.get("logger").warn({ ...report, userId: viewer?.userId }, `client error: ${report.kind}`);
      return c.body(null, 204);
    },
  );
  return router;
}
