import type { BillingView } from "@hulppost/shared/billing";
import type { OrganizationView } from "@hulppost/shared/organizations";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../../lib/api-client";
import { orgKeys } from "../../organizations";
import { adminKeys, adminPaths } from "./keys";

export const getBilling = (orgId: string, month: string | null) =>
  api<BillingView>(
    month ? `${adminPaths.billing(orgId)}?month=${encodeURIComponent(month)}` : adminPaths.billing(orgId),
  );

/** The billing overview of a month (null: this month). */
export const billingQuery = (orgId: string, month: string | null) =>
  queryOptions({ queryKey: adminKeys.billing(orgId, month), queryFn: () => getBilling(orgId, month) });

/** How long the tab keeps asking after Checkout before it leaves it to the page's own refresh. */
const AWAIT_PREMIUM_MS = 60_000;

/**
 * Right after Checkout the webhook that turns premium on may still be on its way, so while
 * `awaitingPremium` it asks again every 2 s, for a minute at most (each ask also reads Stripe's
 * invoices: a lost webhook must not mean endless calls).
 */
export function useBilling(orgId: string, month: string | null, awaitingPremium = false) {
  const [since] = useState(() => Date.now());
  return useQuery({
    ...billingQuery(orgId, month),
    refetchInterval: (query) =>
      awaitingPremium && query.state.data?.plan !== "premium" && Date.now() - since < AWAIT_PREMIUM_MS ? 2000 : false,
  });
}

/**
 * The organisation's view (the organizations feature's query) carries the plan and the caregiver
 * limit: when the billing overview answers another plan (after checkout, or a grace period that
 * ended), the view is refreshed with each such answer, so the change shows everywhere it is shown.
 */
export function useFollowPlan(organization: OrganizationView, billing: BillingView | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (billing && billing.plan !== organization.plan)
      void client.invalidateQueries({ queryKey: orgKeys.view(organization.id) });
  }, [billing, organization.plan, organization.id, client]);
}
