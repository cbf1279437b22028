import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths, refreshOrganization } from "./keys";

/** The admin vouches for the person's email address (POST, no body). */
export const verifyMemberEmail = (orgId: string, userId: string) =>
  api<void>(`${memberPaths.member(orgId, userId)}/verify-email`, { method: "POST", body: {} });

export function useVerifyMemberEmail(orgId: string, callbacks: MutationCallbacks<void, string>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (userId: string) => verifyMemberEmail(orgId, userId),
    onSuccess: (...args) => {
      refreshOrganization(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
