import type { EventMapView } from "@hulppost/shared/maps";
import type { QueryClient } from "@tanstack/react-query";
import { orgRoot } from "../../../lib/query-keys";
import { showAnswer } from "../../../lib/show-answer";

/**
 * The maps feature's query keys, one factory for every query of it: its pages, the infrastructure
 * feature's refresh and the realtime refreshes name a query through these.
 */
export const mapKeys = {
  all: (orgId: string) => [...orgRoot(orgId), "maps"] as const,
  events: (orgId: string) => [...mapKeys.all(orgId), "events"] as const,
  event: (orgId: string, eventId: string) => [...mapKeys.all(orgId), "event", eventId] as const,
};

/** A placement changes the map and the picker's counts alike. */
export function invalidateMaps(client: QueryClient, orgId: string) {
  void client.invalidateQueries({ queryKey: mapKeys.all(orgId) });
}

/**
 * A saved point goes into the cached map at once, so a confirmed marker does not jump back while
 * the map is fetched again; then every map is refreshed.
 */
export function savedOnMap(
  client: QueryClient,
  orgId: string,
  eventId: string,
  change: (map: EventMapView) => EventMapView,
) {
  showAnswer<EventMapView>(client, mapKeys.event(orgId, eventId), (map) => (map ? change(map) : map));
  invalidateMaps(client, orgId);
}

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const mapPaths = {
  eventMaps: (orgId: string) => `${org(orgId)}/event-maps`,
  eventMap: (orgId: string, eventId: string) => `${org(orgId)}/events/${encodeURIComponent(eventId)}/map`,
  placement: (orgId: string, eventId: string, assetId: string) =>
    `${mapPaths.eventMap(orgId, eventId)}/assets/${encodeURIComponent(assetId)}`,
  site: (orgId: string, eventId: string) => `${mapPaths.eventMap(orgId, eventId)}/site`,
};
