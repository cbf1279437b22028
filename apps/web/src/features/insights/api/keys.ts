import { orgRoot } from "../../../lib/query-keys";

/** The insights feature's query keys, one factory for every query of it. */
export const insightsKeys = {
  all: (orgId: string) => [...orgRoot(orgId), "insights"] as const,
  period: (orgId: string, from: string, to: string) => [...insightsKeys.all(orgId), "period", from, to] as const,
  event: (orgId: string, eventId: string) => [...insightsKeys.all(orgId), "event", eventId] as const,
};

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const insightsPaths = {
  period: (orgId: string) => `${org(orgId)}/insights`,
  event: (orgId: string, eventId: string) => `${org(orgId)}/events/${encodeURIComponent(eventId)}/insights`,
};
