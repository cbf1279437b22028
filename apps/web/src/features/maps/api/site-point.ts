import type { CoordinatesInput, PointView } from "@hulppost/shared/maps";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { mapPaths, savedOnMap } from "./keys";

/** PUT and DELETE of the event's own point on its site map: one resource. */
export const setSitePoint = (orgId: string, eventId: string, point: CoordinatesInput) =>
  api<PointView>(mapPaths.site(orgId, eventId), { method: "PUT", body: point });
export const clearSitePoint = (orgId: string, eventId: string) =>
  api<void>(mapPaths.site(orgId, eventId), { method: "DELETE" });

export function useSetSitePoint(orgId: string, eventId: string, callbacks: MutationCallbacks<PointView, PointView>) {
  return useApiMutation((point) => setSitePoint(orgId, eventId, point), callbacks, {
    onSuccess: (client, site) => {
      savedOnMap(client, orgId, eventId, (map) => ({ ...map, event: { ...map.event, site } }));
    },
  });
}

export function useClearSitePoint(orgId: string, eventId: string, callbacks: MutationCallbacks<void, void>) {
  return useApiMutation(() => clearSitePoint(orgId, eventId), callbacks, {
    onSuccess: (client) => {
      savedOnMap(client, orgId, eventId, (map) => ({ ...map, event: { ...map.event, site: null } }));
    },
  });
}
