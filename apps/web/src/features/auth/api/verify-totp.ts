import type { verifyTotpBody } from "@hulppost/shared/auth";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { holdingTheInstall } from "../../../lib/install-hold";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { authPath } from "./paths";

/** The sign-in's second step; this device is not remembered, so every sign-in asks for a code. */
export const verifyTotp = (code: string) =>
  api<unknown>(authPath("two-factor/verify-totp"), {
    method: "POST",
    body: { code, trustDevice: false } satisfies z.input<typeof verifyTotpBody>,
  });

/** As the sign-in's first step: the app's first install waits until the person is in. */
const verifyTotpHoldingTheInstall = holdingTheInstall(verifyTotp);

export const useVerifyTotp = (callbacks: MutationCallbacks<unknown, string>) =>
  useApiMutation(verifyTotpHoldingTheInstall, callbacks);
