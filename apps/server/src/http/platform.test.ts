import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers/test-app";
import { declaredPermissions, routeKey } from "./route";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: "2048" });
});
afterAll(() => t.close());

describe("server basics", () => {
  it("answers GET /api/health with the database kind", async () => {
    const res = await t.agent().json("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: process.env.TEST_DB === "postgres" ? "postgres" : "pglite" });
  });

  it("sends security headers on every answer", async () => {
    for (const path of ["/api/health", "/", "/dashboard"]) {
      const res = await t.agent().get(path);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("carries a request id, reusing a well-formed one the client sent", async () => {
    const mine = await t.agent().get("/api/health", { "x-request-id": "abc-123" });
    expect(mine.headers.get("x-request-id")).toBe("abc-123");
    const hostile = await t.agent().get("/api/health", { "x-request-id": "<script>alert(1)</script>" });
    expect(hostile.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers an unknown API path with 404 JSON", async () => {
    const res = await t.agent().json<{ error: { code: string } }>("GET", "/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
    const post = await t.agent().json<{ error: { code: string } }>("POST", "/api/does-not-exist", {});
    expect(post.status).toBe(404);
  });

  it("answers every auth path in the error shape: unknown ones 404, a wrong method 405", async () => {
    const agent = t.agent();
    for (const [method, path, status, code] of [
      ["GET", "/api/auth/does-not-exist", 404, "NOT_FOUND"],
      ["POST", "/api/auth/update-user", 404, "NOT_FOUND"],
      ["POST", "/api/auth/delete-user", 404, "NOT_FOUND"],
      ["GET", "/api/auth/sign-up/email", 405, "METHOD_NOT_ALLOWED"],
      ["PUT", "/api/auth/sign-in/email", 405, "METHOD_NOT_ALLOWED"],
      ["DELETE", "/api/auth/get-session", 405, "METHOD_NOT_ALLOWED"],
      ["POST", "/api/auth/reset-password", 400, "VALIDATION_ERROR"],
    ] as const) {
      const res = await agent.request(method, path, method === "GET" ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.headers.get("content-type"), `${method} ${path}`).toContain("application/json");
      expect(((await res.json()) as { error: { code: string } }).error.code, `${method} ${path}`).toBe(code);
    }
    // Better Auth's own refusals are reshaped too.
    const badToken = await agent.json<{ error: { code: string; message: string } }>(
      "POST",
      "/api/auth/reset-password",
      {
        token: "not-a-real-token",
        newPassword: "geheim123",
      },
    );
    expect(badToken.status).toBe(400);
    expect(badToken.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it("refuses control characters anywhere in the address with a field error", async () => {
    const res = await t
      .agent()
      .json<{ error: { code: string; fields: Record<string, string> } }>("GET", "/api/auth/verify-email?token=a%00b");
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ token: "invalidCharacters" });
    const inPath = await t.agent().json<{ error: { fields: Record<string, string> } }>("GET", "/api/invitations/x%00y");
    expect(inPath.status).toBe(400);
    expect(inPath.body.error.fields).toEqual({ path: "invalidCharacters" });
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await t.agent().json<{ error: { code: string } }>("POST", "/api/client-errors", {
      kind: "not_found",
      path: "/x",
      message: "y".repeat(4000),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("validates bodies with field-level messages and never leaks a stack trace", async () => {
    const res = await t
      .agent()
      .json<{ error: { code: string; fields: Record<string, string>; message: string } }>(
        "POST",
        "/api/client-errors",
        { kind: "nonsense", path: 5 },
      );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ kind: "invalidChoice", path: "invalidType" });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
    const malformed = await t
      .agent()
      .request("POST", "/api/client-errors", "{oops", { "content-type": "application/json" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe("INVALID_JSON");
  });

  it("refuses a state-changing request from another site", async () => {
    const agent = t.agent();
    agent.origin = "https://evil.example";
    const res = await agent.json<{ error: { code: string } }>("POST", "/api/client-errors", {
      kind: "not_found",
      path: "/",
    });
    expect(res.status).toBe(403);
    const signIn = await agent.json("POST", "/api/auth/sign-in/email", { email: "a@b.test", password: "whatever1" });
    expect(signIn.status).toBe(403);
  });
});

describe("OpenAPI", () => {
  it("describes every mounted API route, and every route declares a permission", async () => {
    const doc = (
      await t
        .agent()
        .json<{ paths: Record<string, Record<string, { "x-permission"?: string }>> }>("GET", "/api/openapi.json")
    ).body;
    const outside = new Set(["/api/openapi.json", "/api/docs", "/api/*"]);
    const mounted = t.app.routes.filter(
      (r) =>
        r.path.startsWith("/api/") && !r.path.startsWith("/api/auth/") && !outside.has(r.path) && r.method !== "ALL",
    );
    expect(mounted.length).toBeGreaterThan(1);
    for (const route of mounted) {
      const openApiPath = route.path.replace(/:(\w+)/g, "{$1}");
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path} is missing from /api/openapi.json`).toBeDefined();
      expect(operation?.["x-permission"], `${route.method} ${route.path} declares no permission`).toBeTruthy();
      expect(declaredPermissions.get(routeKey(route.method, openApiPath))).toBe(operation?.["x-permission"]);
    }
  });

  it("serves a readable reference page", async () => {
    const res = await t.agent().get("/api/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("/api/health");
    expect(html).toContain("Permission");
  });
});
