import type { OrganizationSettings, OrganizationSettingsInput } from "@hulppost/shared/organizations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { PLATFORM_ROOT } from "../../../lib/query-keys";
import { orgKeys, orgPaths, showsSaved } from "./keys";

/** GET and PUT of the organisation's settings (feature switches, papers' language, map tiles): one file. */
export const getSettings = (orgId: string) => api<OrganizationSettings>(orgPaths.settings(orgId));
export const saveSettings = (orgId: string, input: OrganizationSettingsInput) =>
  api<OrganizationSettings>(orgPaths.settings(orgId), { method: "PUT", body: input });

export const settingsQuery = (orgId: string) =>
  queryOptions({ queryKey: orgKeys.settings(orgId), queryFn: () => getSettings(orgId) });

export const useOrganizationSettings = (orgId: string) => useQuery(settingsQuery(orgId));

/**
 * The saved settings are shown at once; the menu ("me") shows or hides Chat and SMS by them, and
 * the organisation's view and the super admin's overview show what is switched on.
 */
export function useSaveSettings(
  orgId: string,
  callbacks: MutationCallbacks<OrganizationSettings, OrganizationSettingsInput>,
) {
  const cache = showsSaved(orgKeys.settings(orgId), orgKeys.view(orgId), PLATFORM_ROOT);
  return useApiMutation((input: OrganizationSettingsInput) => saveSettings(orgId, input), callbacks, cache);
}
