import { orgRoot } from "../../../lib/query-keys";

/** The notifications feature's query keys: the bell and realtime refresh them through these. */
export const notificationKeys = {
  all: (orgId: string) => [...orgRoot(orgId), "notifications"] as const,
  list: (orgId: string) => [...orgRoot(orgId), "notifications", "list"] as const,
  preferences: (orgId: string) => [...orgRoot(orgId), "notifications", "preferences"] as const,
  defaults: (orgId: string) => [...orgRoot(orgId), "notifications", "defaults"] as const,
  /** The person's own devices hang under no organisation: they are the person's, in every one. */
  devices: () => ["push-devices"] as const,
};

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;

/** The API's addresses of the feature (one place, for the api/ files). */
export const notificationPaths = {
  list: (orgId: string) => `${org(orgId)}/notifications`,
  open: (orgId: string, id: string) => `${org(orgId)}/notifications/${encodeURIComponent(id)}/open`,
  readAll: (orgId: string) => `${org(orgId)}/notifications/read`,
  preferences: (orgId: string) => `${org(orgId)}/alert-preferences`,
  defaults: (orgId: string) => `${org(orgId)}/alert-defaults`,
  pushKey: "/api/me/push-key",
  devices: "/api/me/push-devices",
  device: (id: string) => `/api/me/push-devices/${encodeURIComponent(id)}`,
  test: (id: string) => `/api/me/push-devices/${encodeURIComponent(id)}/test`,
};
