import type { changePasswordBody } from "@hulppost/shared/auth";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { profilePaths } from "./keys";

export type PasswordChange = Pick<z.input<typeof changePasswordBody>, "currentPassword" | "newPassword">;

/** Better Auth's change of one's own password; every other session of the person ends with it. */
export const changePassword = ({ currentPassword, newPassword }: PasswordChange) =>
  api<unknown>(profilePaths.auth("change-password"), {
    method: "POST",
    body: { currentPassword, newPassword, revokeOtherSessions: true } satisfies z.input<typeof changePasswordBody>,
  });

/**
 * Leaves the cache as it is: of what it holds only the list of sessions changes (the others
 * ended), and the sessions card shows it as it was until it next asks.
 */
export const useChangePassword = (callbacks: MutationCallbacks<unknown, PasswordChange>) =>
  useApiMutation(changePassword, callbacks);
