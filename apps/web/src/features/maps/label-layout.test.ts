import { describe, expect, it } from "vitest";
import { type LabelItem, type LabelSide, labelBox, layoutLabels } from "./label-layout";

const options = { mapWidth: 400, mapHeight: 300, bubble: 44, gap: 4, margin: 2 };
const item = (id: string, x: number, y: number, rank = 2, width = 80, height = 18): LabelItem => ({
  id,
  x,
  y,
  width,
  height,
  rank,
});

describe("layoutLabels", () => {
  // A strip of a map 60 px high: no room above or below a marker, only beside it.
  const strip = { mapHeight: 60 };
  const cases: {
    name: string;
    items: LabelItem[];
    map?: Partial<typeof options>;
    expected: Record<string, LabelSide>;
  }[] = [
    { name: "a lone marker: its name to the right", items: [item("a", 100, 100)], expected: { a: "right" } },
    {
      name: "two markers far apart: both to the right",
      items: [item("a", 100, 100), item("b", 100, 200)],
      expected: { a: "right", b: "right" },
    },
    {
      name: "side by side on one line: the left one's name goes to its left",
      items: [item("a", 150, 100), item("b", 230, 100)],
      expected: { a: "left", b: "right" },
    },
    {
      name: "no free side that is not over the neighbour's marker or out of the map: hidden",
      items: [item("a", 30, 30), item("b", 40, 40)],
      map: strip,
      expected: { a: "hidden", b: "right" },
    },
    {
      name: "the more important one (lower rank) keeps its name, whatever the order given",
      items: [item("caregiver", 30, 30, 3), item("post", 40, 40, 1)],
      map: strip,
      expected: { post: "right", caregiver: "hidden" },
    },
    {
      name: "near the right edge: to the left instead of cut off",
      items: [item("a", 380, 100)],
      expected: { a: "left" },
    },
    {
      name: "no room to either side: above the marker",
      items: [item("a", 200, 100, 2, 300)],
      expected: { a: "above" },
    },
    {
      name: "no room to either side nor above: below the marker",
      items: [item("a", 200, 20, 2, 300)],
      expected: { a: "below" },
    },
    {
      name: "no room anywhere inside the map: hidden rather than cut off",
      items: [item("a", 200, 100, 2, 420)],
      expected: { a: "hidden" },
    },
    {
      name: "the marker being moved (rank 0) keeps its name even when nothing fits",
      items: [item("other", 30, 30, 1), item("moving", 40, 40, 0)],
      map: strip,
      expected: { moving: "right", other: "hidden" },
    },
    {
      name: "a name does not cover another marker's bubble",
      items: [item("a", 150, 100), item("b", 220, 100, 3, 10)],
      expected: { a: "left", b: "right" },
    },
    {
      name: "equal ranks: the first given wins",
      items: [item("first", 30, 30), item("second", 30, 35)],
      map: strip,
      expected: { first: "right", second: "hidden" },
    },
  ];
  it.each(cases)("$name", ({ items, map, expected }) => {
    const sides = [...layoutLabels(items, { ...options, ...map })].map(([id, placed]) => [id, placed.side]);
    expect(Object.fromEntries(sides)).toEqual(expected);
  });

  it.each([
    { name: "centred when it fits", x: 200, shift: 0 },
    { name: "near the left edge: slid right, still over its marker", x: 30, shift: 50 },
    { name: "near the right edge: slid left", x: 370, shift: -50 },
  ])("a label above its marker: $name", ({ x, shift }) => {
    // 160 px wide: too wide for either side of a marker 30 px from the edge, or with one beside it.
    const crowded = [item("a", x, 100, 2, 160), item("left", x - 70, 100, 3, 1), item("right", x + 70, 100, 3, 1)];
    expect(layoutLabels(crowded, options).get("a")).toEqual({ side: "above", shift });
  });

  it("places no two shown labels over each other on a crowded field", () => {
    const crowd = Array.from({ length: 30 }, (_, i) => item(`m${i}`, 40 + ((i * 53) % 320), 30 + ((i * 37) % 240)));
    const sides = layoutLabels(crowd, options);
    const boxes = crowd.flatMap((m) => {
      const side = sides.get(m.id)?.side;
      return side === undefined || side === "hidden" ? [] : [labelBox(m, side, options)];
    });
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
  });
});
