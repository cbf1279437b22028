import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createStaticHandler } from "./static";

function webApp() {
  const root = mkdtempSync(path.join(tmpdir(), "hulppost-web-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Hulppost</title>");
  writeFileSync(path.join(root, "assets", "app-1a2b.js"), "console.log('hulppost');");
  writeFileSync(path.join(path.dirname(root), "secret.txt"), "not for the web");
  const handler = createStaticHandler(root);
  const app = new Hono();
  app.get("*", (c) => handler.serve(c));
  return app;
}

describe("static web app", () => {
  const app = webApp();

  it("serves hashed assets for a year and every other path as index.html", async () => {
    const asset = await app.request("/assets/app-1a2b.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(await asset.text()).toContain("hulppost");
    const page = await app.request("/dashboard/events");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toContain("<title>Hulppost</title>");
  });

  it("answers a malformed escape and a climb out of the folder with the app, not an error or a file", async () => {
    for (const bad of ["/%E0%A4%A", "/%", "/..%2Fsecret.txt", "/assets/..%2F..%2Fsecret.txt"]) {
      const res = await app.request(bad);
      expect(res.status, bad).toBe(200);
      expect(await res.text(), bad).toContain("<title>Hulppost</title>");
    }
  });
});
