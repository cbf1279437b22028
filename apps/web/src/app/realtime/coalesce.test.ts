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
});
