import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths } from "./keys";
import { useMemberChange } from "./member-change";

/** Deletes the person's login; refused (MEMBER_ELSEWHERE) when another organisation has them too. */
export const deleteMemberLogin = (orgId: string, userId: string) =>
  api<void>(`${memberPaths.member(orgId, userId)}/login`, { method: "DELETE" });

export function useDeleteMemberLogin(orgId: string, callbacks: MutationCallbacks<void, string>) {
  return useMemberChange(orgId, deleteMemberLogin, callbacks);
}
