import type { EventMapView } from "@hulppost/shared/maps";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mapKeys, mapPaths } from "./keys";

export const getEventMap = (orgId: string, eventId: string) => api<EventMapView>(mapPaths.eventMap(orgId, eventId));

export const eventMapQuery = (orgId: string, eventId: string) =>
  queryOptions({ queryKey: mapKeys.event(orgId, eventId), queryFn: () => getEventMap(orgId, eventId) });

/** Fetched once an event is chosen. */
export const useEventMap = (orgId: string, eventId: string) =>
  useQuery({ ...eventMapQuery(orgId, eventId), enabled: !!eventId });
