import {
  PermanentSmsError,
  type SmsProvider,
  type SmsStatusCallbacks,
  type SmsStatusReport,
  TransientSmsError,
} from "./provider";
import { verifyTwilioSignature } from "./twilio-signature";

export interface TwilioOptions {
  /** https://api.twilio.com, or a stand-in that speaks the same API (tests). */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** A number in E.164 or an alphanumeric sender id. */
  sender: string;
  timeoutMs?: number;
}

// Errors of the connection before anything was sent: the message surely did not reach Twilio.
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT", "EHOSTUNREACH"]);

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === "string" ? cause.code : undefined;
}

/** Twilio's error body: `{ code, message, more_info, status }`. */
async function twilioError(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    const message = typeof body.message === "string" ? body.message : `HTTP ${res.status}`;
    return body.code !== undefined && body.code !== null ? `${String(body.code)}: ${message}` : message;
  } catch {
    return `HTTP ${res.status}`;
  }
}

// Twilio's message statuses, in our three: it has the message, it reached the phone, it did not.
const STATUS: Record<string, SmsStatusReport["status"]> = {
  accepted: "sent",
  scheduled: "sent",
  queued: "sent",
  sending: "sent",
  sent: "sent",
  delivered: "delivered",
  read: "delivered",
  partially_delivered: "delivered",
  failed: "failed",
  undelivered: "failed",
  canceled: "failed",
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function statusCallbacks(authToken: string): SmsStatusCallbacks {
  return {
    verify: ({ url, params, signature }) => verifyTwilioSignature(authToken, url, params, signature),
    read(params) {
      const providerId = one(params.MessageSid) ?? one(params.SmsSid);
      const status = STATUS[one(params.MessageStatus) ?? one(params.SmsStatus) ?? ""];
      if (!providerId || !status) return null;
      const code = one(params.ErrorCode);
      const text = one(params.ErrorMessage);
      const reason =
        status === "failed" ? [code, text].filter(Boolean).join(": ") || (one(params.MessageStatus) ?? "failed") : null;
      return { providerId, status, reason };
    },
  };
}

/**
 * Twilio's Messages API (decision 030): one POST per message, form-encoded, with basic auth;
 * delivery reports come back to StatusCallback, signed with the auth token.
 */
export function createTwilioProvider(options: TwilioOptions): SmsProvider {
  const endpoint = `${options.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  return {
    kind: "twilio",
    sender: options.sender,
    callbacks: statusCallbacks(options.authToken),
    async send({ to, text, statusCallbackUrl }) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: "POST",
          headers: {
            authorization,
            accept: "application/json",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({ To: to, From: options.sender, Body: text, StatusCallback: statusCallbackUrl }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        const code = causeCode(error);
        const notSent = code !== undefined && NOT_SENT_CODES.has(code);
        throw new TransientSmsError(`Twilio unreachable (${code ?? (error as Error).name})`, !notSent);
      }
      // Too many requests, Twilio's own trouble, or credentials it refuses: no message was made,
      // and retrying later may work (an operator fixes the token), so the job tries again.
      if (res.status === 429 || res.status >= 500 || res.status === 401 || res.status === 403) {
        throw new TransientSmsError(`Twilio answered ${res.status}: ${await twilioError(res)}`);
      }
      if (res.status >= 400) throw new PermanentSmsError(await twilioError(res));
      const body = (await res.json().catch(() => null)) as { sid?: unknown } | null;
      // Taken (2xx) but unreadable: it may exist at Twilio, so it is not sent again.
      if (typeof body?.sid !== "string") throw new TransientSmsError("Twilio's answer had no message sid", true);
      return { providerId: body.sid };
    },
  };
}
