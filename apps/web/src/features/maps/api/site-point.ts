import type { CoordinatesInput, PointView } from "@hulppost/shared/maps";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { mapPaths, savedOnMap } from "./keys";

/** PUT and DELETE of the event's own point on its site map: one resource. */
export const setSitePoint = (orgId: string, eventId: string, point: CoordinatesInput) =>
  api<PointView>(mapPaths.site(orgId, eventId), { method: "PUT", body: point });
export const clearSitePoint = (orgId: string, eventId: string) =>
  api<void>(mapPaths.site(orgId, eventId), { method: "DELETE" });

export function useSetSitePoint(orgId: string, eventId: string, callbacks: MutationCallbacks<PointView, PointView>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (point: PointView) => setSitePoint(orgId, eventId, point),
    onSuccess: (site, ...rest) => {
      savedOnMap(client, orgId, eventId, (map) => ({ ...map, event: { ...map.event, site } }));
      return callbacks.onSuccess?.(site, ...rest);
    },
  });
}

export function useClearSitePoint(orgId: string, eventId: string, callbacks: MutationCallbacks<void, void>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => clearSitePoint(orgId, eventId),
    onSuccess: (...args) => {
      savedOnMap(client, orgId, eventId, (map) => ({ ...map, event: { ...map.event, site: null } }));
      return callbacks.onSuccess?.(...args);
    },
  });
}
