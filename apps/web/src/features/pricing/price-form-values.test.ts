import type { PriceChangeView } from "@hulppost/shared/pricing";
import { describe, expect, it } from "vitest";
import {
  emptyPriceForm,
  firstOfNextMonth,
  parseEuroAmount,
  priceBefore,
  priceForm,
  toPriceBody,
} from "./price-form-values";

describe("an amount typed in euros", () => {
  it.each([
    ["29", 2900],
    ["0,15", 15],
    ["0.15", 15],
    ["1,5", 150],
    ["€ 29", 2900],
    [" 29,00 ", 2900],
    ["0", 0],
    ["10000", 1_000_000],
  ])("reads %j as %i cents", (typed, cents) => {
    expect(parseEuroAmount(typed, "premium_monthly")).toEqual({ cents });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["-1", "priceNegative"],
    ["0,155", "priceDecimals"],
    ["abc", "invalidAmount"],
    ["NaN", "invalidAmount"],
    ["1e3", "invalidAmount"],
    ["1.000,50", "invalidAmount"],
    ["10000,01", "priceTooHigh:10000"],
  ])("refuses %j with %s", (typed, error) => {
    expect(parseEuroAmount(typed, "premium_monthly")).toEqual({ error });
  });

  it("holds each key to its own maximum", () => {
    expect(parseEuroAmount("10", "sms_per_message")).toEqual({ cents: 1000 });
    expect(parseEuroAmount("10,01", "sms_per_message")).toEqual({ error: "priceTooHigh:10" });
  });
});

describe("the form", () => {
  const valid = { ...emptyPriceForm(), amount: "29" };

  it("sends 'now' and the amount in cents", () => {
    expect(priceForm.safeParse(valid).success).toBe(true);
    expect(toPriceBody(valid)).toEqual({ key: "premium_monthly", amountCents: 2900, effectiveFrom: "now" });
  });

  it("needs a moment to come when the change is planned", () => {
    const past = priceForm.safeParse({ ...valid, when: "later", date: "2020-01-01", time: "10:00" });
    expect(past.error?.issues).toMatchObject([{ path: ["time"], message: "scheduledInPast" }]);
    const missing = priceForm.safeParse({ ...valid, when: "later", date: "2031-01-01", time: "" });
    expect(missing.error?.issues).toMatchObject([{ path: ["time"], message: "invalidDateTime" }]);
    const later = { ...valid, when: "later" as const, date: "2031-01-01", time: "00:00" };
    expect(priceForm.safeParse(later).success).toBe(true);
    // Midnight in Brussels is 23:00 UTC the day before in winter.
    expect(toPriceBody(later).effectiveFrom).toBe("2030-12-31T23:00:00.000Z");
  });
});

describe("the price before a moment", () => {
  const change = (amountCents: number, effectiveFrom: string, createdAt = effectiveFrom): PriceChangeView => ({
    id: `${amountCents}`,
    key: "premium_monthly",
    amountCents,
    effectiveFrom,
    createdAt,
    createdBy: null,
    status: "past",
  });
  const changes = [
    change(3100, "2031-06-01T00:00:00.000Z"),
    change(2900, "2031-01-01T00:00:00.000Z", "2030-01-02T00:00:00.000Z"),
    change(2800, "2031-01-01T00:00:00.000Z", "2030-01-01T00:00:00.000Z"),
    change(2500, "2000-01-01T00:00:00.000Z"),
  ];

  it("is the latest change by then, of two at one moment the one set last", () => {
    expect(priceBefore(changes, "premium_monthly", "2030-12-31T00:00:00.000Z")?.amountCents).toBe(2500);
    expect(priceBefore(changes, "premium_monthly", "2031-03-01T00:00:00.000Z")?.amountCents).toBe(2900);
    expect(priceBefore(changes, "premium_monthly", "2031-07-01T00:00:00.000Z")?.amountCents).toBe(3100);
    expect(priceBefore(changes, "sms_per_message", null)).toBeNull();
  });
});

describe("the suggested moment", () => {
  it("is the first of next month in the planning zone, across a year's end", () => {
    expect(firstOfNextMonth(new Date("2026-03-15T12:00:00Z"))).toBe("2026-04-01");
    expect(firstOfNextMonth(new Date("2026-12-10T12:00:00Z"))).toBe("2027-01-01");
    // 31 January 23:30 UTC is already 1 February in Brussels.
    expect(firstOfNextMonth(new Date("2026-01-31T23:30:00Z"))).toBe("2026-03-01");
  });
});
