import type { AddMemberInput, MemberView } from "@hulppost/shared/members";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths, refreshOrganization } from "./keys";

/** Adds somebody who already has an account, by the user code on their profile page. */
export const addMember = (orgId: string, input: AddMemberInput) =>
  api<MemberView>(memberPaths.members(orgId), { method: "POST", body: input });

export function useAddMember(orgId: string, callbacks: MutationCallbacks<MemberView, AddMemberInput>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (input: AddMemberInput) => addMember(orgId, input),
    onSuccess: (...args) => {
      refreshOrganization(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
