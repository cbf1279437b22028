import { z } from "@hono/zod-openapi";
import { outboxMail, outboxQuery } from "@hulppost/shared/outbox";
import { desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { mailOutbox } from "../../db/schema/index";
import { jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";

/**
 * The mails the application sent or kept. Without SMTP_URL this is where a super admin finds a
 * verification or invite link for someone.
 */
export function outboxRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/platform/outbox",
      tags: ["Platform"],
      summary: "List recent mails, optionally for one address",
      permission: "platform.outbox",
      request: { query: outboxQuery },
      responses: { 200: jsonContent(z.array(outboxMail), "Newest first") },
    }),
    async (c) => {
      const { to, limit } = c.req.valid("query");
      const rows = await deps.db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.toEmail, to) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
      return c.json(
        rows.map((m) => ({
          id: m.id,
          to: m.toEmail,
          subject: m.subject,
          text: m.text,
          template: m.template,
          language: m.language,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
        200,
      );
    },
  );
  return router;
}
