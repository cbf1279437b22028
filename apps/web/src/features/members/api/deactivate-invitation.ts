import type { InvitationView } from "@hulppost/shared/invitations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths, refreshOrganization } from "./keys";

/** Switches a link off for good; who joined through it stays. */
export const deactivateInvitation = (orgId: string, id: string) =>
  api<InvitationView>(`${memberPaths.invitation(orgId, id)}/deactivate`, { method: "POST", body: {} });

export function useDeactivateInvitation(orgId: string, callbacks: MutationCallbacks<InvitationView, string>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (id: string) => deactivateInvitation(orgId, id),
    onSuccess: (...args) => {
      refreshOrganization(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
