import type { SET_PASSWORD_TYPES, setPasswordBody } from "@hulppost/shared/auth";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { holdingTheInstall } from "../../../lib/install-hold";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { authPath } from "./paths";

export type SetPasswordType = (typeof SET_PASSWORD_TYPES)[number];

/** The link's token and a new password; an invitation's link also signs the person in. */
export const setPasswordFromLink = (token: string, newPassword: string, type: SetPasswordType) =>
  api<{ signedIn: boolean }>(authPath("set-password"), {
    method: "POST",
    body: { token, newPassword, type } satisfies z.input<typeof setPasswordBody>,
  });

/**
 * For the link's `token` and `type`; the screen goes on to sign-in or into the app. The new password
 * signs the person in (with two-factor on, the sign-in form asks for the code next): the app's
 * first install waits until they are in, as for a sign-in.
 */
export const useSetPassword = (
  token: string,
  type: SetPasswordType,
  callbacks: MutationCallbacks<{ signedIn: boolean }, string>,
) =>
  useApiMutation(
    holdingTheInstall(
      (newPassword: string) => setPasswordFromLink(token, newPassword, type),
      (answer) => answer.signedIn,
    ),
    callbacks,
  );
