import { contactBody } from "@hulppost/shared/contact";
import type { AppDeps } from "../../app-deps";
import { consumeAttempt } from "../../auth/sign-in-limiter";
import { contactMessages } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { jsonBody } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";

/** Per address: a handful of messages an hour is plenty for a person and useless for a spammer. */
export const CONTACT_LIMIT = { max: 5, windowSeconds: 3600 };

export function contactRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/contact",
      tags: ["Landing"],
      summary: "Send a message from the landing page's contact form",
      permission: "public",
      request: jsonBody(contactBody),
      responses: {
        204: { description: "Stored and forwarded" },
        429: { description: "Too many messages from this address" },
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      if (input.honeypot) throw new AppError(400, "INVALID_SUBMISSION", "Invalid submission detected");
      const ip = c.get("clientIp");
      const limit = await consumeAttempt(deps.db, `contact:${ip}`, CONTACT_LIMIT.max, CONTACT_LIMIT.windowSeconds);
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfterSeconds));
        throw new AppError(429, "RATE_LIMITED", "Too many messages; try again later");
      }
      await deps.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({
          name: input.name,
          email: input.email,
          organization: input.organization,
          message: input.message,
          ipAddress: ip,
        });
        if (deps.config.CONTACT_EMAIL) {
          await deps.mailer.send(deps.config.CONTACT_EMAIL, {
            template: "contactMessage",
            language: "nl",
            params: { name: input.name, email: input.email, organization: input.organization ?? "—" },
            quote: input.message,
          });
        }
      });
      return c.body(null, 204);
    },
  );
  return router;
}
