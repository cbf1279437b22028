import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { isPremium, useSubscriptionCheck } from "../features/admin";
import { useOrganization } from "../lib/organization-context";
import { orgRoot } from "../lib/query-keys";

/**
 * Premium is on when the subscription check says subscribed with the premium product; rechecked
 * every 5 minutes while an organisation is selected; false when the check fails.
 * A change (a trial that ended unpaid, an upgrade in another tab) refreshes the organisation's own
 * data, so limits and plan badges follow without a reload.
 */
export function useSubscriptionWatch(): boolean {
  const { selected } = useOrganization();
  const client = useQueryClient();
  const check = useSubscriptionCheck(selected?.id);
  const premium = isPremium(check.data);
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    if (!check.data || !selected) return;
    if (previous.current !== null && previous.current !== premium)
      void client.invalidateQueries({ queryKey: orgRoot(selected.id) });
    previous.current = premium;
  }, [check.data, premium, selected, client]);
  return premium;
}

/** Mounted once in the dashboard's layout: keeps the check running. */
export function SubscriptionWatch() {
  useSubscriptionWatch();
  return null;
}
