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
  ])("stops on a bad value and names it: %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
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
