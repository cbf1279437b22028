import type { ApiMutation } from "../../../lib/mutation-callbacks";
import { ME_QUERY_KEY } from "../../../lib/session";

/**
 * The profile feature's query keys. The signed-in person (`me`) is lib/session's query: the menu,
 * the guards and this page all read it. The sessions are the person's own, not an organisation's,
 * so they hang under no root; field mode reads their first part to leave them out of how old a
 * page's data is (lib/field/field-state).
 */
export const profileKeys = {
  sessions: () => ["sessions"] as const,
  currentSession: () => [...profileKeys.sessions(), "current"] as const,
};

/** The cache work of a change that `me` shows (profile, language, two-factor): `me` is asked again. */
export const meWrite: ApiMutation<unknown, unknown> = {
  onSuccess: (client) => {
    void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
  },
};

/** The API's addresses of the feature: its own under /api/me, Better Auth's under /api/auth. */
export const profilePaths = {
  profile: "/api/me/profile",
  language: "/api/me/language",
  auth: (action: string) => `/api/auth/${action}`,
};
