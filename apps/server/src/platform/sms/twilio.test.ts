import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeTwilio, startFakeTwilio } from "../../../test/helpers/fake-twilio";
import { TWILIO_SID, TWILIO_TOKEN } from "../../../test/helpers/sms";
import { PermanentSmsError, TransientSmsError } from "./provider";
import { createTwilioProvider } from "./twilio";

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio({ accountSid: TWILIO_SID, authToken: TWILIO_TOKEN });
});
afterAll(() => twilio.close());

const provider = (overrides: Partial<Parameters<typeof createTwilioProvider>[0]> = {}) =>
  createTwilioProvider({
    apiUrl: twilio.url,
    accountSid: TWILIO_SID,
    authToken: TWILIO_TOKEN,
    sender: "+32460200300",
    ...overrides,
  });
const message = { to: "+32470111222", text: "Tot zo 🚑", statusCallbackUrl: "https://h.example/api/sms/status?r=1" };

async function errorOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a refusal");
}

describe("the Twilio provider", () => {
  it("posts To, From, Body and StatusCallback form-encoded with basic auth, and answers the sid", async () => {
    const { providerId } = await provider().send(message);
    expect(providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.requests.at(-1)).toEqual({
      authorized: true,
      params: { To: message.to, From: "+32460200300", Body: message.text, StatusCallback: message.statusCallbackUrl },
    });
  });

  it("retries what Twilio could not take now, and fails what it refuses, with its words", async () => {
    twilio.answerNext({ status: 429, code: 20429, message: "Too Many Requests" }, { status: 502 });
    for (const status of ["429", "502"]) {
      const error = await errorOf(provider().send(message));
      expect(error).toBeInstanceOf(TransientSmsError);
      expect((error as TransientSmsError).message).toContain(status);
      expect((error as TransientSmsError).maybeAccepted).toBe(false);
    }
    twilio.answerNext({
      status: 400,
      code: 21211,
      message: "The 'To' number +32470111222 is not a valid phone number.",
    });
    const refused = await errorOf(provider().send(message));
    expect(refused).toBeInstanceOf(PermanentSmsError);
    expect((refused as PermanentSmsError).reason).toBe(
      "21211: The 'To' number +32470111222 is not a valid phone number.",
    );
    // A wrong token is the operator's to fix: retried, not a failure of the recipient.
    expect(await errorOf(provider({ authToken: "wrong-token-wrong-token" }).send(message))).toBeInstanceOf(
      TransientSmsError,
    );
  });

  it("knows a refused connection sent nothing, and a timeout may have", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await errorOf(provider({ apiUrl: `http://127.0.0.1:${port}` }).send(message));
    expect(refused).toMatchObject({ name: "TransientSmsError", maybeAccepted: false });

    twilio.answerNext({ hang: true });
    const timedOut = await errorOf(provider({ timeoutMs: 200 }).send(message));
    expect(timedOut).toMatchObject({ name: "TransientSmsError", maybeAccepted: true });
  });

  it("reads Twilio's delivery reports into ours", () => {
    const { callbacks } = provider();
    expect(callbacks?.read({ MessageSid: "SM1", MessageStatus: "queued" })).toEqual({
      providerId: "SM1",
      status: "sent",
      reason: null,
    });
    expect(callbacks?.read({ MessageSid: "SM1", MessageStatus: "delivered" })?.status).toBe("delivered");
    expect(callbacks?.read({ MessageSid: "SM1", MessageStatus: "failed", ErrorCode: "30008" })).toEqual({
      providerId: "SM1",
      status: "failed",
      reason: "30008",
    });
    expect(callbacks?.read({ MessageSid: "SM1", MessageStatus: "received" })).toBeNull();
    expect(callbacks?.read({ MessageStatus: "sent" })).toBeNull();
  });
});
