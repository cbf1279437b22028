import type { MemberDetailView } from "@hulppost/shared/members";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { memberKeys, memberPaths } from "./keys";

export const getMember = (orgId: string, userId: string) => api<MemberDetailView>(memberPaths.member(orgId, userId));

export const memberQuery = (orgId: string, userId: string) =>
  queryOptions({ queryKey: memberKeys.detail(orgId, userId), queryFn: () => getMember(orgId, userId) });

export const useMember = (orgId: string, userId: string) => useQuery(memberQuery(orgId, userId));
