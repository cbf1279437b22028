import { z } from "zod";
import { meView } from "./me";

/**
 * The answer to a sign-in (its own file: the sign-in page's code stays without the person's contract): with two-factor on, the second step is still to come; otherwise the
 * person as GET /api/me describes them (decision 063), so the app needs no second round trip. Better
 * Auth's own fields (the user, the token) come along and are not part of the contract.
 */
export const signInAnswer = z.looseObject({
  twoFactorRedirect: z.boolean().optional(),
  me: meView.optional(),
});
export type SignInAnswer = z.infer<typeof signInAnswer>;
