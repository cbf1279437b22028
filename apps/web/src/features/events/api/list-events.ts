import type { EventSummary } from "@hulppost/shared/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type EventListParams, eventKeys, eventPaths } from "./keys";

export function listEvents(orgId: string, params: EventListParams) {
  const query = new URLSearchParams({ filter: params.filter });
  if (params.from) query.set("from", params.from);
  if (params.to) query.set("to", params.to);
  if (params.search) query.set("search", params.search);
  return api<EventSummary[]>(`${eventPaths.events(orgId)}?${query}`);
}

export const eventListQuery = (orgId: string, params: EventListParams) =>
  queryOptions({ queryKey: eventKeys.list(orgId, params), queryFn: () => listEvents(orgId, params) });

/** The list shown stays while another filter, search or month loads. */
export const useEventList = (orgId: string, params: EventListParams) =>
  useQuery({ ...eventListQuery(orgId, params), placeholderData: (previous) => previous });
