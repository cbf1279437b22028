import { describe, expect, it } from "vitest";
import { twilioSignature, verifyTwilioSignature } from "./twilio-signature";

// The example of Twilio's own helper libraries' tests (twilio-node, webhooks.spec).
const TOKEN = "12345";
const URL_SIGNED = "https://mycompany.com/myapp.php?foo=1&bar=2";
const PARAMS = {
  CallSid: "CA1234567890ABCDE",
  Caller: "+14158675309",
  Digits: "1234",
  From: "+14158675309",
  To: "+18005551212",
};
const SIGNATURE = "RSOYDt4T1cUTdK1PDd93/VVr8B8=";

describe("Twilio's request signature", () => {
  it("computes Twilio's published example", () => {
    expect(twilioSignature(TOKEN, URL_SIGNED, PARAMS)).toBe(SIGNATURE);
  });

  it("accepts the right signature and refuses a missing, a wrong or another token's one", () => {
    expect(verifyTwilioSignature(TOKEN, URL_SIGNED, PARAMS, SIGNATURE)).toBe(true);
    expect(verifyTwilioSignature(TOKEN, URL_SIGNED, PARAMS, undefined)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL_SIGNED, PARAMS, "")).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL_SIGNED, PARAMS, `${SIGNATURE}x`)).toBe(false);
    expect(verifyTwilioSignature("54321", URL_SIGNED, PARAMS, SIGNATURE)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL_SIGNED, { ...PARAMS, Digits: "1235" }, SIGNATURE)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, "https://mycompany.com/myapp.php?foo=1&bar=3", PARAMS, SIGNATURE)).toBe(false);
  });

  it("takes a URL signed with its default port written out, as Twilio's validators do", () => {
    const withPort = twilioSignature(TOKEN, "https://mycompany.com:443/myapp.php?foo=1&bar=2", PARAMS);
    expect(verifyTwilioSignature(TOKEN, URL_SIGNED, PARAMS, withPort)).toBe(true);
  });

  it("signs every value of a repeated parameter, sorted", () => {
    const one = twilioSignature(TOKEN, URL_SIGNED, { A: ["2", "1"] });
    expect(one).toBe(twilioSignature(TOKEN, URL_SIGNED, { A: ["1", "2"] }));
  });
});
