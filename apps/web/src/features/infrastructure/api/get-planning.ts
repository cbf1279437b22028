import type { PlanningView } from "@hulppost/shared/infrastructure";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { infrastructureKeys, infrastructurePaths } from "./keys";

/** `month` as YYYY-MM. */
export const getPlanning = (orgId: string, month: string) =>
  api<PlanningView>(`${infrastructurePaths.planning(orgId)}?month=${encodeURIComponent(month)}`);

export const planningQuery = (orgId: string, month: string) =>
  queryOptions({ queryKey: infrastructureKeys.planning(orgId, month), queryFn: () => getPlanning(orgId, month) });

/** Another month keeps the grid on screen while it loads. */
export const usePlanning = (orgId: string, month: string) =>
  useQuery({ ...planningQuery(orgId, month), placeholderData: (previous) => previous });
