import type { InvitationPreview, InvitationState } from "@hulppost/shared/invitations";
import { ApiError, api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { showAnswer } from "../../../lib/show-answer";
import { invitationKeys, invitationPaths } from "./keys";

export const acceptInvitation = (code: string) =>
  api<InvitationPreview>(`${invitationPaths.invitation(code)}/accept`, { method: "POST", body: {} });

/** An accept call can also fail with the outcome the preview would have shown by now. */
const OUTCOME_OF_ERROR: Record<string, Exclude<InvitationState, "valid">> = {
  INVITATION_INVALID: "invalid",
  INVITATION_NOT_FOUND: "not_found",
  INVITATION_EXPIRED: "expired",
  INVITATION_USED_UP: "used_up",
  ALREADY_MEMBER: "already_member",
};

/** The outcome a refused accept stands for, or undefined when the refusal is of another kind. */
export const invitationOutcomeOf = (error: unknown) =>
  error instanceof ApiError ? OUTCOME_OF_ERROR[error.code] : undefined;

/**
 * The page shows what the server answered: the accepted invitation, or the outcome a refusal
 * stands for (expired, used up, already a member) in place of the offer.
 */
export function useAcceptInvitation(code: string, callbacks: MutationCallbacks<InvitationPreview, void>) {
  return useApiMutation(() => acceptInvitation(code), callbacks, {
    onSuccess: (client, result) => {
      showAnswer(client, invitationKeys.preview(code), result);
    },
    onError: (client, error) => {
      const outcome = invitationOutcomeOf(error);
      if (outcome) {
        showAnswer<InvitationPreview>(client, invitationKeys.preview(code), (old) => ({
          state: outcome,
          organization: old?.organization ?? null,
          role: old?.role ?? null,
        }));
      }
    },
  });
}
