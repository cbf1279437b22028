import type { EventSummary } from "@hulppost/shared/events";
import { useEventList, useMyEvents } from "../../events";
import { LiveNowCard } from "../../patients";

/** The live events first on a dashboard, one "now" card each. */
function LiveNow({ orgId, events, to }: { orgId: string; events: EventSummary[]; to: (id: string) => string }) {
  const live = events.filter((event) => event.phase === "live");
  if (!live.length) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="live-now">
      {live.map((event) => (
        <LiveNowCard key={event.id} orgId={orgId} event={event} to={to(event.id)} />
      ))}
    </div>
  );
}

/** Every live event of the organisation; the list is kept for the field, so the cards show offline. */
export function AdminLiveNow({ orgId }: { orgId: string }) {
  const events = useEventList(orgId, { filter: "ongoing" });
  return (
    <LiveNow
      orgId={orgId}
      events={events.data ?? []}
      to={(id) => `/dashboard/event-management?event=${id}&tab=patients`}
    />
  );
}

/** The live events the caregiver works at (assigned: a raised hand gives no access to the post). */
export function CaregiverLiveNow({ orgId }: { orgId: string }) {
  const events = useMyEvents(orgId);
  return (
    <LiveNow
      orgId={orgId}
      events={(events.data ?? []).filter((event) => event.mine.assigned)}
      to={(id) => `/dashboard/event-detail?id=${id}`}
    />
  );
}
