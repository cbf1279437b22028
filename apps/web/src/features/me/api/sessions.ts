import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { profileKeys, profilePaths } from "./keys";

/** A session as Better Auth lists it (no contract of ours: its own answer). */
export interface SessionInfo {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** Where the person is signed in, and which of those sessions is this browser's. */
export const listSessions = () => api<SessionInfo[]>(profilePaths.auth("list-sessions"));
export const getCurrentSession = () => api<{ session: { token: string } } | null>(profilePaths.auth("get-session"));

export const sessionsQuery = () => queryOptions({ queryKey: profileKeys.sessions(), queryFn: listSessions });
export const currentSessionQuery = () =>
  queryOptions({ queryKey: profileKeys.currentSession(), queryFn: getCurrentSession });

export const useSessions = () => useQuery(sessionsQuery());
export const useCurrentSession = () => useQuery(currentSessionQuery());
