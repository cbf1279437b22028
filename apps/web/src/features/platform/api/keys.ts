import type { Role } from "@hulppost/shared/constants";
import { PLATFORM_ROOT } from "../../../lib/query-keys";

export type RoleFilter = Role | "none" | "";

/** The users feature's query keys: the super admin's list of every account, under the platform's root. */
export const userKeys = {
  all: [...PLATFORM_ROOT, "users"] as const,
  list: (search: string, role: RoleFilter) => [...PLATFORM_ROOT, "users", search, role] as const,
};

/** The API's addresses of the feature (one place, for the api/ files). */
export const userPaths = {
  users: "/api/platform/users",
  user: (userId: string) => `/api/platform/users/${encodeURIComponent(userId)}`,
  impersonation: "/api/auth/impersonation",
};
