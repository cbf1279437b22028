import { useQueryClient } from "@tanstack/react-query";
import { orgRoot, PLATFORM_ROOT } from "../../lib/query-keys";

/**
 * After any change to a member or invitation, the organisation's lists, counts and audit log are
 * stale, and so is the super admin's overview of organisations.
 */
export function useRefreshOrganization(orgId: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: orgRoot(orgId) });
    void client.invalidateQueries({ queryKey: PLATFORM_ROOT });
  };
}
