import type { AssetListView } from "@hulppost/shared/infrastructure";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type AssetListParams, infrastructureKeys, infrastructurePaths } from "./keys";

export function listAssets(orgId: string, params: AssetListParams) {
  const query = new URLSearchParams();
  if (params.type) query.set("type", params.type);
  if (params.status) query.set("status", params.status);
  if (params.search) query.set("search", params.search);
  return api<AssetListView>(`${infrastructurePaths.assets(orgId)}?${query}`);
}

export const assetListQuery = (orgId: string, params: AssetListParams) =>
  queryOptions({ queryKey: infrastructureKeys.list(orgId, params), queryFn: () => listAssets(orgId, params) });

export function useAssets(orgId: string, params: AssetListParams) {
  return useQuery({
    ...assetListQuery(orgId, params),
    // Typing in the search box keeps the last list on screen instead of a spinner per letter.
    placeholderData: (previous) => previous,
  });
}
