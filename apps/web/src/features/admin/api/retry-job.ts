import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { adminKeys, adminPaths } from "./keys";

/** `orgId` null: the super admin's retry of any job. */
export const retryJob = (orgId: string | null, jobId: string) =>
  api<void>(`${orgId ? adminPaths.system(orgId) : adminPaths.platformSystem}/jobs/${encodeURIComponent(jobId)}/retry`, {
    method: "POST",
  });

/**
 * Both views count the same jobs: a retry refreshes them all, whether it worked or not, and the
 * screen hears how it went once they have (the button's spinner lasts until the list shows the
 * job's new state).
 */
export function useRetryJob(orgId: string | null, callbacks: MutationCallbacks<void, string>) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.system() });
  return useMutation({
    mutationFn: (jobId: string) => retryJob(orgId, jobId),
    onSuccess: async (...args) => {
      await refresh();
      return callbacks.onSuccess?.(...args);
    },
    onError: async (...args) => {
      await refresh();
      return callbacks.onError?.(...args);
    },
  });
}
