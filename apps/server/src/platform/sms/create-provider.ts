import type { Config } from "../../config";
import type { Logger } from "../logger";
import { createOutboxProvider } from "./outbox-provider";
import type { SmsProvider } from "./provider";
import { createTwilioProvider } from "./twilio";

/** The provider the configuration names (checked at start: Twilio comes with its credentials). */
export function createSmsProvider(config: Config, logger: Logger): SmsProvider {
  if (config.SMS_PROVIDER === "twilio") {
    return createTwilioProvider({
      apiUrl: config.TWILIO_API_URL,
      accountSid: config.TWILIO_ACCOUNT_SID as string,
      authToken: config.TWILIO_AUTH_TOKEN as string,
      sender: config.SMS_SENDER as string,
    });
  }
  return createOutboxProvider(logger, { logContent: config.NODE_ENV !== "production" });
}
