import { describe, expect, it } from "vitest";
import { addDays, daysBetween, localDate, localToInstant } from "./time";

describe("local times and instants", () => {
  it("names the instant of a local time, across a change to summer time", () => {
    expect(localToInstant("2026-07-04", "14:30", "Europe/Brussels").toISOString()).toBe("2026-07-04T12:30:00.000Z");
    expect(localToInstant("2026-01-10", "14:30", "Europe/Brussels").toISOString()).toBe("2026-01-10T13:30:00.000Z");
    expect(localToInstant("2026-03-29", "03:30", "Europe/Brussels").toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("keeps years below 100 as given instead of reading them as 19xx", () => {
    const instant = localToInstant("0099-06-01", "12:00", "UTC");
    expect(instant.getUTCFullYear()).toBe(99);
    expect(instant.toISOString()).toBe("0099-06-01T12:00:00.000Z");
    expect(localToInstant("0001-01-01", "00:00", "UTC").getUTCFullYear()).toBe(1);
  });

  it("counts days and dates", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(localDate(new Date("2026-07-04T22:30:00Z"), "Europe/Brussels")).toBe("2026-07-05");
  });
});
