import type { EventAssetView } from "@hulppost/shared/infrastructure";
import { useQuery } from "@tanstack/react-query";
import { getQuery } from "../../../lib/get-query";
import { infrastructureKeys, infrastructurePaths } from "./keys";

export const eventAssetsQuery = (orgId: string, eventId: string) =>
  getQuery<EventAssetView[]>(
    infrastructureKeys.eventAssets(orgId, eventId),
    infrastructurePaths.eventAssets(orgId, eventId),
  );

export const useEventAssets = (orgId: string, eventId: string) => useQuery(eventAssetsQuery(orgId, eventId));
