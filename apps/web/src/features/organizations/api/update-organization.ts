import type { OrganizationView, updateOrganizationBody } from "@hulppost/shared/organizations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { ME_QUERY_KEY } from "../../../lib/session";
import { orgKeys, orgPaths } from "./keys";

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
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (input: OrganizationUpdate) => updateOrganization(orgId, input),
    onSuccess: (updated, ...rest) => {
      client.setQueryData(orgKeys.view(orgId), updated);
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void client.invalidateQueries({ queryKey: orgKeys.audit(orgId) });
      return callbacks.onSuccess?.(updated, ...rest);
    },
  });
}
