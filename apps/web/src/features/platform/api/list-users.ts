import type { PlatformUserView } from "@hulppost/shared/platform";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type RoleFilter, userKeys, userPaths } from "./keys";

export function listUsers(search: string, role: RoleFilter) {
  const query = new URLSearchParams();
  if (search) query.set("search", search);
  if (role) query.set("role", role);
  return api<PlatformUserView[]>(`${userPaths.users}?${query}`);
}

export const userListQuery = (search: string, role: RoleFilter) =>
  queryOptions({ queryKey: userKeys.list(search, role), queryFn: () => listUsers(search, role) });

/** The rows shown stay while a new search or filter loads. */
export const useUserList = (search: string, role: RoleFilter) =>
  useQuery({ ...userListQuery(search, role), placeholderData: (previous) => previous });
