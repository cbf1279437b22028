import type { BillingView } from "@hulppost/shared/billing";
import type { Language } from "@hulppost/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/api-client";

export const billingKeys = {
  overview: (orgId: string, month: string | null) => ["orgs", orgId, "billing", month ?? "now"] as const,
  all: (orgId: string) => ["orgs", orgId, "billing"] as const,
};

const base = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/billing`;

export const getBilling = (orgId: string, month: string | null) =>
  api<BillingView>(month ? `${base(orgId)}?month=${encodeURIComponent(month)}` : base(orgId));

/** Stripe Checkout's page for the premium plan; the browser goes there. */
export const startCheckout = (orgId: string, language: Language) =>
  api<{ url: string }>(`${base(orgId)}/checkout`, { method: "POST", body: { language } });

/** Stripe's customer portal (payment method, invoices, cancelling). */
export const openPortal = (orgId: string) => api<{ url: string }>(`${base(orgId)}/portal`, { method: "POST" });

/** How long the tab keeps asking after Checkout before it leaves it to the page's own refresh. */
const AWAIT_PREMIUM_MS = 60_000;

/**
 * The billing overview of a month (null: this month). Right after Checkout the webhook that turns
 * premium on may still be on its way, so while `awaitingPremium` it asks again every 2 s, for a
 * minute at most (each ask also reads Stripe's invoices: a lost webhook must not mean endless calls).
 */
export function useBilling(orgId: string, month: string | null, awaitingPremium = false) {
  const [since] = useState(() => Date.now());
  return useQuery({
    queryKey: billingKeys.overview(orgId, month),
    queryFn: () => getBilling(orgId, month),
    refetchInterval: (query) =>
      awaitingPremium && query.state.data?.plan !== "premium" && Date.now() - since < AWAIT_PREMIUM_MS ? 2000 : false,
  });
}
