import { useQuery } from "@tanstack/react-query";
import { eventKeys, getEvent } from "../../events";

/**
 * The nearest hospital of a record's event, where a hospital referral goes unless the caregiver
 * names another. The events feature's own query (same key, same fetcher), so the event page and
 * the record share one cached answer. Every member may read an event (events.read) and the
 * hospital is not among the contacts hidden from caregivers who are not assigned to it.
 */
export const useEventHospitalQuery = (orgId: string, eventId: string) =>
  useQuery({
    queryKey: eventKeys.detail(orgId, eventId),
    queryFn: () => getEvent(orgId, eventId),
    enabled: !!orgId && !!eventId,
    select: (event) => event.hospitalName,
  });
