import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { CLIENT_ERROR_LIMIT, createReportThrottle } from "./client-errors.routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("client error reports", () => {
  it("accepts a well-formed report and refuses a malformed one", async () => {
    const agent = t.agent();
    expect((await agent.post("/api/client-errors", { kind: "not_found", path: "/dashboard/nope" })).status).toBe(204);
    const bad = await agent.json<{ error: { fields: Record<string, string> } }>("POST", "/api/client-errors", {
      kind: "boom",
      path: "x".repeat(501),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["kind", "path"]);
  });

  it("logs at most a fixed number of reports per address and window", () => {
    const allow = createReportThrottle();
    const start = 1_000_000;
    const results = Array.from({ length: CLIENT_ERROR_LIMIT.max + 5 }, () => allow("10.0.0.1", start));
    expect(results.filter(Boolean)).toHaveLength(CLIENT_ERROR_LIMIT.max);
    // Another address has its own count; the first one starts over after the window.
    expect(allow("10.0.0.2", start)).toBe(true);
    expect(allow("10.0.0.1", start + CLIENT_ERROR_LIMIT.windowMs + 1)).toBe(true);
  });
});
