import { z } from "zod";
import { GENDERS, LANGUAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { birthDate, emailField, requiredText, text, withMatchingPasswords } from "./validation";

/** The password rule: at least 6 characters ("Wachtwoord moet minimaal 6 tekens bevatten"). */
export const password = text({ error: (issue) => (issue.input === undefined ? "required" : "invalidType") })
  .min(PASSWORD_MIN_LENGTH, "passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, `tooLong:${PASSWORD_MAX_LENGTH}`);

/** A redirect target inside this application only: a path, never another origin. */
export const localPath = text()
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
  invitationCode: text().trim().max(64).optional(),
  callbackURL: localPath.optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

/** The sign-up form adds the confirmation the server never needs to see. */
export const signUpForm = withMatchingPasswords(
  signUpBody
    .omit({ name: true, callbackURL: true, invitationCode: true, language: true })
    .extend({ confirmPassword: text().max(PASSWORD_MAX_LENGTH) }),
  "password",
  "confirmPassword",
);

export const signInBody = z.object({
  email: emailField,
  password: text().min(1).max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
  callbackURL: localPath.optional(),
});

export const forgotPasswordBody = z.object({
  email: emailField,
  redirectTo: localPath.optional(),
});

export const SET_PASSWORD_TYPES = ["invite", "recovery"] as const;
export const setPasswordBody = z.object({
  token: text().trim().min(1).max(200),
  newPassword: password,
  type: z.enum(SET_PASSWORD_TYPES).optional(),
});
/** The set-password screen words the same rule its own way: 'Minstens 6 tekens.' */
export const setPasswordForm = withMatchingPasswords(
  z.object({
    newPassword: text()
      .min(PASSWORD_MIN_LENGTH, "minSixChars")
      .max(PASSWORD_MAX_LENGTH, `tooLong:${PASSWORD_MAX_LENGTH}`),
    confirmPassword: text().max(PASSWORD_MAX_LENGTH),
  }),
  "newPassword",
  "confirmPassword",
);

/** Changing one's own password on the profile page (Better Auth's /change-password). */
export const changePasswordBody = z.object({
  currentPassword: text().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: password,
  revokeOtherSessions: z.boolean().optional(),
});
export const changePasswordForm = withMatchingPasswords(
  changePasswordBody.omit({ revokeOtherSessions: true }).extend({ confirmPassword: text().max(PASSWORD_MAX_LENGTH) }),
  "newPassword",
  "confirmPassword",
);

export const verifyTotpBody = z.object({
  code: text()
    .trim()
    .regex(/^\d{6}$/, "invalidCode"),
  trustDevice: z.boolean().optional(),
});

export const passwordOnlyBody = z.object({ password: text().min(1).max(PASSWORD_MAX_LENGTH) });
