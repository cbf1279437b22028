/**
 * The admin feature's query keys, one factory for the queries of its settings tabs and of the
 * subscription check app/ keeps running (the audit log and the organisation's view are named by
 * the organizations feature's `orgKeys`). Billing, the subscription check and the system status
 * sit outside the organisation's root, as they always have (values kept as they were): a refresh
 * of the whole organisation (a change of plan, a realtime reset) does not ask them again.
 */
export const adminKeys = {
  billingAll: (orgId: string) => ["orgs", orgId, "billing"] as const,
  billing: (orgId: string, month: string | null) => [...adminKeys.billingAll(orgId), month ?? "now"] as const,
  subscription: (orgId: string) => ["subscription", orgId] as const,
  system: () => ["system"] as const,
  systemOrganization: (orgId: string) => [...adminKeys.system(), "org", orgId] as const,
  systemPlatform: () => [...adminKeys.system(), "platform"] as const,
};

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const adminPaths = {
  audit: (orgId: string) => `${org(orgId)}/audit`,
  billing: (orgId: string) => `${org(orgId)}/billing`,
  system: (orgId: string) => `${org(orgId)}/system`,
  platformSystem: "/api/platform/system",
};
