import type { MemberRole, Qualification } from "@hulppost/shared/constants";
import type { ApiMutation } from "../../../lib/mutation-callbacks";
import { orgRoot, PLATFORM_ROOT } from "../../../lib/query-keys";

export interface MemberFilters {
  search: string;
  qualification: Qualification | "";
  role: MemberRole | "";
}

/**
 * The caregivers feature's query keys, one factory for every query of it: the pages, the SMS
 * center's recipients and the realtime refreshes all name a query through these.
 */
export const memberKeys = {
  lists: (orgId: string) => [...orgRoot(orgId), "members"] as const,
  list: (orgId: string, filters: MemberFilters) => [...orgRoot(orgId), "members", filters] as const,
  details: (orgId: string) => [...orgRoot(orgId), "member"] as const,
  detail: (orgId: string, userId: string) => [...orgRoot(orgId), "member", userId] as const,
  invitations: (orgId: string) => [...orgRoot(orgId), "invitations"] as const,
};

/**
 * The cache work of every change to a member or invitation (useApiMutation's third argument): the
 * organisation's lists, counts and audit log are stale, and so is the super admin's overview of
 * organisations.
 */
export const organizationWrite = (orgId: string): ApiMutation<unknown, unknown> => ({
  onSuccess: (client) => {
    void client.invalidateQueries({ queryKey: orgRoot(orgId) });
    void client.invalidateQueries({ queryKey: PLATFORM_ROOT });
  },
});

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const memberPaths = {
  members: (orgId: string) => `${org(orgId)}/members`,
  member: (orgId: string, userId: string) => `${org(orgId)}/members/${encodeURIComponent(userId)}`,
  invitations: (orgId: string) => `${org(orgId)}/invitations`,
  invitation: (orgId: string, id: string) => `${org(orgId)}/invitations/${encodeURIComponent(id)}`,
};
