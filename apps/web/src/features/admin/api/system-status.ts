import type { PlatformSystemView, SystemStatusView } from "@hulppost/shared/system";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys, adminPaths } from "./keys";

/** The status is cheap to compute; while the tab is open it keeps itself fresh. */
const REFRESH_MS = 30_000;

export const getSystemStatus = (orgId: string) => api<SystemStatusView>(adminPaths.system(orgId));
export const getPlatformSystem = () => api<PlatformSystemView>(adminPaths.platformSystem);

export const systemStatusQuery = (orgId: string) =>
  queryOptions({ queryKey: adminKeys.systemOrganization(orgId), queryFn: () => getSystemStatus(orgId) });
export const platformSystemQuery = () =>
  queryOptions({ queryKey: adminKeys.systemPlatform(), queryFn: getPlatformSystem });

/** The installation as this organisation sees it, with its own background jobs. */
export const useSystemStatus = (orgId: string) =>
  useQuery({ ...systemStatusQuery(orgId), refetchInterval: REFRESH_MS });

/** The whole platform, for a super admin only (`enabled`). */
export const usePlatformSystem = (enabled: boolean) =>
  useQuery({ ...platformSystemQuery(), enabled, refetchInterval: REFRESH_MS });
