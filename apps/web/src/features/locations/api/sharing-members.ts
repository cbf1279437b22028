import type { SharingMemberView } from "@hulppost/shared/locations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { FALLBACK_POLL_MS } from "./event-positions";
import { locationKeys, locationPaths } from "./keys";

export const listSharingMembers = (orgId: string) => api<SharingMemberView[]>(locationPaths.locations(orgId));

export const sharingMembersQuery = (orgId: string) =>
  queryOptions({ queryKey: locationKeys.members(orgId), queryFn: () => listSharingMembers(orgId) });

/** Admins: everyone in the organisation who shares. */
export function useSharingMembers(orgId: string, enabled: boolean) {
  return useQuery({
    ...sharingMembersQuery(orgId),
    enabled,
    staleTime: 0,
    refetchInterval: FALLBACK_POLL_MS,
  });
}
