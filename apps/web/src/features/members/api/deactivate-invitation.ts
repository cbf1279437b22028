import type { InvitationView } from "@hulppost/shared/invitations";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths } from "./keys";
import { useMemberChange } from "./member-change";

/** Switches a link off for good; who joined through it stays. */
export const deactivateInvitation = (orgId: string, id: string) =>
  api<InvitationView>(`${memberPaths.invitation(orgId, id)}/deactivate`, { method: "POST", body: {} });

export function useDeactivateInvitation(orgId: string, callbacks: MutationCallbacks<InvitationView, string>) {
  return useMemberChange(orgId, deactivateInvitation, callbacks);
}
