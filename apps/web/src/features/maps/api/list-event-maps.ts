import type { EventMapSummary } from "@hulppost/shared/maps";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mapKeys, mapPaths } from "./keys";

/** The events that have a site map to show, the live one first (the Locations page's picker). */
export const listEventMaps = (orgId: string) => api<EventMapSummary[]>(mapPaths.eventMaps(orgId));

export const eventMapsQuery = (orgId: string) =>
  queryOptions({ queryKey: mapKeys.events(orgId), queryFn: () => listEventMaps(orgId) });

export const useEventMaps = (orgId: string) => useQuery(eventMapsQuery(orgId));
