import type { EventInsightsView } from "@hulppost/shared/insights";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { insightsKeys, insightsPaths } from "./keys";

export const getEventInsights = (orgId: string, eventId: string) =>
  api<EventInsightsView>(insightsPaths.event(orgId, eventId));

export const eventInsightsQuery = (orgId: string, eventId: string) =>
  queryOptions({ queryKey: insightsKeys.event(orgId, eventId), queryFn: () => getEventInsights(orgId, eventId) });

/** One event's figures; another event never shows this one's while it loads. */
export const useEventInsights = (orgId: string, eventId: string) => useQuery(eventInsightsQuery(orgId, eventId));
