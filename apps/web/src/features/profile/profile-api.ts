import type { ProfilePatchInput, ProfileView } from "@hulppost/shared/profile";
import { api } from "../../lib/api-client";

export const updateProfile = (input: ProfilePatchInput) =>
  api<ProfileView>("/api/me/profile", { method: "PATCH", body: input });

export interface SessionInfo {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export const listSessions = () => api<SessionInfo[]>("/api/auth/list-sessions");
export const currentSession = () => api<{ session: { token: string } } | null>("/api/auth/get-session");
export const revokeSession = (token: string) => api("/api/auth/revoke-session", { method: "POST", body: { token } });
export const revokeOtherSessions = () => api("/api/auth/revoke-other-sessions", { method: "POST", body: {} });

export const enableTwoFactor = (password: string) =>
  api<{ totpURI: string; backupCodes: string[] }>("/api/auth/two-factor/enable", {
    method: "POST",
    body: { password },
  });
export const confirmTwoFactor = (code: string) =>
  api("/api/auth/two-factor/verify-totp", { method: "POST", body: { code } });
export const disableTwoFactor = (password: string) =>
  api("/api/auth/two-factor/disable", { method: "POST", body: { password } });
export const changePassword = (currentPassword: string, newPassword: string) =>
  api("/api/auth/change-password", {
    method: "POST",
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
