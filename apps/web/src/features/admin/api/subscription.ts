import type { SubscriptionCheck } from "@hulppost/shared/billing";
import { TIMINGS_MS } from "@hulppost/shared/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys, adminPaths } from "./keys";

export const getSubscription = (orgId: string) => api<SubscriptionCheck>(`${adminPaths.billing(orgId)}/subscription`);

export const subscriptionQuery = (orgId: string) =>
  queryOptions({ queryKey: adminKeys.subscription(orgId), queryFn: () => getSubscription(orgId) });

/** Premium is on when the check says subscribed with the premium product (the answer names which one that is). */
export const isPremium = (check: SubscriptionCheck | undefined) =>
  Boolean(check?.subscribed && check.product_id === check.premium_product_id);

/**
 * The subscription check of the selected organisation (none: not asked), rechecked every 5
 * minutes; a failed check is not retried: it reads as "not premium" until the next one.
 */
export function useSubscriptionCheck(orgId: string | undefined) {
  return useQuery({
    ...subscriptionQuery(orgId ?? ""),
    enabled: !!orgId,
    staleTime: TIMINGS_MS.subscriptionRecheck,
    refetchInterval: TIMINGS_MS.subscriptionRecheck,
    retry: false,
  });
}
