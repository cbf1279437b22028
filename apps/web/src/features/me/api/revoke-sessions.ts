import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { profileKeys, profilePaths } from "./keys";

/** Signs one session out (by its token), or every one but this browser's. */
export const revokeSession = (token: string) =>
  api<unknown>(profilePaths.auth("revoke-session"), { method: "POST", body: { token } });
export const revokeOtherSessions = () =>
  api<unknown>(profilePaths.auth("revoke-other-sessions"), { method: "POST", body: {} });

/** After either, the sessions (and which is this browser's) are asked again. */
const useRefreshSessions = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: profileKeys.sessions() });
};

export function useRevokeSession(callbacks: MutationCallbacks<unknown, string>) {
  const refresh = useRefreshSessions();
  return useMutation({
    ...callbacks,
    mutationFn: revokeSession,
    onSuccess: (...args) => {
      void refresh();
      return callbacks.onSuccess?.(...args);
    },
  });
}

export function useRevokeOtherSessions(callbacks: MutationCallbacks<unknown, void>) {
  const refresh = useRefreshSessions();
  return useMutation({
    ...callbacks,
    mutationFn: revokeOtherSessions,
    onSuccess: (...args) => {
      void refresh();
      return callbacks.onSuccess?.(...args);
    },
  });
}
