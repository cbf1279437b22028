import type { EventSummary } from "@hulppost/shared/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type EventListParams, eventKeys, eventPaths } from "./keys";

export function listEvents(orgId: string, { filter, from, to, search }: EventListParams) {
  const query = new URLSearchParams({ filter });
  for (const [name, value] of Object.entries({ from, to, search })) if (value) query.set(name, value);
  return api<EventSummary[]>(`${eventPaths.events(orgId)}?${query}`);
}

export const eventListQuery = (orgId: string, params: EventListParams) =>
  queryOptions({ queryKey: eventKeys.list(orgId, params), queryFn: () => listEvents(orgId, params) });

/** The list shown stays while another filter, search or month loads. */
export const useEventList = (orgId: string, params: EventListParams) =>
  useQuery({ ...eventListQuery(orgId, params), placeholderData: (previous) => previous });
