import { useQuery } from "@tanstack/react-query";
import { eventQuery } from "../../events";

/**
 * The nearest hospital of a record's event by name (null while unknown), where a hospital referral
 * goes unless the caregiver names another. The events feature's own query, so the event page and
 * the record share one cached answer. Every member may read an event (events.read) and the
 * hospital is not among the contacts hidden from caregivers who are not assigned to it.
 */
export function useEventHospital(orgId: string, eventId: string): string | null {
  const hospital = useQuery({
    ...eventQuery(orgId, eventId),
    enabled: !!orgId && !!eventId,
    select: (event) => event.hospitalName,
  });
  return hospital.data ?? null;
}
