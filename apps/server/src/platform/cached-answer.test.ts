import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./cached-answer";
import { createResponseCache } from "./response-cache";

describe("acceptsGzip", () => {
  it("reads Accept-Encoding as browsers and proxies send it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("deflate, br")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("the response cache", () => {
  it("computes a missing answer once for all who ask at the same time, and not again", async () => {
    const cache = createResponseCache();
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new TextEncoder().encode("[1,2,3]");
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.getOrCompute("org:1:list", compute)));
    expect(computed).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await cache.getOrCompute("org:1:list", compute);
    expect(computed).toBe(1);
    // Another version of the data is another key: computed anew.
    await cache.getOrCompute("org:2:list", compute);
    expect(computed).toBe(2);
  });

  it("keeps no failed answer: the next ask computes again", async () => {
    const cache = createResponseCache();
    let calls = 0;
    const failing = async (): Promise<Uint8Array> => {
      calls++;
      throw new Error("database gone");
    };
    await expect(cache.getOrCompute("k", failing)).rejects.toThrow("database gone");
    await expect(cache.getOrCompute("k", failing)).rejects.toThrow("database gone");
    expect(calls).toBe(2);
  });
});
