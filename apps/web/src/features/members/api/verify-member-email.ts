import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths } from "./keys";
import { useMemberChange } from "./member-change";

/** The admin vouches for the person's email address (POST, no body). */
export const verifyMemberEmail = (orgId: string, userId: string) =>
  api<void>(`${memberPaths.member(orgId, userId)}/verify-email`, { method: "POST", body: {} });

export function useVerifyMemberEmail(orgId: string, callbacks: MutationCallbacks<void, string>) {
  return useMemberChange(orgId, verifyMemberEmail, callbacks);
}
