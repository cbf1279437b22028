import type { CoordinatesInput, MapAssetView, PointView } from "@hulppost/shared/maps";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
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
  return useApiMutation(({ assetId, point }) => placeAsset(orgId, eventId, assetId, point), callbacks, {
    onSuccess: (client, saved) => {
      savedOnMap(client, orgId, eventId, (map) => ({
        ...map,
        assets: map.assets.map((a) => (a.assetId === saved.assetId ? saved : a)),
      }));
    },
  });
}

/** `name` is for the screen's message only. */
export interface Unplacing {
  assetId: string;
  name: string;
}

export function useRemovePlacement(orgId: string, eventId: string, callbacks: MutationCallbacks<void, Unplacing>) {
  return useApiMutation(({ assetId }) => removePlacement(orgId, eventId, assetId), callbacks, {
    onSuccess: (client, _result, removed) => {
      savedOnMap(client, orgId, eventId, (map) => ({
        ...map,
        assets: map.assets.map((a) => (a.assetId === removed.assetId ? { ...a, placement: null } : a)),
      }));
    },
  });
}
