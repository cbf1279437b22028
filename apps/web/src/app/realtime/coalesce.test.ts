import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCoalescer } from "./coalesce";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("coalescing refreshes", () => {
  it("runs the first at once and a burst once more at its end, per group", () => {
    const coalescer = createCoalescer(500);
    const runs: string[] = [];
    coalescer.run("events", () => runs.push("events 1"));
    coalescer.run("assets", () => runs.push("assets 1"));
    for (let i = 2; i <= 20; i++) coalescer.run("events", () => runs.push(`events ${i}`));
    expect(runs).toEqual(["events 1", "assets 1"]);
    vi.advanceTimersByTime(499);
    expect(runs).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(["events 1", "assets 1", "events 20"]);
    vi.advanceTimersByTime(2000);
    expect(runs).toHaveLength(3);
    coalescer.run("events", () => runs.push("later"));
    expect(runs.at(-1)).toBe("later");
  });

  it("drops what is waiting when disposed (sign-out, another organisation)", () => {
    const coalescer = createCoalescer(500);
    const runs: number[] = [];
    coalescer.run("events", () => runs.push(1));
    coalescer.run("events", () => runs.push(2));
    coalescer.dispose();
    vi.advanceTimersByTime(1000);
    expect(runs).toEqual([1]);
  });

  it("spreads a jittered refresh over 0 to jitterMs, after the coalescing, and drops it when disposed", () => {
    const spreads = [0.5, 0.9, 0.2];
    const coalescer = createCoalescer(500, Date.now, () => spreads.shift() ?? 0);
    const runs: string[] = [];
    coalescer.run("incidents", () => runs.push("first"), 500);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(249);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(["first"]);
    // A burst: once more 500 ms after the first, then 0.9 × 500 ms later.
    coalescer.run("incidents", () => runs.push("burst"), 500);
    vi.advanceTimersByTime(250 + 449);
    expect(runs).toEqual(["first"]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(["first", "burst"]);
    coalescer.run("incidents", () => runs.push("dropped"), 500);
    coalescer.dispose();
    vi.advanceTimersByTime(2000);
    expect(runs).toEqual(["first", "burst"]);
  });
});
