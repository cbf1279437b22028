import { describe, expect, it } from "vitest";
import { isQuiet, quietEnds } from "./quiet-hours";

const zone = "Europe/Brussels";
// 27 November: Brussels is UTC+1.
const at = (local: string) => new Date(`2026-11-27T${local}:00+01:00`);

describe("quiet hours", () => {
  const night = { start: "22:00", end: "07:00" };
  const lunch = { start: "12:00", end: "13:30" };
  it.each([
    [night, "21:59", false],
    [night, "22:00", true],
    [night, "23:59", true],
    [night, "00:00", true],
    [night, "06:59", true],
    [night, "07:00", false],
    [night, "12:00", false],
    [lunch, "11:59", false],
    [lunch, "12:00", true],
    [lunch, "13:29", true],
    [lunch, "13:30", false],
  ])("%o at %s is quiet: %s", (quiet, local, expected) => {
    expect(isQuiet(quiet, at(local), zone)).toBe(expected);
  });

  it("ends at the next end of the wall clock: the same morning, or the next one", () => {
    expect(quietEnds(night, at("23:30"), zone).toISOString()).toBe("2026-11-28T06:00:00.000Z");
    expect(quietEnds(night, at("03:00"), zone).toISOString()).toBe("2026-11-27T06:00:00.000Z");
    expect(quietEnds(lunch, at("12:15"), zone).toISOString()).toBe("2026-11-27T12:30:00.000Z");
  });

  it("follows the time zone's own clock across a change to summer time", () => {
    // 29 March 2026: Brussels goes from UTC+1 to UTC+2 at 02:00.
    expect(quietEnds(night, new Date("2026-03-28T23:00:00Z"), zone).toISOString()).toBe("2026-03-29T05:00:00.000Z");
  });
});
