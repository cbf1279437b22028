import type { QueryClient } from "@tanstack/react-query";
import { eventKeys, getEvent, listMyEvents } from "../events/events-api";
import { FIRST_PATIENT_PAGE, listPatients, patientKeys } from "../patients/patients-api";

/** Events starting within this many days are fetched ahead, with their team and contacts. */
const AHEAD_DAYS = 7;

/**
 * Fetches, while the network is there, what the person needs at their post if it goes: their
 * live and coming events (post, team and phone numbers, contacts, hospital) and the patient list
 * of each live event they work at. The query snapshot then keeps it on the device.
 */
export async function prefetchForTheField(client: QueryClient, orgId: string) {
  try {
    const events = await client.fetchQuery({
      queryKey: eventKeys.myEvents(orgId),
      queryFn: () => listMyEvents(orgId),
      staleTime: 60_000,
    });
    const horizon = Date.now() + AHEAD_DAYS * 24 * 60 * 60_000;
    const soon = events.filter(
      (e) => !e.cancelled && (e.phase === "live" || (e.phase === "planned" && Date.parse(e.startsAt) < horizon)),
    );
    await Promise.all(
      soon.flatMap((event) => [
        client.prefetchQuery({
          queryKey: eventKeys.detail(orgId, event.id),
          queryFn: () => getEvent(orgId, event.id),
          staleTime: 60_000,
        }),
        ...(event.phase === "live" && event.mine.assigned
          ? [
              client.prefetchQuery({
                queryKey: patientKeys.list(orgId, event.id, FIRST_PATIENT_PAGE),
                queryFn: () => listPatients(orgId, event.id, FIRST_PATIENT_PAGE),
                staleTime: 30_000,
              }),
            ]
          : []),
      ]),
    );
  } catch {
    // Offline or refused: the pages fetch what they need when they open.
  }
}
