import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { slowFiles } from "./test/downloads";

/** public/install-sw.js as the worker runs it: its own `self` and `fetch`. */
function loadInstallScript(fetch: (url: string) => Promise<Response>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  const code = readFileSync(path.resolve(import.meta.dirname, "../public/install-sw.js"), "utf8");
  new Function("self", "fetch", code)(self, fetch);
  return async () => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get("install")?.({ waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
}

describe("the install's download (public/install-sw.js)", () => {
  it("fetches every built file of the precache, four at a time, each body read to its end", async () => {
    const core = Array.from({ length: 23 }, (_, i) => `/assets/part-${i}.js`);
    const asked: string[] = [];
    const files = slowFiles();
    const install = loadInstallScript(async (url) => {
      asked.push(url);
      if (url === "/offline-parts.json") return Response.json({ core, locales: {}, rest: [] });
      return files.answer(url);
    });
    await install();
    expect(asked[0]).toBe("/offline-parts.json");
    expect(asked.slice(1).sort()).toEqual([...core].sort());
    expect([...files.read].sort()).toEqual([...core].sort());
    expect(files.widest()).toBe(4);
  });

  it("lets the install go on when a file or the list cannot be fetched (Workbox fetches it itself)", async () => {
    const failing = loadInstallScript(async (url) => {
      if (url === "/offline-parts.json") return Response.json({ core: ["/assets/a.js", "/assets/b.js"] });
      if (url === "/assets/a.js") throw new TypeError("Failed to fetch");
      return new Response("b");
    });
    await expect(failing()).resolves.toBeUndefined();
    const noList = loadInstallScript(async () => new Response("", { status: 404 }));
    await expect(noList()).resolves.toBeUndefined();
    const offline = loadInstallScript(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(offline()).resolves.toBeUndefined();
  });
});
