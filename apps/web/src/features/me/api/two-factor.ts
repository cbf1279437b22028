import type { passwordOnlyBody, verifyTotpBody } from "@hulppost/shared/auth";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { meWrite, profilePaths } from "./keys";

/** What Better Auth answers to "enable": the authenticator's address and the backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** Enabling takes two steps (the password, then a first code from the app); disabling one. */
export const enableTwoFactor = (password: string) =>
  api<TwoFactorSetup>(profilePaths.auth("two-factor/enable"), {
    method: "POST",
    body: { password } satisfies z.input<typeof passwordOnlyBody>,
  });
export const confirmTwoFactor = (code: string) =>
  api<unknown>(profilePaths.auth("two-factor/verify-totp"), {
    method: "POST",
    body: { code } satisfies z.input<typeof verifyTotpBody>,
  });
export const disableTwoFactor = (password: string) =>
  api<unknown>(profilePaths.auth("two-factor/disable"), {
    method: "POST",
    body: { password } satisfies z.input<typeof passwordOnlyBody>,
  });

/**
 * The first step, the password in. `show` turns the answer into what the screen shows (a QR code)
 * as part of the same step: it is busy until that is ready, and a failure of either is one failure.
 * Nothing changes for `me` yet.
 */
export function useEnableTwoFactor<TShown>(
  show: (setup: TwoFactorSetup) => Promise<TShown>,
  callbacks: MutationCallbacks<TShown, string>,
) {
  return useApiMutation(async (password: string) => show(await enableTwoFactor(password)), callbacks);
}

/** The second step of enabling: a first code from the authenticator app; `me` (two-factor on) is asked again. */
export const useConfirmTwoFactor = (callbacks: MutationCallbacks<unknown, string>) =>
  useApiMutation(confirmTwoFactor, callbacks, meWrite);

/** `me` (two-factor off) is asked again. */
export const useDisableTwoFactor = (callbacks: MutationCallbacks<unknown, string>) =>
  useApiMutation(disableTwoFactor, callbacks, meWrite);
