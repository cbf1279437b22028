import type { BillingView } from "@hulppost/shared/billing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeApi, ok, renderScreen } from "../../../../test/render";
import { SubscriptionLine } from "./subscription-line";

const MONTH = "november 2026";
const PRICES = {
  current: { premium_monthly: 2500, sms_per_message: 15, per_event: 1000, per_active_caregiver: 100 },
  upcoming: [],
};

/** A month with 7 events, 52 active caregivers and 12 text messages: €74.30 at the usage rates. */
function billing(overrides: Partial<BillingView> = {}): BillingView {
  return {
    provider: "manual",
    plan: "premium",
    subscription: null,
    nextInvoice: null,
    invoices: null,
    providerUnreachable: false,
    usage: {
      month: "2026-11",
      lines: [
        { kind: "events", quantity: 7, unitCents: 1000, totalCents: 7000 },
        { kind: "activeCaregivers", quantity: 52, unitCents: 100, totalCents: 5200 },
        { kind: "sms", quantity: 12, unitCents: 15, totalCents: 180 },
      ],
      totalCents: 12380,
    },
    ...overrides,
  };
}

const show = (view: BillingView) =>
  renderScreen(<SubscriptionLine billing={view} monthName={MONTH} />, {
    api: new FakeApi().on("GET", "/api/prices", ok(PRICES)),
  });

const digits = (text: string | null) => (text ?? "").replace(/\s/g, " ");

describe("what an organisation pays", () => {
  it("on Premium: the subscription at the price in force plus the month's text messages, not the usage's value", async () => {
    show(billing());
    const block = screen.getByTestId("billing-subscription");
    await within(block).findByText("€ 25,00 per maand", { normalizer: digits });
    expect(within(block).getByText("12 berichten × € 0,15", { normalizer: digits })).toBeInTheDocument();
    // €25.00 + 12 × €0.15 = €26.80; never the €123.80 the usage overview values the month at.
    expect(digits((await screen.findByTestId("billing-subscription-total")).textContent)).toBe("€ 26,80");
  });

  it("during the trial the subscription is free and only text messages count", async () => {
    show(billing({ subscription: { ...subscription(), status: "trialing" } }));
    await screen.findByText("Gratis tijdens de proefperiode");
    await within(screen.getByTestId("billing-subscription")).findByText("€ 25,00 per maand", { normalizer: digits });
    expect(digits(screen.getByTestId("billing-subscription-total").textContent)).toBe("€ 1,80");
  });

  it("on the free plan: nothing to pay and no text messages", async () => {
    show(billing({ plan: "free" }));
    expect(digits(screen.getByTestId("billing-subscription-price").textContent)).toBe("€ 0,00 per maand");
    expect(screen.queryByTestId("billing-subscription-total")).toBeNull();
  });
});

function subscription(): NonNullable<BillingView["subscription"]> {
  return {
    status: "active",
    trialEndsAt: null,
    trialDaysLeft: null,
    currentPeriodEndsAt: null,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    paymentFailedAt: null,
    graceEndsAt: null,
    hasCustomer: false,
    trialAvailable: false,
  };
}
