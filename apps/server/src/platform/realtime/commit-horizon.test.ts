import { describe, expect, it } from "vitest";
import { createCommitHorizon } from "./commit-horizon";

const at = (seq: number, ...running: string[]) => ({ seq, running });

describe("the commit horizon", () => {
  it("moves up to the ids seen once a later look finds nobody writing", () => {
    const horizon = createCommitHorizon({ stallMs: 5000, initial: 10 });
    expect(horizon.observe(at(12), 0)).toEqual({ stable: 10, forced: false });
    expect(horizon.unpaired).toBe(true);
    expect(horizon.observe(at(12), 1)).toEqual({ stable: 12, forced: false });
    expect(horizon.waiting).toBe(false);
  });

  it("holds ids back while a transaction that may own one of them still writes", () => {
    const horizon = createCommitHorizon({ stallMs: 5000, initial: 0 });
    horizon.observe(at(5, "90"), 0);
    expect(horizon.observe(at(5, "90"), 1).stable).toBe(0); // 90 may hold id 4
    expect(horizon.waiting).toBe(true);
    expect(horizon.unpaired).toBe(false);
    // 90 finished; 96 started after id 5 was handed out, so it does not matter for ids up to 5.
    expect(horizon.observe(at(7, "96"), 2).stable).toBe(5);
    expect(horizon.observe(at(7), 3).stable).toBe(7);
  });

  it("moves on past a transaction left open too long, and says so", () => {
    const horizon = createCommitHorizon({ stallMs: 100, initial: 0 });
    horizon.observe(at(3, "50"), 0);
    expect(horizon.observe(at(3, "50"), 10)).toEqual({ stable: 0, forced: false });
    expect(horizon.observe(at(3, "50"), 200)).toEqual({ stable: 3, forced: true });
  });

  it("never moves backwards", () => {
    const horizon = createCommitHorizon({ stallMs: 100, initial: 20 });
    horizon.observe(at(20), 0);
    expect(horizon.observe(at(20), 1).stable).toBe(20);
    expect(horizon.waiting).toBe(false);
  });
});
