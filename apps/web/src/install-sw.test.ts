import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { slowFiles } from "./test/downloads";

const ORIGIN = "https://hulppost.example";
const PRECACHE = `workbox-precache-v2-${ORIGIN}/`;

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** The browser's Cache Storage as far as the script uses it: caches by name, answers by key. */
function cacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (key: string) => store.get(key),
      put: async (key: string, response: Response) => {
        // As the real one: the whole body is read before the answer is kept.
        await response.clone().arrayBuffer();
        store.set(key, response);
      },
    };
  };
  return { caches: { open }, keys: (name: string) => [...(stores.get(name)?.keys() ?? [])].sort(), open };
}

/** The worker's end of the channel pages hold the install on (src/lib/install-hold.ts). */
function installChannel() {
  const posted: unknown[] = [];
  let listener: ((event: { data: unknown }) => void) | undefined;
  class Channel {
    constructor(readonly name: string) {
      expect(name).toBe("hulppost-install");
    }
    postMessage(data: unknown) {
      posted.push(data);
    }
    addEventListener(type: string, handler: (event: { data: unknown }) => void) {
      if (type === "message") listener = handler;
    }
  }
  /** A page's message, as the worker hears it. */
  const fromPage = (data: unknown) => listener?.({ data });
  return { Channel, posted, fromPage };
}

/** public/install-sw.js as the worker runs it: its own `self`, `fetch`, `caches` and channel. */
function loadInstallScript(fetch: Fetch, storage = cacheStorage(), channel = installChannel()) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { scope: `${ORIGIN}/` },
    location: { href: `${ORIGIN}/sw.js` },
  };
  const code = readFileSync(path.resolve(import.meta.dirname, "../public/install-sw.js"), "utf8");
  new Function("self", "fetch", "caches", "BroadcastChannel", code)(self, fetch, storage.caches, channel.Channel);
  const install = async () => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get("install")?.({ waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { install, storage, channel };
}

const SHELL = [
  { url: "/index.html", revision: "aa11" },
  { url: "/painted.js", revision: "bb22" },
];

describe("the install's download (public/install-sw.js)", () => {
  it("puts every file of the precache under the key Workbox looks for, four at a time, the unhashed ones first", async () => {
    const core = Array.from({ length: 23 }, (_, i) => `/assets/part-${i}.js`);
    const asked: { url: string; cache?: RequestCache }[] = [];
    const files = slowFiles();
    const { install, storage } = loadInstallScript(async (url, init) => {
      asked.push({ url, cache: init?.cache });
      if (url === "/offline-parts.json") return Response.json({ core, shell: SHELL, locales: {}, rest: [] });
      return files.answer(url);
    });
    await install();
    expect(asked[0]?.url).toBe("/offline-parts.json");
    // Past the HTTP cache and first, as nothing else fetches them ahead; the hashed ones as usual.
    expect(asked.slice(1, 3)).toEqual([
      { url: "/index.html", cache: "no-cache" },
      { url: "/painted.js", cache: "no-cache" },
    ]);
    expect(asked.slice(3).every((a) => a.cache === "default")).toBe(true);
    expect(storage.keys(PRECACHE)).toEqual(
      [
        `${ORIGIN}/index.html?__WB_REVISION__=aa11`,
        `${ORIGIN}/painted.js?__WB_REVISION__=bb22`,
        ...core.map((url) => `${ORIGIN}${url}`),
      ].sort(),
    );
    expect(files.widest()).toBe(4);
  });

  it("fetches nothing the precache already holds (an update keeps the unchanged files)", async () => {
    const storage = cacheStorage();
    const kept = await storage.open(PRECACHE);
    await kept.put(`${ORIGIN}/assets/same.js`, new Response("same"));
    await kept.put(`${ORIGIN}/index.html?__WB_REVISION__=aa11`, new Response("<html>"));
    const asked: string[] = [];
    const { install } = loadInstallScript(async (url) => {
      asked.push(url);
      if (url === "/offline-parts.json")
        return Response.json({ core: ["/assets/same.js", "/assets/new.js"], shell: [SHELL[0]] });
      return new Response(url);
    }, storage);
    await install();
    expect(asked).toEqual(["/offline-parts.json", "/assets/new.js"]);
  });

  it("keeps only a whole 200 from the address itself, and lets the install go on whatever fails", async () => {
    const { install, storage } = loadInstallScript(async (url) => {
      if (url === "/offline-parts.json")
        return Response.json({ core: ["/assets/a.js", "/assets/b.js", "/assets/c.js", "/assets/d.js", 7], shell: "x" });
      if (url === "/assets/a.js") throw new TypeError("Failed to fetch");
      if (url === "/assets/b.js") return new Response("gone", { status: 404 });
      if (url === "/assets/c.js") {
        const moved = new Response("elsewhere");
        Object.defineProperty(moved, "redirected", { value: true });
        return moved;
      }
      return new Response("d");
    });
    await expect(install()).resolves.toBeUndefined();
    // Workbox fetches the others itself, as it would have.
    expect(storage.keys(PRECACHE)).toEqual([`${ORIGIN}/assets/d.js`]);

    const noList = loadInstallScript(async () => new Response("", { status: 404 }));
    await expect(noList.install()).resolves.toBeUndefined();
    const offline = loadInstallScript(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(offline.install()).resolves.toBeUndefined();
  });
  it("starts no new download while a page holds it for a sign-in, and asks whether one does", async () => {
    const core = Array.from({ length: 12 }, (_, i) => `/assets/part-${i}.js`);
    const asked: string[] = [];
    let release: () => void = () => {};
    const listed = new Promise<void>((resolve) => (release = resolve));
    const { install, channel } = loadInstallScript(async (url) => {
      asked.push(url);
      if (url === "/offline-parts.json") {
        // The page's answer to the install's question comes before the list does.
        await listed;
        return Response.json({ core, shell: [] });
      }
      return new Response(url);
    });
    const done = install();
    expect(channel.posted).toEqual([{ type: "asks" }]);
    channel.fromPage({ type: "hold", ms: 8000 });
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual(["/offline-parts.json"]);
    channel.fromPage({ type: "go-on" });
    await done;
    expect(asked.slice(1).sort()).toEqual([...core].sort());
  });

  it("ends a hold by itself, however long a page asked for", async () => {
    vi.useFakeTimers();
    try {
      const { install, channel } = loadInstallScript(async (url) =>
        url === "/offline-parts.json" ? Response.json({ core: ["/assets/a.js"] }) : new Response(url),
      );
      channel.fromPage({ type: "hold", ms: 3_600_000 });
      let finished = false;
      void install().then(() => (finished = true));
      await vi.advanceTimersByTimeAsync(7_999);
      expect(finished).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(finished).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
