import { describe, expect, it } from "vitest";
import { INSIGHT_MAX_DAYS, insightsCsvQuery, insightsQuery, periodProblem } from "./insights";

describe("an insights period", () => {
  it("is at most five years of days, both ends included, and never ends before it starts", () => {
    expect(INSIGHT_MAX_DAYS).toBe(1830);
    // 2021-01-01 … 2026-01-04 is 1,830 days; one day more is too long.
    expect(periodProblem("2021-01-01", "2026-01-04")).toBeNull();
    expect(periodProblem("2021-01-01", "2026-01-05")).toBe("periodTooLong");
    expect(periodProblem("2025-06-01", "2025-06-01")).toBeNull();
    expect(periodProblem("2025-06-02", "2025-06-01")).toBe("invalidPeriod");
  });

  it("is refused on its end as a field error, in the JSON and the CSV query alike", () => {
    for (const schema of [insightsQuery, insightsCsvQuery]) {
      const long = schema.safeParse({ from: "1900-01-01", to: "2200-12-31" });
      expect(long.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["to", "periodTooLong"]]);
      const reversed = schema.safeParse({ from: "2025-07-01", to: "2025-06-01" });
      expect(reversed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["to", "invalidPeriod"]]);
      // Without an end the server fills in today and checks the length itself.
      expect(schema.safeParse({ from: "1900-01-01" }).success).toBe(true);
    }
  });
});
