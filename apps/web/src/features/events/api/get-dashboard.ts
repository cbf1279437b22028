import type { AdminDashboardView } from "@hulppost/shared/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { eventKeys, eventPaths } from "./keys";

/** The admin's overview: counts, staff shortages and maintenance due. */
export const getDashboard = (orgId: string) => api<AdminDashboardView>(`${eventPaths.org(orgId)}/dashboard`);

export const dashboardQuery = (orgId: string) =>
  queryOptions({ queryKey: eventKeys.dashboard(orgId), queryFn: () => getDashboard(orgId) });

export const useDashboard = (orgId: string) => useQuery(dashboardQuery(orgId));
