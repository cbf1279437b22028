import type { PeriodView } from "@hulppost/shared/infrastructure";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { infrastructureKeys, infrastructurePaths } from "./keys";

export const listPeriods = (orgId: string, assetId: string) =>
  api<PeriodView[]>(`${infrastructurePaths.asset(orgId, assetId)}/periods`);

export const periodsQuery = (orgId: string, assetId: string) =>
  queryOptions({ queryKey: infrastructureKeys.periods(orgId, assetId), queryFn: () => listPeriods(orgId, assetId) });

export const usePeriods = (orgId: string, assetId: string) => useQuery(periodsQuery(orgId, assetId));
