import type { EventView } from "@hulppost/shared/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { eventKeys, eventPaths } from "./keys";

/** The events I work at, coming and past. */
export const listMyEvents = (orgId: string) => api<EventView[]>(`${eventPaths.org(orgId)}/my-events`);

export const myEventsQuery = (orgId: string) =>
  queryOptions({ queryKey: eventKeys.myEvents(orgId), queryFn: () => listMyEvents(orgId) });

export const useMyEvents = (orgId: string) => useQuery(myEventsQuery(orgId));
