import type {
  OrganizationView,
  platformOrganizationBody,
  platformOrganizationUpdateBody,
} from "@hulppost/shared/organizations";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { PLATFORM_ROOT } from "../../../lib/query-keys";
import { ME_QUERY_KEY } from "../../../lib/session";
import { orgKeys, orgPaths } from "./keys";

export type PlatformOrganizationValues = z.output<typeof platformOrganizationBody>;

export const createPlatformOrganization = (input: z.input<typeof platformOrganizationBody>) =>
  api<OrganizationView>(orgPaths.platform, { method: "POST", body: input });
export const updatePlatformOrganization = (orgId: string, input: z.input<typeof platformOrganizationUpdateBody>) =>
  api<OrganizationView>(orgPaths.platformOrganization(orgId), { method: "PATCH", body: input });

/**
 * The super admin's create (no `orgId`) or edit of an organisation. An edit sends only what may
 * change (the system name is fixed once made); an empty responsible-person code keeps the current one.
 */
export function useSavePlatformOrganization(
  orgId: string | null,
  callbacks: MutationCallbacks<OrganizationView, PlatformOrganizationValues>,
) {
  return useApiMutation(
    ({ name, responsibleUserCode, ...rest }: PlatformOrganizationValues) =>
      orgId
        ? updatePlatformOrganization(orgId, responsibleUserCode ? { ...rest, responsibleUserCode } : rest)
        : createPlatformOrganization({ ...rest, name, responsibleUserCode }),
    callbacks,
    {
      onSuccess: (client, saved) => {
        void client.invalidateQueries({ queryKey: PLATFORM_ROOT });
        void client.invalidateQueries({ queryKey: orgKeys.all(saved.id) });
        // The organisation picker lists every active organisation for a super admin.
        void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
      },
    },
  );
}
