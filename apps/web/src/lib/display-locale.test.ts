import { describe, expect, it } from "vitest";
import { planningFormat } from "./planning-time-zone";

const AT = Date.parse("2026-11-23T20:29:00Z"); // 21:29 in Brussels

describe("dates and times as the reader writes them", () => {
  it.each([
    ["nl", "23-11-2026, 21:29"],
    ["en", "23/11/2026, 21:29"],
    ["fr", "23/11/2026 21:29"],
    ["es", "23/11/2026, 21:29"],
  ])("in %s: day first and a 24-hour clock (%s)", (language, shown) => {
    const format = planningFormat(language, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(format.format(AT)).toBe(shown);
  });

  it("writes a time alone on a 24-hour clock in English too", () => {
    expect(planningFormat("en", { timeStyle: "short" }).format(AT)).toBe("21:29");
    expect(planningFormat("en", { hour: "2-digit", minute: "2-digit" }).format(AT)).toBe("21:29");
  });
});
