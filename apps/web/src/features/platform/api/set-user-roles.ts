import type { PlatformUserView, setRolesBody } from "@hulppost/shared/platform";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { userKeys, userPaths } from "./keys";

type Roles = z.input<typeof setRolesBody>["roles"];

/** The platform-wide roles of one person (user_roles), all of them at once. */
export const setUserRoles = (userId: string, roles: Roles) =>
  api<PlatformUserView>(`${userPaths.user(userId)}/roles`, { method: "PUT", body: { roles } });

export function useSetUserRoles(userId: string, callbacks: MutationCallbacks<PlatformUserView, Roles>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (roles: Roles) => setUserRoles(userId, roles),
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: userKeys.all });
      return callbacks.onSuccess?.(...args);
    },
  });
}
