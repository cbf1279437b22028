import type { MemberView } from "@hulppost/shared/members";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type MemberFilters, memberKeys, memberPaths } from "./keys";

export function listMembers(orgId: string, filters: MemberFilters) {
  const query = new URLSearchParams();
  if (filters.search) query.set("search", filters.search);
  if (filters.qualification) query.set("qualification", filters.qualification);
  if (filters.role) query.set("role", filters.role);
  return api<MemberView[]>(`${memberPaths.members(orgId)}?${query}`);
}

/** The organisation's people as `filters` narrow them: the caregiver list and the SMS recipients share it. */
export const memberListQuery = (orgId: string, filters: MemberFilters) =>
  queryOptions({ queryKey: memberKeys.list(orgId, filters), queryFn: () => listMembers(orgId, filters) });

/** The rows shown stay while a new search or filter loads. */
export const useMemberList = (orgId: string, filters: MemberFilters) =>
  useQuery({ ...memberListQuery(orgId, filters), placeholderData: (previous) => previous });
