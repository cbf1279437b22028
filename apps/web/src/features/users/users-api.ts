import type { Role } from "@hulppost/shared/constants";
import type { PlatformUserView } from "@hulppost/shared/platform";
import { api } from "../../lib/api-client";

export type RoleFilter = Role | "none" | "";

export const userKeys = {
  all: ["platform", "users"] as const,
  list: (search: string, role: RoleFilter) => ["platform", "users", search, role] as const,
};

export function listUsers(search: string, role: RoleFilter) {
  const query = new URLSearchParams();
  if (search) query.set("search", search);
  if (role) query.set("role", role);
  return api<PlatformUserView[]>(`/api/platform/users?${query}`);
}

export const setUserRoles = (userId: string, roles: Role[]) =>
  api<PlatformUserView>(`/api/platform/users/${encodeURIComponent(userId)}/roles`, { method: "PUT", body: { roles } });

export const deleteUser = (userId: string, confirmation: string) =>
  api<void>(`/api/platform/users/${encodeURIComponent(userId)}`, { method: "DELETE", body: { confirmation } });

export const startImpersonation = (userId: string) =>
  api<void>("/api/auth/impersonation/start", { method: "POST", body: { userId } });
