import type { Language } from "@hulppost/shared/constants";
import { api } from "../../lib/api-client";

export interface SignInResult {
  twoFactorRedirect?: boolean;
}

export const signIn = (email: string, password: string) =>
  api<SignInResult>("/api/auth/sign-in/email", { method: "POST", body: { email, password, rememberMe: true } });

export interface SignUpInput {
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: "man" | "vrouw" | "anders";
  email: string;
  password: string;
  language: Language;
  invitationCode?: string;
}

export const signUp = (input: SignUpInput) =>
  api("/api/auth/sign-up/email", {
    method: "POST",
    body: { ...input, name: `${input.firstName} ${input.lastName}`.trim(), callbackURL: "/auth?verified=1" },
  });

export const requestPasswordReset = (email: string) =>
  api("/api/auth/request-password-reset", { method: "POST", body: { email, redirectTo: "/auth" } });

export const setPasswordFromLink = (token: string, newPassword: string, type: "invite" | "recovery") =>
  api<{ signedIn: boolean }>("/api/auth/set-password", { method: "POST", body: { token, newPassword, type } });

export const verifyTotp = (code: string) =>
  api("/api/auth/two-factor/verify-totp", { method: "POST", body: { code, trustDevice: false } });

export const signOut = () => api("/api/auth/sign-out", { method: "POST", body: {} });
