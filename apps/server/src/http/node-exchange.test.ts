import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { AppEnv } from "./context";
import { AppError } from "./errors";
import { requestContext, securityHeaders } from "./middleware";
import { CarryingResponse, fixedHeaders, httpServerOptions } from "./node-exchange";

/**
 * The request context's two ways of giving an answer its fixed headers (decision 059): written by
 * Node's response as the server runs (`httpServerOptions`), and set on the answer when the app is
 * served without them. Both must send the same headers, once each, whatever shape the answer's own
 * headers take.
 */
const config = loadConfig({ NODE_ENV: "test", TRUST_PROXY: "true", BETTER_AUTH_SECRET: "x".repeat(40) });
const FIXED = securityHeaders(config);

function testApp() {
  const app = new Hono<AppEnv>();
  app.use("*", requestContext(pino({ level: "silent" }), config, FIXED));
  app.get("/api/ip", (c) => c.text(c.get("clientIp")));
  // One header of its own reaches Node as the handler wrote it (a plain record, its name's case
  // kept); more become a `Headers` object, whose names are lower case.
  app.get("/api/own-cache", (c) => c.body("cached", 200, { "Cache-Control": "public, max-age=60" }));
  app.get("/api/own-frame", (c) => c.body("framed", 200, { "X-Frame-Options": "SAMEORIGIN" }));
  app.get("/api/headers-object", (c) => {
    c.header("X-Own", "kept");
    return c.json({ ok: true });
  });
  app.get("/api/stream", (c) =>
    c.body(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("streamed"));
          controller.close();
        },
      }),
    ),
  );
  app.get("/api/fails", () => {
    throw new AppError(409, "CONFLICT", "No");
  });
  app.onError((error, c) =>
    error instanceof AppError ? c.json({ error: error.code }, 409) : c.json({ error: "INTERNAL" }, 500),
  );
  app.get("/page", (c) => c.html("<p>page</p>"));
  return app;
}

interface Raw {
  status: number;
  headers: [string, string][];
  body: string;
}

/** A request through node:http, so repeated request headers and each answer header stay visible. */
function rawGet(port: number, path: string, headers: http.OutgoingHttpHeaders | string[] = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          pairs.push([String(res.rawHeaders[i]).toLowerCase(), String(res.rawHeaders[i + 1])]);
        resolve({ status: res.statusCode ?? 0, headers: pairs, body });
      });
    });
    req.on("error", reject);
  });
}

const only = (raw: Raw, name: string) => {
  const values = raw.headers.filter(([n]) => n === name).map(([, v]) => v);
  expect(values.length, `${name} sent ${values.length} times`).toBeLessThanOrEqual(1);
  return values[0];
};

describe.each([
  ["as the server runs: Node's response writes them", httpServerOptions],
  ["served without them: the middleware sets them", undefined],
])("fixed headers, %s", (_name, serverOptions) => {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: testApp().fetch, port: 0, hostname: "127.0.0.1", serverOptions });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends every fixed header once on each shape of answer, an error's too", async () => {
    for (const path of [
      "/api/ip",
      "/api/own-cache",
      "/api/own-frame",
      "/api/headers-object",
      "/api/stream",
      "/api/fails",
      "/page",
    ]) {
      const raw = await rawGet(port, path, { "x-request-id": "id-1" });
      for (const [name, value] of FIXED) expect(only(raw, name.toLowerCase()), `${path} ${name}`).toBe(value);
      expect(only(raw, "x-request-id"), path).toBe("id-1");
    }
  });

  it("keeps an answer's own headers; its own Cache-Control wins, no-store on API answers only", async () => {
    const own = await rawGet(port, "/api/own-cache");
    expect(own.body).toBe("cached");
    expect(only(own, "cache-control")).toBe("public, max-age=60");
    // The fixed header wins over the answer's own of the same name, written in another case.
    expect(only(await rawGet(port, "/api/own-frame"), "x-frame-options")).toBe("DENY");
    const object = await rawGet(port, "/api/headers-object");
    expect(only(object, "x-own")).toBe("kept");
    expect(only(object, "content-type")).toMatch(/^application\/json/);
    expect(only(object, "cache-control")).toBe("no-store");
    const stream = await rawGet(port, "/api/stream");
    expect(stream.body).toBe("streamed");
    expect(only(stream, "cache-control")).toBe("no-store");
    const failed = await rawGet(port, "/api/fails");
    expect(failed.status).toBe(409);
    expect(only(failed, "cache-control")).toBe("no-store");
    const page = await rawGet(port, "/page");
    expect(page.body).toBe("<p>page</p>");
    expect(only(page, "cache-control")).toBeUndefined();
  });

  it("reads the request's own headers: a fresh id for a hostile one, the proxy's last address", async () => {
    const hostile = await rawGet(port, "/api/ip", { "x-request-id": "<script>" });
    expect(only(hostile, "x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // Sent twice, as two proxies may: Node joins them, the last address is the one to believe.
    const forwarded = await rawGet(port, "/api/ip", [
      "Host",
      `127.0.0.1:${port}`,
      "X-Forwarded-For",
      "203.0.113.9, 198.51.100.1",
      "X-Forwarded-For",
      "192.0.2.44",
    ]);
    expect(forwarded.body).toBe("192.0.2.44");
    const direct = await rawGet(port, "/api/ip");
    expect(direct.body).toBe("127.0.0.1");
  });
});

describe("Node's response written without a header record", () => {
  it("carries the fixed headers on an implicit end and on raw pairs, an answer's Cache-Control kept", async () => {
    const fixed = fixedHeaders([["X-Frame-Options", "DENY"]]);
    const server = http.createServer(httpServerOptions, (req, res) => {
      if (!(res instanceof CarryingResponse)) throw new Error("not the carrying response");
      res.carry(fixed, "id-9", true);
      if (req.url === "/implicit") res.end("implicit");
      else res.writeHead(200, ["Cache-Control", "private", "X-Own", "kept"]).end("pairs");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const implicit = await rawGet(port, "/implicit");
      expect(implicit.body).toBe("implicit");
      expect(only(implicit, "x-frame-options")).toBe("DENY");
      expect(only(implicit, "x-request-id")).toBe("id-9");
      expect(only(implicit, "cache-control")).toBe("no-store");
      const pairs = await rawGet(port, "/pairs");
      expect(pairs.body).toBe("pairs");
      expect(only(pairs, "x-frame-options")).toBe("DENY");
      expect(only(pairs, "cache-control")).toBe("private");
      expect(only(pairs, "x-own")).toBe("kept");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
