import { createHmac, randomBytes } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";

/**
 * A local stand-in for Twilio's Messages API, started by a test: it checks basic auth and the form
 * fields as Twilio does, answers with a message sid ("SM" and 32 hex), and can be told to answer
 * the next requests with an error (429, 500, a 400 with Twilio's code 21211). It posts nothing by
 * itself: `statusCallback` builds the signed delivery report Twilio would send, for the test to
 * deliver. The signature is computed here, independently of the server's own code.
 */

export interface FakeMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string;
}

export type FakeAnswer =
  | { status: number; code?: number; message?: string }
  /** Accept the connection and never answer (the client's timeout fires). */
  | { hang: true };

export interface FakeTwilio {
  /** TWILIO_API_URL for the server under test. */
  url: string;
  /** Messages it took, in order. */
  messages: FakeMessage[];
  /** Every request to the Messages API, taken or not. */
  requests: { authorized: boolean; params: Record<string, string> }[];
  /** The next requests get these answers, one each, before it accepts again. */
  answerNext(...answers: FakeAnswer[]): void;
  /** The report Twilio would post for a message: where, what, and signed with the auth token. */
  statusCallback(
    sid: string,
    status: string,
    extra?: Record<string, string>,
    authToken?: string,
  ): { url: string; body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

/** Twilio's algorithm, written out here on its own (the server's copy is what is under test). */
export function signTwilio(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(data).digest("base64");
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const twilioError = (res: ServerResponse, status: number, code: number, message: string) =>
  answer(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

export async function startFakeTwilio(options: { accountSid: string; authToken: string }): Promise<FakeTwilio> {
  const messages: FakeMessage[] = [];
  const requests: FakeTwilio["requests"] = [];
  const scripted: FakeAnswer[] = [];
  const hanging = new Set<ServerResponse>();
  const expectedAuth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const path = `/2010-04-01/Accounts/${options.accountSid}/Messages.json`;

  const server: Server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== path)
      return twilioError(res, 404, 20404, "The requested resource was not found");
    const params = Object.fromEntries(new URLSearchParams(await text(req)));
    const authorized = req.headers.authorization === expectedAuth;
    requests.push({ authorized, params });
    if (!authorized) return twilioError(res, 401, 20003, "Authenticate");
    if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded"))
      return twilioError(res, 400, 20001, "Expected form-encoded parameters");
    const next = scripted.shift();
    if (next && "hang" in next) {
      hanging.add(res);
      return;
    }
    if (next) return twilioError(res, next.status, next.code ?? next.status * 100, next.message ?? "Scripted error");
    if (!params.To) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
    if (!params.From) return twilioError(res, 400, 21603, "A 'From' phone number is required.");
    if (!params.Body) return twilioError(res, 400, 21602, "Message body is required.");
    if (!/^\+[1-9]\d{6,14}$/.test(params.To))
      return twilioError(res, 400, 21211, `The 'To' number ${params.To} is not a valid phone number.`);
    const sid = `SM${randomBytes(16).toString("hex")}`;
    messages.push({
      sid,
      to: params.To,
      from: params.From,
      body: params.Body,
      statusCallback: params.StatusCallback ?? "",
    });
    answer(res, 201, {
      sid,
      account_sid: options.accountSid,
      to: params.To,
      from: params.From,
      body: params.Body,
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      error_code: null,
      error_message: null,
      date_created: new Date().toUTCString(),
      uri: `${path.replace(".json", "")}/${sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    requests,
    answerNext: (...answers) => scripted.push(...answers),
    statusCallback(sid, status, extra = {}, authToken = options.authToken) {
      const message = messages.find((m) => m.sid === sid);
      if (!message) throw new Error(`The fake Twilio has no message ${sid}`);
      const params: Record<string, string> = {
        AccountSid: options.accountSid,
        ApiVersion: "2010-04-01",
        From: message.from,
        MessageSid: sid,
        MessageStatus: status,
        SmsSid: sid,
        SmsStatus: status,
        To: message.to,
        ...extra,
      };
      return {
        url: message.statusCallback,
        body: new URLSearchParams(params).toString(),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": signTwilio(authToken, message.statusCallback, params),
          "user-agent": "TwilioProxy/1.1",
        },
      };
    },
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
