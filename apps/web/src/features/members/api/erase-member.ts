import type { ErasureResult } from "@hulppost/shared/erasure";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { memberPaths } from "./keys";
import { useMemberChange } from "./member-change";

export interface EraseMemberInput {
  userId: string;
  confirmation: string;
}

/** Erases a member (decision 054): the whole person, or this organisation's part when they belong elsewhere too. */
export const eraseMember = (orgId: string, { userId, confirmation }: EraseMemberInput) =>
  api<ErasureResult>(`${memberPaths.member(orgId, userId)}/erase`, { method: "POST", body: { confirmation } });

export function useEraseMember(orgId: string, callbacks: MutationCallbacks<ErasureResult, EraseMemberInput>) {
  return useMemberChange(orgId, eraseMember, callbacks);
}
