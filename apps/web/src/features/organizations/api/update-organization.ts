import type { OrganizationView, updateOrganizationBody } from "@hulppost/shared/organizations";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { orgKeys, orgPaths, showsSaved } from "./keys";

export type OrganizationUpdate = z.input<typeof updateOrganizationBody>;

/** PATCH of the organisation's details: only what changed, with the version they were loaded at. */
export const updateOrganization = (orgId: string, input: OrganizationUpdate) =>
  api<OrganizationView>(orgPaths.organization(orgId), { method: "PATCH", body: input });

/**
 * The saved organisation is shown at once; the sidebar and the organisation picker ("me") show its
 * display name, and the audit log has a new line.
 */
export function useUpdateOrganization(
  orgId: string,
  callbacks: MutationCallbacks<OrganizationView, OrganizationUpdate>,
) {
  const cache = showsSaved(orgKeys.view(orgId), orgKeys.audit(orgId));
  return useApiMutation((input: OrganizationUpdate) => updateOrganization(orgId, input), callbacks, cache);
}
