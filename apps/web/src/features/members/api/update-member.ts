import type { ProfilePatchInput } from "@hulppost/shared/me";
import type { MemberDetailView, MemberView, updateMemberBody } from "@hulppost/shared/members";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { memberPaths, organizationWrite } from "./keys";

export type MembershipInput = z.input<typeof updateMemberBody>;

/** PATCH of the membership (role here, primary flag). */
export const updateMember = (orgId: string, userId: string, input: MembershipInput) =>
  api<MemberView>(memberPaths.member(orgId, userId), { method: "PATCH", body: input });
/** PUT of the person's profile, only the fields that changed, with the version they were loaded at. */
export const updateMemberProfile = (orgId: string, userId: string, input: ProfilePatchInput) =>
  api<MemberDetailView>(`${memberPaths.member(orgId, userId)}/profile`, { method: "PUT", body: input });

/** What the details dialog saves: the profile's changes and the membership's, each only when there are any. */
export interface MemberChanges {
  profile: ProfilePatchInput | null;
  membership: MembershipInput | null;
}

/** The profile first, then the membership: one save for the admin, two requests. */
export function useSaveMember(orgId: string, userId: string, callbacks: MutationCallbacks<void, MemberChanges>) {
  return useApiMutation(
    async ({ profile, membership }: MemberChanges) => {
      if (profile) await updateMemberProfile(orgId, userId, profile);
      if (membership) await updateMember(orgId, userId, membership);
    },
    callbacks,
    organizationWrite(orgId),
  );
}
