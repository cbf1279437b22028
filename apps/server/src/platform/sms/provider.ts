import type { Config } from "../../config";

export interface SmsToSend {
  /** E.164. */
  to: string;
  text: string;
  /** Where the provider posts this message's delivery reports. */
  statusCallbackUrl: string;
}

/** What a delivery report says, in our words. */
export interface SmsStatusReport {
  providerId: string;
  status: "sent" | "delivered" | "failed";
  /** Why it failed, as the provider says it (code and text). */
  reason: string | null;
}

/** A provider's signed delivery reports: checking the signature, and reading the report. */
export interface SmsStatusCallbacks {
  verify(request: { url: string; params: Record<string, string | string[]>; signature: string | undefined }): boolean;
  /** Null when the report is about something else (an inbound message, a status we ignore). */
  read(params: Record<string, string | string[]>): SmsStatusReport | null;
}

export interface SmsProvider {
  kind: "twilio" | "outbox";
  /** The number or sender name messages come from (null: the outbox sends nothing). */
  sender: string | null;
  /** Hands one message to the provider; answers its id there. Throws the errors below. */
  send(message: SmsToSend): Promise<{ providerId: string }>;
  /** Absent for a provider that reports nothing (the outbox). */
  callbacks?: SmsStatusCallbacks;
}

/**
 * The provider could not take the message now (rate limit, its own outage, the network): the job
 * retries with back-off. `maybeAccepted` is set when the request may have reached the provider
 * and been taken (a timeout, a connection lost after sending): then it is never sent again.
 */
export class TransientSmsError extends Error {
  constructor(
    message: string,
    readonly maybeAccepted = false,
  ) {
    super(message);
    this.name = "TransientSmsError";
  }
}

/** The provider refused this message for good (an invalid number): the recipient fails with the reason. */
export class PermanentSmsError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "PermanentSmsError";
  }
}

/** The path the provider posts delivery reports to. */
export const SMS_STATUS_PATH = "/api/sms/status";

/**
 * The public address of the status callback, without a query: SMS_CALLBACK_URL, else APP_URL,
 * else this server on localhost. The provider signs the address it posts to, so the check uses
 * this configured address rather than whatever Host header a proxy passed on.
 */
export function smsStatusCallbackBase(config: Config): string {
  const origin = config.SMS_CALLBACK_URL ?? config.APP_URL ?? `http://localhost:${config.PORT}`;
  // An operator who gave the whole callback address gets it once, not with the path twice.
  const base = origin.replace(/\/+$/, "");
  return base.endsWith(SMS_STATUS_PATH) ? base : `${base}${SMS_STATUS_PATH}`;
}
