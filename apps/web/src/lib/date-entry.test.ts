import { describe, expect, it } from "vitest";
import { NOT_A_DATE } from "../components/ui/input";
import { type DateMode, formatDateEntry, NOT_A_TIME, parseDateEntry } from "./date-entry";

describe("a date and time as a person types it", () => {
  it.each<[string, DateMode, string]>([
    // [typed, field, the form's value]
    ["23-11-2026 21:29", "datetime", "2026-11-23T21:29"],
    ["23/11/2026 21:29", "datetime", "2026-11-23T21:29"],
    ["23.11.2026 21.29", "datetime", "2026-11-23T21:29"],
    ["3-1-2026 7:05", "datetime", "2026-01-03T07:05"],
    ["23-11-2026, 00:00", "datetime", "2026-11-23T00:00"],
    ["23-11-2026 23:59", "datetime", "2026-11-23T23:59"],
    ["2026-11-23T21:29", "datetime", "2026-11-23T21:29"],
    ["  ", "datetime", ""],
    ["23-11-2026", "datetime", NOT_A_DATE],
    ["23-11-2026 24:00", "datetime", NOT_A_DATE],
    ["23-11-2026 14:60", "datetime", NOT_A_DATE],
    ["23-11-2026 9:29 PM", "datetime", NOT_A_DATE],
    ["31-02-2026 10:00", "datetime", NOT_A_DATE],
    ["23-11", "datetime", NOT_A_DATE],
    ["15-03-1990", "date", "1990-03-15"],
    ["29/02/2024", "date", "2024-02-29"],
    ["29-02-2025", "date", NOT_A_DATE],
    ["1990-03-15", "date", "1990-03-15"],
    ["15-03-1990 10:00", "date", NOT_A_DATE],
    ["00-00-0000", "date", NOT_A_DATE],
    ["13/25/2026", "date", NOT_A_DATE],
    ["21:29", "time", "21:29"],
    ["7:05", "time", "07:05"],
    ["00:00", "time", "00:00"],
    ["23:59", "time", "23:59"],
    ["21.29", "time", "21:29"],
    ["21u29", "time", "21:29"],
    ["21h29", "time", "21:29"],
    ["24:00", "time", NOT_A_TIME],
    ["12:60", "time", NOT_A_TIME],
    ["9:29 PM", "time", NOT_A_TIME],
    ["2129", "time", NOT_A_TIME],
  ])("%s in a %s field is %s", (typed, mode, value) => {
    expect(parseDateEntry(typed, mode)).toBe(value);
  });

  it.each([
    // [language, shown]
    ["nl", "23-11-2026 21:29"],
    ["fr", "23/11/2026 21:29"],
    ["es", "23/11/2026 21:29"],
    ["en", "23/11/2026 21:29"],
  ])("shows a moment in %s as %s: day first, 24-hour", (language, shown) => {
    expect(formatDateEntry("2026-11-23T21:29", language)).toBe(shown);
    // What is shown is read back as the same moment.
    expect(parseDateEntry(shown, "datetime")).toBe("2026-11-23T21:29");
  });

  it("shows a date without a time, and nothing for no date or one that is not real", () => {
    expect(formatDateEntry("1990-03-15", "nl")).toBe("15-03-1990");
    expect(formatDateEntry("", "nl")).toBe("");
    expect(formatDateEntry(NOT_A_DATE, "nl")).toBe("");
    expect(formatDateEntry(null, "en")).toBe("");
  });

  it("shows a time as typed on a 24-hour clock, and nothing for one that is not a time", () => {
    expect(formatDateEntry("21:29", "en")).toBe("21:29");
    expect(formatDateEntry(NOT_A_TIME, "nl")).toBe("");
  });
});
