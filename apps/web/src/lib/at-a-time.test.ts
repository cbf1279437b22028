import { describe, expect, it } from "vitest";
import { eachAtATime } from "./at-a-time";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("eachAtATime", () => {
  it("runs every item once, never more than asked at once, in the list's order", async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await eachAtATime([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      started.push(n);
      most = Math.max(most, ++running);
      await tick();
      running--;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it("goes on past a task that fails", async () => {
    const done: string[] = [];
    await eachAtATime(["a", "b", "c"], 1, async (s) => {
      if (s === "b") throw new Error("lost on the way");
      done.push(s);
    });
    expect(done).toEqual(["a", "c"]);
  });

  it("does nothing with no items, or none at once", async () => {
    let calls = 0;
    await eachAtATime([], 4, async () => calls++);
    await eachAtATime([1, 2], 0, async () => calls++);
    expect(calls).toBe(0);
  });
});
