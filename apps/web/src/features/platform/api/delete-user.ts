import type { deleteConfirmationBody } from "@hulppost/shared/organizations";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type ApiMutation, type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { PLATFORM_ROOT } from "../../../lib/query-keys";
import { userPaths } from "./keys";

type Confirmation = z.input<typeof deleteConfirmationBody>["confirmation"];

/** Deletes a person with all related data; the typed email address proves intent. */
export const deleteUser = (userId: string, confirmation: Confirmation) =>
  api<void>(userPaths.user(userId), { method: "DELETE", body: { confirmation } });

/** Their memberships go too: the whole platform overview (organisations' counts included) refreshes. */
const refreshPlatform: ApiMutation<unknown, unknown> = {
  onSuccess: (client) => {
    void client.invalidateQueries({ queryKey: PLATFORM_ROOT });
  },
};

export function useDeleteUser(userId: string, callbacks: MutationCallbacks<void, Confirmation>) {
  return useApiMutation((confirmation: Confirmation) => deleteUser(userId, confirmation), callbacks, refreshPlatform);
}
