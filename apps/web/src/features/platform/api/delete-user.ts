import type { deleteConfirmationBody } from "@hulppost/shared/organizations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { PLATFORM_ROOT } from "../../../lib/query-keys";
import { userPaths } from "./keys";

type Confirmation = z.input<typeof deleteConfirmationBody>["confirmation"];

/** Deletes a person with all related data; the typed email address proves intent. */
export const deleteUser = (userId: string, confirmation: Confirmation) =>
  api<void>(userPaths.user(userId), { method: "DELETE", body: { confirmation } });

/** Their memberships go too: the whole platform overview (organisations' counts included) refreshes. */
export function useDeleteUser(userId: string, callbacks: MutationCallbacks<void, Confirmation>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (confirmation: Confirmation) => deleteUser(userId, confirmation),
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: PLATFORM_ROOT });
      return callbacks.onSuccess?.(...args);
    },
  });
}
