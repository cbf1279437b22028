import type { CoordinatesInput, MapAssetView, PointView } from "@hulppost/shared/maps";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { mapPaths, savedOnMap } from "./keys";

/** PUT (place or move) and DELETE of an asset's point on an event's site map: one resource. */
export const placeAsset = (orgId: string, eventId: string, assetId: string, point: CoordinatesInput) =>
  api<MapAssetView>(mapPaths.placement(orgId, eventId, assetId), { method: "PUT", body: point });
export const removePlacement = (orgId: string, eventId: string, assetId: string) =>
  api<void>(mapPaths.placement(orgId, eventId, assetId), { method: "DELETE" });

/** `moved`: the asset stood on the map already (the screen says "moved" rather than "placed"). */
export interface Placing {
  assetId: string;
  point: PointView;
  moved: boolean;
}

export function usePlaceAsset(orgId: string, eventId: string, callbacks: MutationCallbacks<MapAssetView, Placing>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ assetId, point }: Placing) => placeAsset(orgId, eventId, assetId, point),
    onSuccess: (saved, ...rest) => {
      savedOnMap(client, orgId, eventId, (map) => ({
        ...map,
        assets: map.assets.map((a) => (a.assetId === saved.assetId ? saved : a)),
      }));
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}

/** `name` is for the screen's message only. */
export interface Unplacing {
  assetId: string;
  name: string;
}

export function useRemovePlacement(orgId: string, eventId: string, callbacks: MutationCallbacks<void, Unplacing>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ assetId }: Unplacing) => removePlacement(orgId, eventId, assetId),
    onSuccess: (result, removed, ...rest) => {
      savedOnMap(client, orgId, eventId, (map) => ({
        ...map,
        assets: map.assets.map((a) => (a.assetId === removed.assetId ? { ...a, placement: null } : a)),
      }));
      return callbacks.onSuccess?.(result, removed, ...rest);
    },
  });
}
