import { lazy, Suspense, useMemo } from "react";
import { useOnline } from "../../lib/field/field-state";
import { useEventPositions } from "./api/event-positions";
import { useSharingMembers } from "./api/sharing-members";
import { EventCaregiversCard, SharingMembersCard } from "./components/position-lists";
import { useLocationNotices, useNow } from "./use-live-refresh";

// react-leaflet comes with the map's own lazy chunk, never with the page (bundle-size test).
const CaregiversLayer = lazy(async () => ({
  default: (await import("./components/caregivers-layer")).CaregiversLayer,
}));

/**
 * The live part of an event's map: the caregivers layer for the map, and beside it the list of
 * the same people and, for admins, everyone in the organisation who shares. Refreshed by location
 * notices (at most every 3 s) and a 30 s poll; ages are recomputed every 15 s in between.
 */
export function useLivePositions(orgId: string, eventId: string, isAdmin: boolean) {
  const positions = useEventPositions(orgId, eventId);
  const members = useSharingMembers(orgId, isAdmin);
  useLocationNotices(orgId);
  const now = useNow();
  const online = useOnline();
  const onMap = useMemo(() => new Set((positions.data ?? []).map((p) => p.userId)), [positions.data]);

  const layer = positions.data ? (
    <Suspense fallback={null}>
      <CaregiversLayer positions={positions.data} answeredAt={positions.dataUpdatedAt} now={now} offline={!online} />
    </Suspense>
  ) : null;
  const aside = (
    <>
      <EventCaregiversCard query={positions} now={now} />
      {isAdmin && <SharingMembersCard query={members} onMap={onMap} now={now} />}
    </>
  );
  return { layer, aside };
}
