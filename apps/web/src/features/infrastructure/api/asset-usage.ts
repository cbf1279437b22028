import type { AssetUsageView } from "@hulppost/shared/infrastructure";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { infrastructureKeys, infrastructurePaths } from "./keys";

export const getUsage = (orgId: string, assetId: string) =>
  api<AssetUsageView>(`${infrastructurePaths.asset(orgId, assetId)}/usage`);

export const usageQuery = (orgId: string, assetId: string) =>
  queryOptions({ queryKey: infrastructureKeys.usage(orgId, assetId), queryFn: () => getUsage(orgId, assetId) });

export const useAssetUsage = (orgId: string, assetId: string) => useQuery(usageQuery(orgId, assetId));
