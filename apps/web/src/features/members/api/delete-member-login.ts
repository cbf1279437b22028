import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths, refreshOrganization } from "./keys";

/** Deletes the person's login; refused (MEMBER_ELSEWHERE) when another organisation has them too. */
export const deleteMemberLogin = (orgId: string, userId: string) =>
  api<void>(`${memberPaths.member(orgId, userId)}/login`, { method: "DELETE" });

export function useDeleteMemberLogin(orgId: string, callbacks: MutationCallbacks<void, string>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (userId: string) => deleteMemberLogin(orgId, userId),
    onSuccess: (...args) => {
      refreshOrganization(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
