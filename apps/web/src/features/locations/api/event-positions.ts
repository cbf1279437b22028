import type { CaregiverPositionView } from "@hulppost/shared/locations";
import { useQuery } from "@tanstack/react-query";
import { getQuery } from "../../../lib/get-query";
import { locationKeys, locationPaths } from "./keys";

/** A lost answer is replaced within 30 s even without a realtime notice (a dropped stream). */
export const FALLBACK_POLL_MS = 30_000;

export const eventPositionsQuery = (orgId: string, eventId: string) =>
  getQuery<CaregiverPositionView[]>(locationKeys.event(orgId, eventId), locationPaths.event(orgId, eventId));

/** The event's caregivers where they are. A caregiver not on the event gets 404 (not retried). */
export function useEventPositions(orgId: string, eventId: string) {
  return useQuery({
    ...eventPositionsQuery(orgId, eventId),
    enabled: !!eventId,
    staleTime: 0,
    refetchInterval: FALLBACK_POLL_MS,
  });
}
