import type { CaregiverPositionView } from "@hulppost/shared/locations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { locationKeys, locationPaths } from "./keys";

/** A lost answer is replaced within 30 s even without a realtime notice (a dropped stream). */
export const FALLBACK_POLL_MS = 30_000;

export const listEventPositions = (orgId: string, eventId: string) =>
  api<CaregiverPositionView[]>(locationPaths.event(orgId, eventId));

export const eventPositionsQuery = (orgId: string, eventId: string) =>
  queryOptions({
    queryKey: locationKeys.event(orgId, eventId),
    queryFn: () => listEventPositions(orgId, eventId),
  });

/** The event's caregivers where they are. A caregiver not on the event gets 404 (not retried). */
export function useEventPositions(orgId: string, eventId: string) {
  return useQuery({
    ...eventPositionsQuery(orgId, eventId),
    enabled: !!eventId,
    staleTime: 0,
    refetchInterval: FALLBACK_POLL_MS,
  });
}
