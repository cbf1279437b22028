import { orgRoot } from "../../../lib/query-keys";

/** The locations feature's query keys, one factory for every query of it. */
export const locationKeys = {
  all: (orgId: string) => [...orgRoot(orgId), "locations"] as const,
  event: (orgId: string, eventId: string) => [...locationKeys.all(orgId), "event", eventId] as const,
  members: (orgId: string) => [...locationKeys.all(orgId), "members"] as const,
};

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const locationPaths = {
  locations: (orgId: string) => `${org(orgId)}/locations`,
  mine: (orgId: string) => `${org(orgId)}/locations/mine`,
  event: (orgId: string, eventId: string) => `${org(orgId)}/events/${encodeURIComponent(eventId)}/locations`,
};
