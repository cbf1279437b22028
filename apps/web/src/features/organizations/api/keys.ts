import type { QueryKey } from "@tanstack/react-query";
import type { ApiMutation } from "../../../lib/mutation-callbacks";
import { orgRoot, PLATFORM_ROOT } from "../../../lib/query-keys";
import { ME_QUERY_KEY } from "../../../lib/session";
import { showAnswer } from "../../../lib/show-answer";

/**
 * The organizations feature's query keys, one factory for every query of it: the admin's
 * settings, the super admin's organisations page and the realtime refreshes all name a query
 * through these. Everything about one organisation sits under its root, so `all` refreshes it whole.
 */
export const orgKeys = {
  all: orgRoot,
  view: (orgId: string) => [...orgRoot(orgId), "view"] as const,
  settings: (orgId: string) => [...orgRoot(orgId), "settings"] as const,
  audit: (orgId: string) => [...orgRoot(orgId), "audit"] as const,
  /** The super admin's list of every organisation, as a search narrows it. */
  platformList: (search: string) => [...PLATFORM_ROOT, "organizations", search] as const,
};

/**
 * The cache work of a save of the organisation's own data (its details, its settings): the saved
 * answer is shown at once under `key`; the menu and the organisation picker ("me") show what was
 * saved and are asked again, then each of `stale`.
 */
export const showsSaved = (key: QueryKey, ...stale: QueryKey[]): ApiMutation<unknown, unknown> => ({
  onSuccess: (client, saved) => {
    showAnswer(client, key, saved);
    void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    for (const queryKey of stale) void client.invalidateQueries({ queryKey });
  },
});

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const orgPaths = {
  create: "/api/organizations",
  organization: org,
  settings: (orgId: string) => `${org(orgId)}/settings`,
  platform: "/api/platform/organizations",
  platformOrganization: (orgId: string) => `/api/platform/organizations/${encodeURIComponent(orgId)}`,
};
