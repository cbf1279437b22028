import type { EventAssetView } from "@hulppost/shared/infrastructure";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { infrastructureKeys, infrastructurePaths } from "./keys";

export const listEventAssets = (orgId: string, eventId: string) =>
  api<EventAssetView[]>(infrastructurePaths.eventAssets(orgId, eventId));

export const eventAssetsQuery = (orgId: string, eventId: string) =>
  queryOptions({
    queryKey: infrastructureKeys.eventAssets(orgId, eventId),
    queryFn: () => listEventAssets(orgId, eventId),
  });

export const useEventAssets = (orgId: string, eventId: string) => useQuery(eventAssetsQuery(orgId, eventId));
