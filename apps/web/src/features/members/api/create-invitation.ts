import type { CreateInvitationInput, InvitationView } from "@hulppost/shared/invitations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths, refreshOrganization } from "./keys";

export const createInvitation = (orgId: string, input: CreateInvitationInput) =>
  api<InvitationView>(memberPaths.invitations(orgId), { method: "POST", body: input });

export function useCreateInvitation(
  orgId: string,
  callbacks: MutationCallbacks<InvitationView, CreateInvitationInput>,
) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (input: CreateInvitationInput) => createInvitation(orgId, input),
    onSuccess: (...args) => {
      refreshOrganization(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
