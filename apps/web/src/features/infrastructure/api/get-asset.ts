import type { AssetView } from "@hulppost/shared/infrastructure";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { infrastructureKeys, infrastructurePaths } from "./keys";

export const getAsset = (orgId: string, id: string) => api<AssetView>(infrastructurePaths.asset(orgId, id));

export const assetQuery = (orgId: string, id: string) =>
  queryOptions({ queryKey: infrastructureKeys.asset(orgId, id), queryFn: () => getAsset(orgId, id) });

export const useAsset = (orgId: string, id: string) => useQuery(assetQuery(orgId, id));
