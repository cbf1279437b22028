import type { InvitationView } from "@hulppost/shared/invitations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { memberKeys, memberPaths } from "./keys";

export const listInvitations = (orgId: string) => api<InvitationView[]>(memberPaths.invitations(orgId));

export const invitationListQuery = (orgId: string) =>
  queryOptions({ queryKey: memberKeys.invitations(orgId), queryFn: () => listInvitations(orgId) });

export const useInvitationList = (orgId: string) => useQuery(invitationListQuery(orgId));
