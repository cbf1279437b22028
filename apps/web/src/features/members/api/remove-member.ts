import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths, refreshOrganization } from "./keys";

/** Takes the person out of the organisation; their login stays. */
export const removeMember = (orgId: string, userId: string) =>
  api<void>(memberPaths.member(orgId, userId), { method: "DELETE" });

export function useRemoveMember(orgId: string, callbacks: MutationCallbacks<void, string>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (userId: string) => removeMember(orgId, userId),
    onSuccess: (...args) => {
      refreshOrganization(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
