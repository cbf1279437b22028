import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter";

describe("the SMS rate limit", () => {
  it("lets a second's worth go at once, then one per 1/rate seconds", async () => {
    const limiter = createRateLimiter(20);
    const started = performance.now();
    await Promise.all(Array.from({ length: 20 }, () => limiter.take()));
    expect(performance.now() - started).toBeLessThan(50);
    await Promise.all(Array.from({ length: 10 }, () => limiter.take()));
    // Ten more at twenty a second: about half a second.
    expect(performance.now() - started).toBeGreaterThanOrEqual(440);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
