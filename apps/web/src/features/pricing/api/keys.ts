import { PLATFORM_ROOT } from "../../../lib/query-keys";

/** The pricing feature's query keys, one factory for the public prices and the super admin's history. */
export const pricingKeys = {
  /** The public prices: the landing page, the billing tab, the SMS center. Anyone's, so under no root. */
  public: () => ["prices"] as const,
  /** The super admin's history of changes. */
  history: () => [...PLATFORM_ROOT, "prices"] as const,
};

/** The API's addresses of the feature (one place, for the api/ files). */
export const pricingPaths = {
  public: "/api/prices",
  changes: "/api/platform/prices",
  change: (id: string) => `/api/platform/prices/${encodeURIComponent(id)}`,
};
