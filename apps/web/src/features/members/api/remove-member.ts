import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths } from "./keys";
import { useMemberChange } from "./member-change";

/** Takes the person out of the organisation; their login stays. */
export const removeMember = (orgId: string, userId: string) =>
  api<void>(memberPaths.member(orgId, userId), { method: "DELETE" });

export function useRemoveMember(orgId: string, callbacks: MutationCallbacks<void, string>) {
  return useMemberChange(orgId, removeMember, callbacks);
}
