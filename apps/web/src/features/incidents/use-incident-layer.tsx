import { useQuery } from "@tanstack/react-query";
import { boardQuery, useEventIncidents } from "./api/incidents";
import { casualtiesOnMap } from "./components/incident-map";

/**
 * For the event's Locations tab: the casualties of its open incident, as a layer for the site map
 * (null when there is no open incident or none of its casualties has a position).
 */
export function useIncidentLayer(orgId: string, eventId: string) {
  const incidents = useEventIncidents(orgId, eventId);
  const open = incidents.data?.find((incident) => incident.closedAt === null);
  // No open incident: no board is asked for.
  const board = useQuery({ ...boardQuery(orgId, open?.id ?? ""), enabled: !!open });
  return open && board.data ? casualtiesOnMap(board.data) : null;
}
