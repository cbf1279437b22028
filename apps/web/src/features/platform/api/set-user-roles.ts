import type { PlatformUserView, setRolesBody } from "@hulppost/shared/platform";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { userKeys, userPaths } from "./keys";

type Roles = z.input<typeof setRolesBody>["roles"];

/** The platform-wide roles of one person (user_roles), all of them at once. */
export const setUserRoles = (userId: string, roles: Roles) =>
  api<PlatformUserView>(`${userPaths.user(userId)}/roles`, { method: "PUT", body: { roles } });

export function useSetUserRoles(userId: string, callbacks: MutationCallbacks<PlatformUserView, Roles>) {
  return useApiMutation((roles: Roles) => setUserRoles(userId, roles), callbacks, {
    onSuccess: (client) => {
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
