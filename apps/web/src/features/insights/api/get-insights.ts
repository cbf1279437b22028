import type { OrganizationInsightsView } from "@hulppost/shared/insights";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { insightsKeys, insightsPaths } from "./keys";

/** A period of days, YYYY-MM-DD, both included. */
export interface InsightsPeriod {
  from: string;
  to: string;
}

export const getInsights = (orgId: string, { from, to }: InsightsPeriod) =>
  api<OrganizationInsightsView>(`${insightsPaths.period(orgId)}?${new URLSearchParams({ from, to })}`);

export const insightsQuery = (orgId: string, period: InsightsPeriod) =>
  queryOptions({
    queryKey: insightsKeys.period(orgId, period.from, period.to),
    queryFn: () => getInsights(orgId, period),
  });

/** The organisation's figures over a period; another period keeps the charts on screen while it loads. */
export const useInsights = (orgId: string, period: InsightsPeriod) =>
  useQuery({ ...insightsQuery(orgId, period), placeholderData: (previous) => previous });
