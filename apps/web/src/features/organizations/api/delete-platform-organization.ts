import type { deleteConfirmationBody } from "@hulppost/shared/organizations";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { PLATFORM_ROOT } from "../../../lib/query-keys";
import { ME_QUERY_KEY } from "../../../lib/session";
import { orgKeys, orgPaths } from "./keys";

type Confirmation = z.input<typeof deleteConfirmationBody>["confirmation"];

/** Deletes an organisation with its events, patients and memberships; the typed system name proves intent. */
export const deletePlatformOrganization = (orgId: string, confirmation: Confirmation) =>
  api<void>(orgPaths.platformOrganization(orgId), { method: "DELETE", body: { confirmation } });

/** The overview and the picker ("me") lose it; what was cached of it is dropped, not refetched. */
export function useDeletePlatformOrganization(orgId: string, callbacks: MutationCallbacks<void, Confirmation>) {
  return useApiMutation((confirmation: Confirmation) => deletePlatformOrganization(orgId, confirmation), callbacks, {
    onSuccess: (client) => {
      void client.invalidateQueries({ queryKey: PLATFORM_ROOT });
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
      client.removeQueries({ queryKey: orgKeys.all(orgId) });
    },
  });
}
