import type { adminPasswordBody } from "@hulppost/shared/members";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { memberPaths } from "./keys";

export type MemberPasswordInput = z.input<typeof adminPasswordBody>;

export const setMemberPassword = (orgId: string, userId: string, input: MemberPasswordInput) =>
  api<void>(`${memberPaths.member(orgId, userId)}/password`, { method: "POST", body: input });

/** A new password changes nothing any list shows: no cache to refresh. */
export const useSetMemberPassword = (
  orgId: string,
  userId: string,
  callbacks: MutationCallbacks<void, MemberPasswordInput>,
) => useApiMutation((input: MemberPasswordInput) => setMemberPassword(orgId, userId, input), callbacks);
