import type { EventDetailView } from "@hulppost/shared/events";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { eventDetailKey } from "../../../lib/event-detail-key";

const eventPath = (orgId: string, eventId: string) =>
  `/api/orgs/${encodeURIComponent(orgId)}/events/${encodeURIComponent(eventId)}`;

/**
 * Whether the person leads this event's incidents (decision 045): an admin always; a caregiver the
 * event marks as post leader (an incident they run stays theirs past the event's planned end). Read from the event itself under the events
 * feature's key, so a mark the admin sets or takes off reaches an open board with the event's own
 * refresh. Only hides what the server would refuse.
 */
export function useLeadsEvent(orgId: string, eventId: string | undefined, admin: boolean): boolean {
  const marked = useQuery({
    queryKey: eventDetailKey(orgId, eventId ?? ""),
    queryFn: () => api<EventDetailView>(eventPath(orgId, eventId ?? "")),
    enabled: !admin && !!orgId && !!eventId,
    select: (event) => event.mine.postLeader,
  });
  return admin || marked.data === true;
}
