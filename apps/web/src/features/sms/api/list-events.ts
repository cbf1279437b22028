import type { EventSummary } from "@hulppost/shared/events";
import { useQuery } from "@tanstack/react-query";
import { eventKeys, listEvents } from "../../events";

const LIVE = { filter: "ongoing" } as const;
const UPCOMING = { filter: "upcoming" } as const;

const byStart = (a: EventSummary, b: EventSummary) => a.startsAt.localeCompare(b.startsAt);

/**
 * The events a coordinator texts about: those running now, then those still to come. The events
 * feature's own queries (same keys, same fetchers), so the cache is shared with its pages.
 */
export function useSmsEvents(orgId: string) {
  const live = useQuery({ queryKey: eventKeys.list(orgId, LIVE), queryFn: () => listEvents(orgId, LIVE) });
  const upcoming = useQuery({ queryKey: eventKeys.list(orgId, UPCOMING), queryFn: () => listEvents(orgId, UPCOMING) });
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
