import {
  changePasswordBody,
  forgotPasswordBody,
  localPath,
  password,
  passwordOnlyBody,
  setPasswordBody,
  signInBody,
  signUpBody,
  verifyTotpBody,
} from "@hulppost/shared/auth";
import type { Permission } from "@hulppost/shared/permissions";
import { impersonateBody } from "@hulppost/shared/platform";
import { signInAnswer } from "@hulppost/shared/sign-in-answer";
import { emailField, text } from "@hulppost/shared/validation";
import { z } from "zod";

export interface AuthEndpoint {
  method: "GET" | "POST";
  /** The path under /api/auth. */
  path: string;
  summary: string;
  /** Who may call it: for the reference only; Better Auth itself checks the session. */
  permission: Permission;
  /** The shared contract the body is checked with before Better Auth sees it. */
  body?: z.ZodType;
  /** The same for the query string of a GET. */
  query?: z.ZodObject;
  /** The contract of a successful answer, where the app reads more than that it succeeded. */
  answer?: z.ZodType;
}

/** Endpoints without fields refuse any: `{}` or no body at all. */
const emptyBody = z.strictObject({});

/**
 * The Better Auth endpoints the product uses, and the only ones that are reachable: every other
 * path under /api/auth answers 404, so a Better Auth endpoint we never meant to offer (update-user,
 * delete-user, change-email …) cannot be called. Each body is checked with its shared contract
 * first: field-level 400s, trimmed and lower-cased emails, unknown fields dropped. The table is
 * also published in /api/openapi.json, where the fuzz test finds it.
 */
export const AUTH_ENDPOINTS: AuthEndpoint[] = [
  { method: "POST", path: "/sign-up/email", summary: "Create an account", permission: "public", body: signUpBody },
  {
    method: "POST",
    path: "/sign-in/email",
    summary: "Sign in with email and password; the answer carries the signed-in person (as GET /api/me)",
    permission: "public",
    body: signInBody,
    answer: signInAnswer,
  },
  {
    method: "POST",
    path: "/sign-out",
    summary: "Sign out: the session ends at once",
    permission: "self",
    body: emptyBody,
  },
  { method: "GET", path: "/get-session", summary: "The current session and user, or null", permission: "public" },
  {
    method: "POST",
    path: "/request-password-reset",
    summary: "Mail a password reset link (the answer never tells whether the address has an account)",
    permission: "public",
    body: forgotPasswordBody,
  },
  {
    method: "POST",
    path: "/reset-password",
    summary: "Set a new password with the token of a reset link",
    permission: "public",
    body: z.object({ token: text().min(1).max(200), newPassword: password }),
  },
  {
    method: "POST",
    path: "/set-password",
    summary: "Choose a password from an invite or recovery link; confirms the email and signs in",
    permission: "public",
    body: setPasswordBody,
  },
  {
    method: "POST",
    path: "/send-verification-email",
    summary: "Mail the verification link again",
    permission: "public",
    body: z.object({ email: emailField, callbackURL: localPath.optional() }),
  },
  {
    method: "GET",
    path: "/verify-email",
    summary: "The link in the verification mail: confirms the address and redirects into the app",
    permission: "public",
    query: z.object({ token: text().min(1).max(2000), callbackURL: localPath.optional() }),
  },
  {
    method: "POST",
    path: "/change-password",
    summary: "Change one's own password",
    permission: "self",
    body: changePasswordBody,
  },
  { method: "GET", path: "/list-sessions", summary: "One's own active sessions", permission: "self" },
  {
    method: "POST",
    path: "/revoke-session",
    summary: "End one of one's own sessions",
    permission: "self",
    body: z.object({ token: text().min(1).max(200) }),
  },
  {
    method: "POST",
    path: "/revoke-other-sessions",
    summary: "End all one's sessions but this one",
    permission: "self",
    body: emptyBody,
  },
  {
    method: "POST",
    path: "/two-factor/get-totp-uri",
    summary: "The authenticator app's setup address",
    permission: "self",
    body: passwordOnlyBody,
  },
  {
    method: "POST",
    path: "/two-factor/enable",
    summary: "Start two-factor enrolment",
    permission: "self",
    body: passwordOnlyBody,
  },
  {
    method: "POST",
    path: "/two-factor/disable",
    summary: "Switch two-factor off",
    permission: "self",
    body: passwordOnlyBody,
  },
  {
    method: "POST",
    path: "/two-factor/verify-totp",
    summary: "A code from the authenticator app: finishes enrolment or a sign-in",
    permission: "public",
    body: verifyTotpBody,
  },
  {
    method: "POST",
    path: "/two-factor/verify-backup-code",
    summary: "Sign in with a backup code",
    permission: "public",
    body: z.object({ code: text().trim().min(1).max(64), trustDevice: z.boolean().optional() }),
  },
  {
    method: "POST",
    path: "/impersonation/start",
    summary: "Act as another user (audit-logged)",
    permission: "platform.impersonate",
    body: impersonateBody,
  },
  {
    method: "POST",
    path: "/impersonation/stop",
    summary: "Stop acting as another user",
    permission: "self",
    body: emptyBody,
  },
];

const byPath = new Map(AUTH_ENDPOINTS.map((endpoint) => [endpoint.path, endpoint]));

export function findAuthEndpoint(path: string): AuthEndpoint | undefined {
  return byPath.get(path);
}
