import { useQuery } from "@tanstack/react-query";
import { eventKeys, getEvent } from "../../events";

/**
 * An event's teams, for narrowing its group to one team: from the events feature's own query of
 * the event (same key, same fetcher), asked only once an event is chosen.
 */
export function useEventTeams(orgId: string, eventId: string) {
  const event = useQuery({
    queryKey: eventKeys.detail(orgId, eventId),
    queryFn: () => getEvent(orgId, eventId),
    enabled: !!eventId,
  });
  return event.data?.teams ?? [];
}
