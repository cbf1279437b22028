import type { PlatformSystemView, SystemStatusView } from "@hulppost/shared/system";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** The status is cheap to compute; while the tab is open it keeps itself fresh. */
const REFRESH_MS = 30_000;

export const systemKeys = {
  all: ["system"] as const,
  organization: (orgId: string) => ["system", "org", orgId] as const,
  platform: ["system", "platform"] as const,
};

const orgSystem = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/system`;

export const getSystemStatus = (orgId: string) => api<SystemStatusView>(orgSystem(orgId));
export const getPlatformSystem = () => api<PlatformSystemView>("/api/platform/system");
/** `orgId` null: the super admin's retry of any job. */
export const retryJob = (orgId: string | null, jobId: string) =>
  api<void>(`${orgId ? orgSystem(orgId) : "/api/platform/system"}/jobs/${encodeURIComponent(jobId)}/retry`, {
    method: "POST",
  });

export function useSystemStatus(orgId: string) {
  return useQuery({
    queryKey: systemKeys.organization(orgId),
    queryFn: () => getSystemStatus(orgId),
    refetchInterval: REFRESH_MS,
  });
}

export function usePlatformSystem(enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.platform,
    queryFn: getPlatformSystem,
    enabled,
    refetchInterval: REFRESH_MS,
  });
}

/** Both views count the same jobs: a retry refreshes them all. */
export function useRetryJob(orgId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => retryJob(orgId, jobId),
    onSettled: () => client.invalidateQueries({ queryKey: systemKeys.all }),
  });
}
