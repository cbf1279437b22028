import { useQuery } from "@tanstack/react-query";
import { eventKeys, getEvent } from "../events";

/**
 * The event's nearest hospital, where a hospital referral goes unless the caregiver names
 * another. The events feature's own query (same key, same fetcher) is reused, so the event page
 * and the record share one cached answer. Every member may read an event (events.read) and the
 * hospital is not among the contacts hidden from caregivers who are not assigned to it.
 */
export function useEventHospital(orgId: string, eventId: string): string | null {
  const event = useQuery({
    queryKey: eventKeys.detail(orgId, eventId),
    queryFn: () => getEvent(orgId, eventId),
    enabled: !!orgId && !!eventId,
  });
  return event.data?.hospitalName ?? null;
}
