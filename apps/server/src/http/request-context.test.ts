import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { serve } from "@hono/node-server";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers/test-app";
import { httpServerOptions } from "./node-exchange";

/**
 * Through a real HTTP server (decision 059): every answer, errors included, carries the fixed
 * headers from the prepared list and its request id, and the access-log line names the request id
 * without a child logger per request.
 */
let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;
const lines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, undefined, { logger: pino({ level: "info" }, sink) });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1", serverOptions: httpServerOptions });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

describe("request context over HTTP", () => {
  it("sends the security headers and the request id on answers, errors and the session lookup", async () => {
    for (const path of ["/api/health", "/api/no-such-thing", "/api/auth/get-session", "/"]) {
      const res = await fetch(`${base}${path}`, { headers: { "x-request-id": "req-42" } });
      await res.arrayBuffer();
      expect(res.headers.get("x-request-id"), path).toBe("req-42");
      expect(res.headers.get("content-security-policy"), path).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
    }
    const session = await fetch(`${base}/api/auth/get-session`);
    expect(await session.json()).toBeNull();
    expect(session.headers.get("cache-control")).toBe("no-store");
    expect(session.headers.get("content-type")).toMatch(/^application\/json/);
    const generated = await fetch(`${base}/api/health`);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes one access-log line per API request, with its id as a field", async () => {
    lines.length = 0;
    await (await fetch(`${base}/api/health`, { headers: { "x-request-id": "log-7" } })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const entries = lines.map((line) => JSON.parse(line)).filter((e) => e.msg === "request");
    expect(entries).toEqual([
      expect.objectContaining({ reqId: "log-7", method: "GET", path: "/api/health", status: 200 }),
    ]);
  });
});
