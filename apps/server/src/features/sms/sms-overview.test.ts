import { describe, expect, it } from "vitest";
import { monthOf } from "./sms-overview.service";

describe("the month use is counted in", () => {
  it("is the calendar month in the planning time zone, not in UTC", () => {
    // 30 June 22:30 UTC is already 1 July in Brussels (summer time, UTC+2).
    expect(monthOf(new Date("2026-06-30T22:30:00Z"), "Europe/Brussels")).toEqual({
      month: "2026-07",
      start: new Date("2026-06-30T22:00:00Z"),
      end: new Date("2026-07-31T22:00:00Z"),
    });
    // December ends in the next year, in winter time (UTC+1).
    expect(monthOf(new Date("2026-12-15T12:00:00Z"), "Europe/Brussels")).toMatchObject({
      month: "2026-12",
      end: new Date("2026-12-31T23:00:00Z"),
    });
  });
});
