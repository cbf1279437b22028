import { describe, expect, it } from "vitest";
import { acceptBatches } from "./roster";

const item = (eventId: string, n: number) => ({ eventId, userId: `u${n}`, qualification: "first_aider" as const });

describe("acceptBatches", () => {
  it("keeps a small selection in one batch", () => {
    const items = [item("a", 1), item("b", 2), item("a", 3)];
    expect(acceptBatches(items, 5)).toEqual([[item("a", 1), item("a", 3), item("b", 2)]]);
  });

  it("never splits an event's items and never passes the limit", () => {
    const items = [...[1, 2, 3].map((n) => item("a", n)), ...[4, 5].map((n) => item("b", n)), item("c", 6)];
    const batches = acceptBatches(items, 4);
    expect(batches).toEqual([
      [item("a", 1), item("a", 2), item("a", 3)],
      [item("b", 4), item("b", 5), item("c", 6)],
    ]);
    expect(batches.flat()).toHaveLength(items.length);
  });
});
