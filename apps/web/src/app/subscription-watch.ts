import type { SubscriptionCheck } from "@hulppost/shared/billing";
import { TIMINGS_MS } from "@hulppost/shared/constants";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "../lib/api-client";
import { useOrganization } from "../lib/organization-context";

export const subscriptionKey = (organizationId: string) => ["subscription", organizationId] as const;

/**
 * Spec §4 and §9: premium is on when the subscription check says subscribed with the premium
 * product; rechecked every 5 minutes while an organisation is selected; false when the check fails.
 * A change (a trial that ended unpaid, an upgrade in another tab) refreshes the organisation's own
 * data, so limits and plan badges follow without a reload.
 */
export function useSubscriptionWatch(): boolean {
  const { selected } = useOrganization();
  const client = useQueryClient();
  const check = useQuery({
    queryKey: subscriptionKey(selected?.id ?? ""),
    queryFn: () => api<SubscriptionCheck>(`/api/orgs/${encodeURIComponent(selected?.id ?? "")}/billing/subscription`),
    enabled: !!selected,
    staleTime: TIMINGS_MS.subscriptionRecheck,
    refetchInterval: TIMINGS_MS.subscriptionRecheck,
    retry: false,
  });
  const premium = Boolean(check.data?.subscribed && check.data.product_id === check.data.premium_product_id);
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    if (!check.data || !selected) return;
    if (previous.current !== null && previous.current !== premium)
      void client.invalidateQueries({ queryKey: ["org", selected.id] });
    previous.current = premium;
  }, [check.data, premium, selected, client]);
  return premium;
}

/** Mounted once in the dashboard's layout: keeps the check running. */
export function SubscriptionWatch() {
  useSubscriptionWatch();
  return null;
}
