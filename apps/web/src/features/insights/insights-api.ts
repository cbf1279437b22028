import type { EventInsightsView, InsightSection, InsightsView } from "@hulppost/shared/insights";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
const eventPath = (orgId: string, eventId: string) => `${org(orgId)}/events/${encodeURIComponent(eventId)}`;

export type InsightsTarget = { kind: "period"; from: string; to: string } | { kind: "event"; eventId: string };

export const insightsKeys = {
  all: (orgId: string) => ["org", orgId, "insights"] as const,
  period: (orgId: string, from: string, to: string) => ["org", orgId, "insights", "period", from, to] as const,
  event: (orgId: string, eventId: string) => ["org", orgId, "insights", "event", eventId] as const,
};

export const getInsights = (orgId: string, from: string, to: string) =>
  api<InsightsView>(`${org(orgId)}/insights?${new URLSearchParams({ from, to })}`);
export const getEventInsights = (orgId: string, eventId: string) =>
  api<EventInsightsView>(`${eventPath(orgId, eventId)}/insights`);

/** The figures of a period or of one event. */
export function useInsights(orgId: string, target: InsightsTarget | null) {
  return useQuery<InsightsView>({
    queryKey:
      target?.kind === "event"
        ? insightsKeys.event(orgId, target.eventId)
        : insightsKeys.period(orgId, target?.from ?? "", target?.to ?? ""),
    queryFn: () =>
      target?.kind === "event"
        ? getEventInsights(orgId, target.eventId)
        : getInsights(orgId, target?.from ?? "", target?.to ?? ""),
    enabled: target !== null,
    // Another period keeps the charts on screen while it loads; another event never shows this one's.
    placeholderData: target?.kind === "period" ? (previous) => previous : undefined,
  });
}

/** The server's CSV of the same figures (one section, or all when none is named) in a language. */
export function insightsCsvUrl(orgId: string, target: InsightsTarget, language: string, section?: InsightSection) {
  const query = new URLSearchParams({ lang: language });
  if (section) query.set("section", section);
  if (target.kind === "event") return `${eventPath(orgId, target.eventId)}/insights.csv?${query}`;
  query.set("from", target.from);
  query.set("to", target.to);
  return `${org(orgId)}/insights.csv?${query}`;
}
