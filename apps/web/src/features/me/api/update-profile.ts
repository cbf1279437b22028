import type { ProfilePatchInput, ProfileView } from "@hulppost/shared/me";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { ME_QUERY_KEY } from "../../../lib/session";
import { profilePaths } from "./keys";

export const updateProfile = (input: ProfilePatchInput) =>
  api<ProfileView>(profilePaths.profile, { method: "PATCH", body: input });

/** The profile is part of the signed-in person's `me`, which the page shows: it is asked again. */
export function useUpdateProfile(callbacks: MutationCallbacks<ProfileView, ProfilePatchInput>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: updateProfile,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
      return callbacks.onSuccess?.(...args);
    },
  });
}
