import { api } from "../../../lib/api-client";
import { authPath } from "./paths";

/**
 * Ends the session on the server. Not a mutation hook: the sign-out page calls it until the server
 * is reachable, after the cache has been cleared.
 */
export const signOut = () => api<unknown>(authPath("sign-out"), { method: "POST", body: {} });
