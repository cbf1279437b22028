import { describe, expect, it } from "vitest";
import { niceMax } from "./chart-scale";

describe("niceMax", () => {
  it("rounds the value axis up to four round steps", () => {
    expect(niceMax(368)).toBe(400);
    expect(niceMax(638)).toBe(800);
    expect(niceMax(97)).toBe(100);
    expect(niceMax(51)).toBe(80);
    expect(niceMax(100)).toBe(100);
    expect(niceMax(5)).toBe(8);
  });

  it("keeps whole steps for small counts and an axis for nothing at all", () => {
    expect(niceMax(1)).toBe(4);
    expect(niceMax(0.4)).toBe(4);
    expect(niceMax(0)).toBe(4);
  });
});
