import type { forgotPasswordBody } from "@hulppost/shared/auth";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { authPath } from "./paths";

/** A mail with a link back to the sign-in page, where the new password is set. */
export const requestPasswordReset = (email: string) =>
  api<unknown>(authPath("request-password-reset"), {
    method: "POST",
    body: { email, redirectTo: "/auth" } satisfies z.input<typeof forgotPasswordBody>,
  });

export const useRequestPasswordReset = (callbacks: MutationCallbacks<unknown, string>) =>
  useApiMutation(requestPasswordReset, callbacks);
