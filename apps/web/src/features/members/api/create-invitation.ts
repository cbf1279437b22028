import type { CreateInvitationInput, InvitationView } from "@hulppost/shared/invitations";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths } from "./keys";
import { useMemberChange } from "./member-change";

export const createInvitation = (orgId: string, input: CreateInvitationInput) =>
  api<InvitationView>(memberPaths.invitations(orgId), { method: "POST", body: input });

export function useCreateInvitation(
  orgId: string,
  callbacks: MutationCallbacks<InvitationView, CreateInvitationInput>,
) {
  return useMemberChange(orgId, createInvitation, callbacks);
}
