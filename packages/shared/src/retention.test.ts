import { describe, expect, it } from "vitest";
import { retentionBody } from "./retention";

const errors = (body: unknown) => {
  const parsed = retentionBody.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the retention periods' contract", () => {
  it("takes hours 1–720 and days 1–3650 or null (kept)", () => {
    for (const body of [
      { locationHours: 1, chatDays: null },
      { locationHours: 720, chatDays: 3650, version: 3 },
      { locationHours: 24, chatDays: 1 },
    ])
      expect(errors(body)).toEqual({});
  });

  it("names the field and why", () => {
    expect(errors({ locationHours: 0, chatDays: 0 })).toEqual({ locationHours: "tooSmall:1", chatDays: "tooSmall:1" });
    expect(errors({ locationHours: 721, chatDays: 3651 })).toEqual({
      locationHours: "tooBig:720",
      chatDays: "tooBig:3650",
    });
    expect(errors({ locationHours: "24", chatDays: 2.5 })).toEqual({
      locationHours: "invalidNumber",
      chatDays: "wholeNumber",
    });
    expect(errors({ chatDays: null })).toEqual({ locationHours: "required" });
    expect(errors({ locationHours: 24, chatDays: null, patientMonths: 12 })).toEqual({ "": "unknownField" });
  });
});
