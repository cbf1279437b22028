import type { EventDetailView } from "@hulppost/shared/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { eventKeys, eventPaths } from "./keys";

export const getEvent = (orgId: string, eventId: string) => api<EventDetailView>(eventPaths.event(orgId, eventId));

export const eventQuery = (orgId: string, eventId: string) =>
  queryOptions({ queryKey: eventKeys.detail(orgId, eventId), queryFn: () => getEvent(orgId, eventId) });

/** One event with its people, teams and raised hands; `enabled` waits for an organisation and an id. */
export const useEvent = (orgId: string, eventId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...eventQuery(orgId, eventId), enabled });
