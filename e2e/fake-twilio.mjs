// A stand-in for Twilio's Messages API for the browser journeys (plain Node, no dependencies).
//
//   FAKE_TWILIO_PORT=4180 FAKE_TWILIO_AUTH_TOKEN=… node e2e/fake-twilio.mjs
//
// The server under test then runs with SMS_PROVIDER=twilio, TWILIO_API_URL=http://127.0.0.1:4180,
// TWILIO_ACCOUNT_SID=AC + 32 hexadecimal characters (any), TWILIO_AUTH_TOKEN=<the same token> and
// SMS_SENDER. Each message it takes is answered as Twilio does (201, sid "SM" + 32 hex, status
// queued); FAKE_TWILIO_DELAY_MS later (1500 by default) it posts the signed `sent` report to the
// message's StatusCallback, then `delivered` (or `undelivered` with error 30003 for a number listed
// in FAKE_TWILIO_UNDELIVERED, comma-separated E.164). FAKE_TWILIO_ANSWER_DELAY_MS (0 by default,
// keep it under the server's 15 s timeout) holds each answer back, so the recipients stay
// `pending` long enough to be seen; the server sends one text after the other. GET /messages
// lists what it took; GET / answers 200 (for Playwright's webServer.url).

import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";

const port = Number(process.env.FAKE_TWILIO_PORT ?? 4180);
const authToken = process.env.FAKE_TWILIO_AUTH_TOKEN ?? "fake-twilio-auth-token";
const delayMs = Number(process.env.FAKE_TWILIO_DELAY_MS ?? 1500);
const answerDelayMs = Number(process.env.FAKE_TWILIO_ANSWER_DELAY_MS ?? 0);
const undelivered = new Set((process.env.FAKE_TWILIO_UNDELIVERED ?? "").split(",").filter(Boolean));
const MESSAGES = /^\/2010-04-01\/Accounts\/(AC[0-9a-fA-F]{32})\/Messages\.json$/;

/** @type {{ sid: string; to: string; from: string; body: string; statusCallback: string; status: string }[]} */
const messages = [];

/** Twilio's signature: base64 HMAC-SHA1 of the URL and the parameters sorted by name (name + value). */
function sign(url, params) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(data).digest("base64");
}

function json(res, status, body) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const error = (res, status, code, message) =>
  json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function report(accountSid, message, status, extra = {}) {
  message.status = status;
  if (!message.statusCallback) return;
  const params = {
    AccountSid: accountSid,
    ApiVersion: "2010-04-01",
    From: message.from,
    MessageSid: message.sid,
    MessageStatus: status,
    SmsSid: message.sid,
    SmsStatus: status,
    To: message.to,
    ...extra,
  };
  try {
    const res = await fetch(message.statusCallback, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": sign(message.statusCallback, params),
      },
      body: new URLSearchParams(params),
    });
    console.log(`fake-twilio: ${message.sid} ${status} → ${res.status}`);
  } catch (err) {
    console.error(`fake-twilio: ${message.sid} ${status} not delivered: ${err.message}`);
  }
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

const server = createServer(async (req, res) => {
  if (req.method === "GET" && req.url === "/") return json(res, 200, { ok: true });
  if (req.method === "GET" && req.url === "/messages") return json(res, 200, messages);
  const match = req.method === "POST" ? MESSAGES.exec(req.url ?? "") : null;
  if (!match) return error(res, 404, 20404, "The requested resource was not found");
  const accountSid = match[1];
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  const params = Object.fromEntries(new URLSearchParams(await readBody(req)));
  if (req.headers.authorization !== expected) return error(res, 401, 20003, "Authenticate");
  if (!params.To) return error(res, 400, 21604, "A 'To' phone number is required.");
  if (!params.From) return error(res, 400, 21603, "A 'From' phone number is required.");
  if (!params.Body) return error(res, 400, 21602, "Message body is required.");
  if (!/^\+[1-9]\d{6,14}$/.test(params.To))
    return error(res, 400, 21211, `The 'To' number ${params.To} is not a valid phone number.`);
  if (answerDelayMs) await sleep(answerDelayMs);
  const message = {
    sid: `SM${randomBytes(16).toString("hex")}`,
    to: params.To,
    from: params.From,
    body: params.Body,
    statusCallback: params.StatusCallback ?? "",
    status: "queued",
  };
  messages.push(message);
  json(res, 201, {
    sid: message.sid,
    account_sid: accountSid,
    to: message.to,
    from: message.from,
    body: message.body,
    status: "queued",
    direction: "outbound-api",
    api_version: "2010-04-01",
    error_code: null,
    error_message: null,
    date_created: new Date().toUTCString(),
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
  });
  await sleep(delayMs);
  await report(accountSid, message, "sent");
  await sleep(200);
  if (undelivered.has(message.to)) await report(accountSid, message, "undelivered", { ErrorCode: "30003" });
  else await report(accountSid, message, "delivered");
});

server.listen(port, "127.0.0.1", () => console.log(`fake-twilio listens on http://127.0.0.1:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
