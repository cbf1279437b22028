import { z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { requestLogger } from "../../http/middleware";
import { jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { loggableError } from "../../platform/logger";

const health = z
  .object({ status: z.enum(["ok", "error"]), database: z.enum(["pglite", "postgres"]) })
  .openapi("Health");

export function healthRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/health",
      tags: ["Platform"],
      summary: "Is the server up and can it reach its database?",
      permission: "public",
      responses: {
        200: jsonContent(health, "The server and its database answer"),
        503: jsonContent(health, "The database does not answer"),
      },
    }),
    async (c) => {
      try {
        await deps.db.execute(sql`select 1`);
        return c.json({ status: "ok" as const, database: deps.database.kind }, 200);
      } catch (error) {
        requestLogger(c, deps.logger).error({ err: loggableError(error) }, "health check: database unreachable");
        return c.json({ status: "error" as const, database: deps.database.kind }, 503);
      }
    },
  );
  return router;
}
