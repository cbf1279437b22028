import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deviceTimeZone,
  fromLocalInput,
  planningDayKey,
  planningFormat,
  setPlanningTimeZone,
  toLocalInput,
} from "./planning-time-zone";

// A device whose clock is in New York, an organisation that plans in Brussels.
const original = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/New_York";
  setPlanningTimeZone("Europe/Brussels");
});
afterAll(() => {
  process.env.TZ = original;
});

describe("times in the planning time zone on a device elsewhere", () => {
  it("knows the device's zone differs", () => {
    expect(deviceTimeZone()).toBe("America/New_York");
  });

  it.each([
    // [instant, Brussels clock, Brussels day]
    ["2026-07-04T12:30:00.000Z", "14:30", "2026-07-04"], // summer time, +02:00
    ["2026-01-15T12:30:00.000Z", "13:30", "2026-01-15"], // winter time, +01:00
    ["2026-07-04T22:30:00.000Z", "00:30", "2026-07-05"], // after midnight in Brussels, evening in New York
    ["2026-03-29T00:59:59.000Z", "01:59", "2026-03-29"], // the last minute before the clocks go forward
    ["2026-03-29T01:00:00.000Z", "03:00", "2026-03-29"], // and the first after
  ])("%s reads %s on %s", (iso, clock, day) => {
    expect(planningFormat("nl", { hour: "2-digit", minute: "2-digit" }).format(new Date(iso))).toBe(clock);
    expect(planningDayKey(iso)).toBe(day);
  });

  it("turns a typed local time into the instant it names in Brussels, and back", () => {
    expect(fromLocalInput("2026-07-04T14:30")).toBe("2026-07-04T12:30:00.000Z");
    expect(fromLocalInput("2026-01-15T14:30")).toBe("2026-01-15T13:30:00.000Z");
    expect(toLocalInput("2026-07-04T12:30:00.000Z")).toBe("2026-07-04T14:30");
  });

  it.each([
    ["0000-00-00"], // what a date field reports for a date that is not real
    ["0000-00-00T10:00"],
    ["2027-02-31T10:00"], // 31 February, which Date would roll into March
    ["2026-04-31T08:00"],
    ["2026-07-04T24:00"],
    ["2026-07-04T14:60"],
    [""],
  ])("%j names no moment", (value) => {
    expect(fromLocalInput(value)).toBeNull();
  });

  it("takes 29 February in a leap year only", () => {
    expect(fromLocalInput("2028-02-29T12:00")).toBe("2028-02-29T11:00:00.000Z");
    expect(fromLocalInput("2027-02-29T12:00")).toBeNull();
  });
});
