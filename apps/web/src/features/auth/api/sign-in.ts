import type { signInBody } from "@hulppost/shared/auth";
import type { SignInAnswer } from "@hulppost/shared/sign-in-answer";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { holdingTheInstall } from "../../../lib/install-hold";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { authPath } from "./paths";

/** With two-factor on, the second step is still to come; else who signed in (decision 063). */
export type SignInResult = SignInAnswer;

export type SignInInput = Pick<z.input<typeof signInBody>, "email" | "password">;

/** Signed in to stay (rememberMe): the session outlives the browser being closed. */
export const signIn = ({ email, password }: SignInInput) =>
  api<SignInResult>(authPath("sign-in/email"), {
    method: "POST",
    body: { email, password, rememberMe: true } satisfies z.input<typeof signInBody>,
  });

/** Until the person is in, the app's first install starts no new download (lib/install-hold.ts). */
const signInHoldingTheInstall = holdingTheInstall(signIn, (answer: SignInResult) => !answer?.twoFactorRedirect);

/** The cache is left to the screen: it goes on to the second step, or to the app with who is in. */
export const useSignIn = (callbacks: MutationCallbacks<SignInResult, SignInInput>) =>
  useApiMutation(signInHoldingTheInstall, callbacks);
