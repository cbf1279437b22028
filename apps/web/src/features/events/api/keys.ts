import type { Qualification } from "@hulppost/shared/constants";
import type { EventFilter } from "@hulppost/shared/events";
import type { QueryClient } from "@tanstack/react-query";
import { eventDetailKey } from "../../../lib/event-detail-key";
import type { ApiMutation } from "../../../lib/mutation-callbacks";
import { orgRoot } from "../../../lib/query-keys";

export interface EventListParams {
  filter: EventFilter;
  from?: string;
  to?: string;
  search?: string;
}

/**
 * The events feature's query keys, one factory for every query of it: the pages, the dashboard,
 * field mode's ahead-fetch and snapshot, and the realtime refreshes all name a query through these,
 * so an invalidation always reaches what a page shows. The vacancies sit under their own
 * ["vacancies", orgId] root and the calendar feed belongs to the person, not an organisation: field
 * mode's snapshot and the refreshes name those prefixes as they are.
 */
export const eventKeys = {
  lists: (orgId: string) => [...orgRoot(orgId), "events"] as const,
  list: (orgId: string, params: EventListParams) => [...orgRoot(orgId), "events", params] as const,
  details: (orgId: string) => [...orgRoot(orgId), "event"] as const,
  detail: eventDetailKey,
  candidates: (orgId: string, eventId: string, qualification: Qualification | "") =>
    [...eventKeys.detail(orgId, eventId), "candidates", qualification] as const,
  myEvents: (orgId: string) => [...orgRoot(orgId), "my-events"] as const,
  vacancyRoot: (orgId: string) => ["vacancies", orgId] as const,
  vacancies: (orgId: string) => ["vacancies", orgId, "list"] as const,
  vacancyCount: (orgId: string) => ["vacancies", orgId, "count"] as const,
  dashboard: (orgId: string) => [...orgRoot(orgId), "dashboard"] as const,
  schedules: (orgId: string) => [...orgRoot(orgId), "schedule"] as const,
  schedule: (orgId: string, from: string, to: string) => [...orgRoot(orgId), "schedule", from, to] as const,
  histories: (orgId: string) => [...orgRoot(orgId), "caregiver-history"] as const,
  history: (orgId: string, from: string, to: string) => [...orgRoot(orgId), "caregiver-history", from, to] as const,
  /** Under the histories: a change to an event's people (a no-show marked) refreshes it with them. */
  trackRecord: (orgId: string, userId: string) =>
    [...orgRoot(orgId), "caregiver-history", "track-record", userId] as const,
  calendarFeed: () => ["calendar-feed"] as const,
  /** Which of the person's organisations an event belongs to (asked when it is not this one's). */
  organizationOf: (eventId: string | undefined) => ["event-organization", eventId] as const,
};

/**
 * Everything that shows staffing or interest: after a change to an event, its people or a raised
 * hand, these lists are out of date. The vacancy badge shares the ["vacancies", orgId] prefix.
 */
export function eventDataKeys(orgId: string): readonly (readonly unknown[])[] {
  return [
    eventKeys.lists(orgId),
    eventKeys.details(orgId),
    eventKeys.myEvents(orgId),
    eventKeys.dashboard(orgId),
    eventKeys.schedules(orgId),
    eventKeys.histories(orgId),
    eventKeys.vacancyRoot(orgId),
  ];
}

export function invalidateEventData(client: QueryClient, orgId: string) {
  for (const key of eventDataKeys(orgId)) void client.invalidateQueries({ queryKey: key });
}

/** The cache work of a write to an event, its people or a raised hand (useApiMutation's third argument). */
export const eventDataWrite = (orgId: string): ApiMutation<unknown, unknown> => ({
  onSuccess: (client) => {
    invalidateEventData(client, orgId);
  },
});

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const eventPaths = {
  org,
  events: (orgId: string) => `${org(orgId)}/events`,
  event: (orgId: string, eventId: string) => `${org(orgId)}/events/${encodeURIComponent(eventId)}`,
  team: (orgId: string, teamId: string) => `${org(orgId)}/teams/${encodeURIComponent(teamId)}`,
  calendarFeed: "/api/me/calendar-feed",
};
