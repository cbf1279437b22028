import { z } from "zod";
import { GENDERS, LANGUAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { birthDate, emailField, requiredText } from "./validation";

/** The password rule of spec §5: at least 6 characters ("Wachtwoord moet minimaal 6 tekens bevatten"). */
export const password = z
  .string({ error: (issue) => (issue.input === undefined ? "required" : "invalidType") })
  .min(PASSWORD_MIN_LENGTH, "passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, `tooLong:${PASSWORD_MAX_LENGTH}`);

/** A redirect target inside this application only: a path, never another origin. */
export const localPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, "invalidFormat");

export const signUpBody = z.object({
  email: emailField,
  password,
  name: requiredText(NAME_MAX_LENGTH),
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  birthDate,
  gender: z.enum(GENDERS),
  language: z.enum(LANGUAGES).optional(),
  /** Signing up from an invitation link makes the new person a member once their email is verified. */
  invitationCode: z.string().trim().max(64).optional(),
  callbackURL: localPath.optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

/** The sign-up form adds the confirmation the server never needs to see. */
export const signUpForm = signUpBody
  .omit({ name: true, callbackURL: true, invitationCode: true, language: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "passwordMismatch" });

export const signInBody = z.object({
  email: emailField,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
  callbackURL: localPath.optional(),
});

export const forgotPasswordBody = z.object({
  email: emailField,
  redirectTo: localPath.optional(),
});

export const SET_PASSWORD_TYPES = ["invite", "recovery"] as const;
export const setPasswordBody = z.object({
  token: z.string().trim().min(1).max(200),
  newPassword: password,
  type: z.enum(SET_PASSWORD_TYPES).optional(),
});
/** The set-password screen words the same rule its own way: 'Minstens 6 tekens.' */
export const setPasswordForm = z
  .object({
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, "minSixChars")
      .max(PASSWORD_MAX_LENGTH, `tooLong:${PASSWORD_MAX_LENGTH}`),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "passwordMismatch" });

export const verifyTotpBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "invalidCode"),
  trustDevice: z.boolean().optional(),
});

export const passwordOnlyBody = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
