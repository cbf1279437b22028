import { randomUUID } from "node:crypto";
import type { Logger } from "../logger";
import type { SmsProvider } from "./provider";

/**
 * Without a provider configured (a laptop, a demo), nothing leaves the server: each message is
 * recorded as sent at once and written to the log (outside production), as mails are without SMTP.
 * It is never delivered, and the SMS center says the outbox is in use.
 */
export function createOutboxProvider(logger: Logger, options: { logContent: boolean }): SmsProvider {
  return {
    kind: "outbox",
    sender: null,
    async send({ to, text }) {
      const providerId = `outbox-${randomUUID()}`;
      // A production server without a provider (it warns at start) keeps numbers and texts out of its log.
      const content = options.logContent ? { to, text } : {};
      logger.info({ providerId, ...content }, "SMS kept in the outbox (no SMS_PROVIDER set)");
      return { providerId };
    },
  };
}
