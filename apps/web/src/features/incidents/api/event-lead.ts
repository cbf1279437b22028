import type { EventDetailView } from "@hulppost/shared/events";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { eventDetailKey } from "../../../lib/event-detail-key";

const eventPath = (orgId: string, eventId: string) =>
  `/api/orgs/${encodeURIComponent(orgId)}/events/${encodeURIComponent(eventId)}`;

/** Whether the event marks the person as its post leader and is under way now. */
const leadsNow = (event: EventDetailView) => {
  const now = Date.now();
  return event.mine.postLeader && Date.parse(event.startsAt) <= now && now < Date.parse(event.endsAt);
};

/**
 * Whether the person leads this event's incidents (decision 045): an admin always; a caregiver the
 * event marks as post leader, while it is under way. Read from the event itself under the events
 * feature's key, so a mark the admin sets or takes off reaches an open board with the event's own
 * refresh. Only hides what the server would refuse.
 */
export function useLeadsEvent(orgId: string, eventId: string | undefined, admin: boolean): boolean {
  const marked = useQuery({
    queryKey: eventDetailKey(orgId, eventId ?? ""),
    queryFn: () => api<EventDetailView>(eventPath(orgId, eventId ?? "")),
    enabled: !admin && !!orgId && !!eventId,
    // Asked again at each render, not only when the answer changes: the lead ends with the event.
    select: (event) => leadsNow(event),
  });
  return admin || marked.data === true;
}
