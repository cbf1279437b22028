import type { signUpBody } from "@hulppost/shared/auth";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { authPath } from "./paths";

/** The sign-up's fields; the full name and where the verification link leads are added here. */
export type SignUpInput = Omit<z.input<typeof signUpBody>, "name" | "callbackURL">;

export const signUp = (input: SignUpInput) =>
  api<unknown>(authPath("sign-up/email"), {
    method: "POST",
    body: {
      ...input,
      name: `${input.firstName} ${input.lastName}`.trim(),
      callbackURL: "/auth?verified=1",
    } satisfies z.input<typeof signUpBody>,
  });

/** Nobody is signed in yet (the email is verified first): nothing in the cache changes. */
export const useSignUp = (callbacks: MutationCallbacks<unknown, SignUpInput>) => useApiMutation(signUp, callbacks);
