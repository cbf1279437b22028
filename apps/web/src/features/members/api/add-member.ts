import type { AddMemberInput, MemberView } from "@hulppost/shared/members";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths } from "./keys";
import { useMemberChange } from "./member-change";

/** Adds somebody who already has an account, by the user code on their profile page. */
export const addMember = (orgId: string, input: AddMemberInput) =>
  api<MemberView>(memberPaths.members(orgId), { method: "POST", body: input });

export function useAddMember(orgId: string, callbacks: MutationCallbacks<MemberView, AddMemberInput>) {
  return useMemberChange(orgId, addMember, callbacks);
}
