import type { EventSummary } from "@hulppost/shared/events";
import { useQuery } from "@tanstack/react-query";
import { eventKeys, getEvent, listEvents } from "../events";

/**
 * The events a coordinator texts about: those running now, then those still to come. The events
 * feature's own queries (same keys, same fetchers), so the cache is shared with its pages.
 */
export function useSmsEvents(orgId: string) {
  const live = useQuery({
    queryKey: eventKeys.list(orgId, { filter: "ongoing" }),
    queryFn: () => listEvents(orgId, { filter: "ongoing" }),
  });
  const upcoming = useQuery({
    queryKey: eventKeys.list(orgId, { filter: "upcoming" }),
    queryFn: () => listEvents(orgId, { filter: "upcoming" }),
  });
  const byStart = (a: EventSummary, b: EventSummary) => a.startsAt.localeCompare(b.startsAt);
  return {
    live: (live.data ?? []).filter((e) => !e.cancelled).sort(byStart),
    upcoming: (upcoming.data ?? []).filter((e) => !e.cancelled).sort(byStart),
    isPending: live.isPending || upcoming.isPending,
    error: live.error ?? upcoming.error,
    refetch: () => {
      void live.refetch();
      void upcoming.refetch();
    },
  };
}

/** An event's teams, for narrowing its group to one team. */
export function useEventTeams(orgId: string, eventId: string) {
  const event = useQuery({
    queryKey: eventKeys.detail(orgId, eventId),
    queryFn: () => getEvent(orgId, eventId),
    enabled: !!eventId,
  });
  return event.data?.teams ?? [];
}
