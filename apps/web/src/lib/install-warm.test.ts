import { describe, expect, it } from "vitest";
import { slowFiles } from "../test/downloads";
import { holdTheInstall, letTheInstallGoOn, resetInstallHold } from "./install-hold";
import { warmAtOnce, warmTheFirstInstall } from "./install-warm";

type Asked = { url: string; init: RequestInit | undefined };

/** A server that answers every file after a moment, noting what was asked, how, and how many at once. */
function server(list: unknown, failing: string[] = []) {
  const asked: Asked[] = [];
  const files = slowFiles();
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, init });
    if (url === "/offline-parts.json") return Response.json(list);
    return files.answer(url, failing.includes(url));
  };
  return { fetcher: fetcher as typeof fetch, asked, read: files.read, widest: files.widest };
}

const core = Array.from({ length: 40 }, (_, i) => `/assets/part-${i}.js`);
const locales = { nl: ["/assets/common-nl.js", "/assets/field-nl.js"], fr: ["/assets/common-fr.js"] };

describe("the page's help with the worker's first install", () => {
  it.each([
    ["h2", 12],
    ["h3", 12],
    ["http/1.1", 0],
    ["", 0],
    [undefined, 0],
  ])("asks %s for %i files at once", (protocol, expected) => {
    expect(warmAtOnce(protocol)).toBe(expected);
  });

  it("fetches the install's files and the person's words, not another language's, each body read", async () => {
    const s = server({ core, locales, rest: ["/assets/later.js"] });
    await warmTheFirstInstall("nl", "h2", s.fetcher);
    expect(s.asked[0]).toEqual({ url: "/offline-parts.json", init: { cache: "no-store" } });
    const files = [...core, ...locales.nl];
    expect(s.asked.slice(1).map((a) => a.url)).toEqual(files);
    expect([...s.read].sort()).toEqual([...files].sort());
    // After what the page shows now, and with the person's cookie as the worker's own would be.
    for (const { init } of s.asked.slice(1)) expect(init).toEqual({ credentials: "same-origin", priority: "low" });
  });

  it("keeps to twelve at once over HTTP/2, and leaves HTTP/1.1's six connections to the worker and the page", async () => {
    const h2 = server({ core, locales });
    await warmTheFirstInstall("nl", "h2", h2.fetcher);
    expect(h2.widest()).toBe(12);
    const h1 = server({ core, locales });
    await warmTheFirstInstall("nl", "http/1.1", h1.fetcher);
    expect(h1.asked).toEqual([]);
  });

  it("goes on past a file that fails, and changes nothing without a list", async () => {
    const s = server({ core: ["/assets/a.js", "/assets/b.js", "/assets/c.js"] }, ["/assets/b.js"]);
    await expect(warmTheFirstInstall("es", "h2", s.fetcher)).resolves.toBeUndefined();
    expect([...s.read].sort()).toEqual(["/assets/a.js", "/assets/c.js"]);

    for (const list of [null, "nonsense", { core: "not a list", locales: { es: [1, 2] } }]) {
      const odd = server(list);
      await expect(warmTheFirstInstall("es", "h2", odd.fetcher)).resolves.toBeUndefined();
      expect(odd.asked.map((a) => a.url)).toEqual(["/offline-parts.json"]);
    }
    const missing = (async () => new Response("", { status: 404 })) as typeof fetch;
    await expect(warmTheFirstInstall("nl", "h2", missing)).resolves.toBeUndefined();
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    await expect(warmTheFirstInstall("nl", "h2", offline)).resolves.toBeUndefined();
  });
  it("asks for no new file while a sign-in holds the install, and goes on after", async () => {
    const s = server({ core, locales });
    try {
      holdTheInstall();
      const done = warmTheFirstInstall("nl", "h2", s.fetcher);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(s.asked.map((a) => a.url)).toEqual(["/offline-parts.json"]);
      letTheInstallGoOn();
      await done;
      expect(s.asked).toHaveLength(1 + core.length + locales.nl.length);
    } finally {
      resetInstallHold();
    }
  });
});
