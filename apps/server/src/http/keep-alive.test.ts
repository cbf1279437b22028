import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers/test-app";

/** Through a real HTTP server and a keep-alive client, as a browser talks to it. */
let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: "2048" });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

function send(agent: http.Agent, method: string, path: string, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path, agent, headers: body ? { "content-type": "application/json" } : {} },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.setTimeout(5000, () => req.destroy(new Error("no answer within 5 s")));
    req.on("error", reject);
    req.end(body);
  });
}

describe("a kept-alive connection", () => {
  // A 5 MB body, like a photo over the limit: the server stops reading it, so the connection is
  // done; without "Connection: close" the client kept writing into it (EPIPE) and waited.
  it("is closed openly after a body over the limit, so the next request gets its answer", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = 0; round < 3; round++) {
        const big = JSON.stringify({ kind: "not_found", path: "/x", message: "y".repeat(5_000_000) });
        const refused = await send(agent, "POST", "/api/client-errors", big);
        expect(refused.status).toBe(413);
        expect(refused.headers.connection).toBe("close");
        expect(JSON.parse(refused.body).error.code).toBe("PAYLOAD_TOO_LARGE");
        const next = await send(agent, "GET", "/api/health");
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
