import type { CoordinatesInput, EventMapSummary, EventMapView, MapAssetView, PointView } from "@hulppost/shared/maps";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
const eventMap = (orgId: string, eventId: string) => `${org(orgId)}/events/${encodeURIComponent(eventId)}/map`;

export const mapKeys = {
  all: (orgId: string) => ["org", orgId, "maps"] as const,
  events: (orgId: string) => ["org", orgId, "maps", "events"] as const,
  event: (orgId: string, eventId: string) => ["org", orgId, "maps", "event", eventId] as const,
};

/** A placement changes the map and the picker's counts alike. */
export function invalidateMaps(client: QueryClient, orgId: string) {
  void client.invalidateQueries({ queryKey: mapKeys.all(orgId) });
}

export const listEventMaps = (orgId: string) => api<EventMapSummary[]>(`${org(orgId)}/event-maps`);
export const getEventMap = (orgId: string, eventId: string) => api<EventMapView>(eventMap(orgId, eventId));

export const placeAsset = (orgId: string, eventId: string, assetId: string, point: CoordinatesInput) =>
  api<MapAssetView>(`${eventMap(orgId, eventId)}/assets/${encodeURIComponent(assetId)}`, {
    method: "PUT",
    body: point,
  });
export const removePlacement = (orgId: string, eventId: string, assetId: string) =>
  api<void>(`${eventMap(orgId, eventId)}/assets/${encodeURIComponent(assetId)}`, { method: "DELETE" });

export const setSitePoint = (orgId: string, eventId: string, point: CoordinatesInput) =>
  api<PointView>(`${eventMap(orgId, eventId)}/site`, { method: "PUT", body: point });
export const clearSitePoint = (orgId: string, eventId: string) =>
  api<void>(`${eventMap(orgId, eventId)}/site`, { method: "DELETE" });

export function useEventMaps(orgId: string) {
  return useQuery({ queryKey: mapKeys.events(orgId), queryFn: () => listEventMaps(orgId) });
}

export function useEventMap(orgId: string, eventId: string) {
  return useQuery({
    queryKey: mapKeys.event(orgId, eventId),
    queryFn: () => getEventMap(orgId, eventId),
    enabled: !!eventId,
  });
}
