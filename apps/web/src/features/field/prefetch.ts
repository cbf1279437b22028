import type { EventView } from "@hulppost/shared/events";
import type { QueryClient } from "@tanstack/react-query";
import { countVacancies, eventKeys, getDashboard, getEvent, listEvents, listMyEvents, listVacancies } from "../events";
import { boardQuery, openIncidentsQuery } from "../incidents";
import { FIRST_PATIENT_PAGE, patientListQuery } from "../patients";
import { categoriesQuery, templatesQuery } from "../treatments";

/** Events starting within this many days are fetched ahead, with their team and contacts. */
const AHEAD_DAYS = 7;
/** Fetched ahead again only when older than this (a reload does not fetch it all twice). */
const FRESH_MS = 60_000;
/** The caregiver's home shows coming events by default (all-events-section). */
const HOME_EVENTS = { filter: "upcoming" } as const;

const soon = (event: Pick<EventView, "cancelled" | "phase" | "startsAt">, horizon: number) =>
  !event.cancelled && (event.phase === "live" || (event.phase === "planned" && Date.parse(event.startsAt) < horizon));

/**
 * Fetches, while the network is there, what a person needs at their post if it goes, whichever
 * page they happen to be on: the home page's data (their events, the vacancies, the admin's
 * overview), their live and coming (7 days) events with the post, the team and their phone
 * numbers, the contacts and the hospital, the patient list of each live event they work at (an
 * admin: of each live event), the treatment templates of the patient form, and the open
 * incidents with their boards. The query snapshot
 * then keeps it on the device. The same keys and fetchers as the pages, so a page opened offline
 * finds exactly what it asks for.
 */
export async function prefetchForTheField(client: QueryClient, orgId: string, { admin }: { admin: boolean }) {
  const get = <T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) =>
    client.fetchQuery({ queryKey, queryFn, staleTime: FRESH_MS });
  const quietly = (work: Promise<unknown>) => work.catch(() => undefined);
  try {
    const horizon = Date.now() + AHEAD_DAYS * 24 * 60 * 60_000;
    const [mine, live] = await Promise.all([
      get(eventKeys.myEvents(orgId), () => listMyEvents(orgId)),
      // An admin may not work at the post, and still runs it from the field.
      admin ? get(eventKeys.list(orgId, { filter: "ongoing" }), () => listEvents(orgId, { filter: "ongoing" })) : [],
      quietly(
        admin
          ? get(eventKeys.dashboard(orgId), () => getDashboard(orgId))
          : Promise.all([
              get(eventKeys.vacancies(orgId), () => listVacancies(orgId)),
              get(eventKeys.vacancyCount(orgId), () => countVacancies(orgId)),
              get(eventKeys.list(orgId, HOME_EVENTS), () => listEvents(orgId, HOME_EVENTS)),
            ]),
      ),
    ]);
    const events = new Map<string, { id: string; post: boolean }>();
    for (const event of mine)
      if (soon(event, horizon))
        events.set(event.id, { id: event.id, post: event.phase === "live" && event.mine.assigned });
    for (const event of live) if (!event.cancelled) events.set(event.id, { id: event.id, post: true });
    const posts = [...events.values()].filter((e) => e.post);
    await Promise.all([
      ...[...events.values()].map((event) =>
        quietly(get(eventKeys.detail(orgId, event.id), () => getEvent(orgId, event.id))),
      ),
      ...posts.map((event) =>
        quietly(client.fetchQuery({ ...patientListQuery(orgId, event.id, FIRST_PATIENT_PAGE), staleTime: FRESH_MS })),
      ),
      // An open incident's board: its name and triage system are what a phone needs to triage on.
      quietly(
        client
          .fetchQuery({ ...openIncidentsQuery(orgId), staleTime: FRESH_MS })
          .then((open) =>
            Promise.all(open.map((i) => client.fetchQuery({ ...boardQuery(orgId, i.id), staleTime: FRESH_MS }))),
          ),
      ),
      // The patient form's treatment templates, for whoever may register patients.
      ...(posts.length
        ? [
            quietly(client.fetchQuery({ ...categoriesQuery(orgId), staleTime: FRESH_MS })),
            quietly(client.fetchQuery({ ...templatesQuery(orgId, {}), staleTime: FRESH_MS })),
          ]
        : []),
    ]);
  } catch {
    // Offline or refused: the pages fetch what they need when they open.
  }
}
