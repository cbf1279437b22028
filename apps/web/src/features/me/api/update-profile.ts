import type { ProfilePatchInput, ProfileView } from "@hulppost/shared/me";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { meWrite, profilePaths } from "./keys";

export const updateProfile = (input: ProfilePatchInput) =>
  api<ProfileView>(profilePaths.profile, { method: "PATCH", body: input });

/** The profile is part of the signed-in person's `me`, which the page shows: it is asked again. */
export function useUpdateProfile(callbacks: MutationCallbacks<ProfileView, ProfilePatchInput>) {
  return useApiMutation(updateProfile, callbacks, meWrite);
}
