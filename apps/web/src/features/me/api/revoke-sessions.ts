import { api } from "../../../lib/api-client";
import { type ApiMutation, type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { profileKeys, profilePaths } from "./keys";

/** Signs one session out (by its token), or every one but this browser's. */
export const revokeSession = (token: string) =>
  api<unknown>(profilePaths.auth("revoke-session"), { method: "POST", body: { token } });
export const revokeOtherSessions = () =>
  api<unknown>(profilePaths.auth("revoke-other-sessions"), { method: "POST", body: {} });

/** After either, the sessions (and which is this browser's) are asked again. */
const refreshSessions: ApiMutation<unknown, unknown> = {
  onSuccess: (client) => {
    void client.invalidateQueries({ queryKey: profileKeys.sessions() });
  },
};

export const useRevokeSession = (callbacks: MutationCallbacks<unknown, string>) =>
  useApiMutation(revokeSession, callbacks, refreshSessions);

export const useRevokeOtherSessions = (callbacks: MutationCallbacks<unknown, void>) =>
  useApiMutation(revokeOtherSessions, callbacks, refreshSessions);
