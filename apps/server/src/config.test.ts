import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults for a laptop install", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.database).toBe("pglite");
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it("chooses PostgreSQL when DATABASE_URL is set", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h:5432/db" }).database).toBe("postgres");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ NODE_ENV: "production" }, "APP_URL"],
    [{ NODE_ENV: "production", APP_URL: "https://x.test", AUTH_SECRET: "x".repeat(40) }, "SMTP_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SMS_PROVIDER: "twilio" }, "TWILIO_ACCOUNT_SID"],
    [{ SMS_PROVIDER: "twilio" }, "TWILIO_AUTH_TOKEN"],
    [{ SMS_PROVIDER: "twilio" }, "SMS_SENDER"],
    [{ SMS_PROVIDER: "messagebird" }, "SMS_PROVIDER"],
    [{ TWILIO_ACCOUNT_SID: "AC123" }, "TWILIO_ACCOUNT_SID"],
    [{ SMS_SENDER: "Hulppost Vlaanderen" }, "SMS_SENDER"],
    [{ SMS_RATE_PER_SECOND: "0" }, "SMS_RATE_PER_SECOND"],
    [{ SMS_CALLBACK_URL: "not a url" }, "SMS_CALLBACK_URL"],
  ])("stops on a bad value and names it: %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it("sends SMS to the outbox unless Twilio is configured with its credentials", () => {
    expect(loadConfig({}).SMS_PROVIDER).toBe("outbox");
    const twilio = loadConfig({
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "t".repeat(32),
      SMS_SENDER: "+32460200300",
    });
    expect(twilio).toMatchObject({ TWILIO_API_URL: "https://api.twilio.com", SMS_RATE_PER_SECOND: 10 });
    expect(loadConfig({ SMS_SENDER: "Hulppost" }).SMS_SENDER).toBe("Hulppost");
  });

  it("never echoes a Twilio token in the message", () => {
    expect(() => loadConfig({ TWILIO_AUTH_TOKEN: "short-token" })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => loadConfig({ TWILIO_AUTH_TOKEN: "short-token" })).not.toThrow(/short-token/);
  });

  it("never echoes a secret in the message", () => {
    expect(() => loadConfig({ AUTH_SECRET: "hunter2" })).toThrow(/AUTH_SECRET/);
    try {
      loadConfig({ AUTH_SECRET: "hunter2" });
    } catch (error) {
      expect((error as Error).message).not.toContain("hunter2");
    }
  });
});
