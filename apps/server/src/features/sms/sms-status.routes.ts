import { z } from "@hono/zod-openapi";
import { smsStatusCallbackView } from "@hulppost/shared/sms";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../http/errors";
import { requestLogger } from "../../http/middleware";
import { jsonContent } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import type { createRouter } from "../../http/router";
import { smsStatusCallbackBase } from "../../platform/sms/provider";
import { applyStatusReport } from "./sms-status.service";

// What the provider posts (Twilio's names); every other field it sends is kept for the signature.
const statusForm = z.looseObject({
  MessageSid: z.string().optional(),
  MessageStatus: z.string().optional(),
  ErrorCode: z.string().optional(),
  ErrorMessage: z.string().optional(),
});

const refused = () =>
  new AppError(403, "SMS_SIGNATURE_INVALID", "The delivery report is not signed by the configured SMS provider");

/**
 * The provider's delivery reports (public: the provider has no session). Only a report signed
 * with the provider's secret over this server's configured callback address changes anything; any
 * other is refused with 403 and logged. A signed report about a message we do not know answers
 * 200, or the provider would keep retrying it.
 */
export function smsStatusRoute(router: ReturnType<typeof createRouter>, deps: AppDeps) {
  const base = smsStatusCallbackBase(deps.config);
  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: "/sms/status",
      tags: ["SMS"],
      summary:
        "The SMS provider's signed delivery report (Twilio StatusCallback, form-encoded, X-Twilio-Signature); 403 unless signed",
      permission: "public",
      request: {
        query: z.object({ r: z.string().max(100).optional() }),
        body: {
          content: { "application/x-www-form-urlencoded": { schema: statusForm } },
          required: false,
        },
      },
      responses: { 200: jsonContent(smsStatusCallbackView, "Applied, or about nothing we know") },
    }),
    async (c) => {
      const logger = requestLogger(c, deps.logger);
      const params = (c.req.valid("form") ?? {}) as Record<string, string | string[]>;
      const callbacks = deps.sms.callbacks;
      const url = `${base}${new URL(c.req.url).search}`;
      const signature = c.req.header("x-twilio-signature");
      if (!callbacks?.verify({ url, params, signature })) {
        logger.warn(
          { ip: c.get("clientIp"), signed: Boolean(signature), provider: deps.sms.kind },
          "SMS delivery report refused: bad or missing signature",
        );
        throw refused();
      }
      const report = callbacks.read(params);
      if (!report) return c.json({ status: "ignored" as const }, 200);
      const status = await applyStatusReport(deps.db, report, c.req.valid("query").r ?? null);
      logger.info({ providerId: report.providerId, report: report.status, status }, "SMS delivery report");
      return c.json({ status }, 200);
    },
  );
}
