import type { RetentionInput, RetentionView } from "@hulppost/shared/retention";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getQuery } from "../../../lib/get-query";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { orgRoot } from "../../../lib/query-keys";
import { showAnswer } from "../../../lib/show-answer";

const retentionPath = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/retention`;
/** Refreshed with the other settings when they change elsewhere (app/realtime/refreshes.ts). */
export const retentionKey = (orgId: string) => [...orgRoot(orgId), "retention"] as const;

/** How long positions and chat messages are kept (decision 055). */
export const useRetentionPeriods = (orgId: string) =>
  useQuery(getQuery<RetentionView>(retentionKey(orgId), retentionPath(orgId)));

export function useSaveRetentionPeriods(orgId: string, callbacks: MutationCallbacks<RetentionView, RetentionInput>) {
  return useApiMutation(
    (body: RetentionInput) => api<RetentionView>(retentionPath(orgId), { method: "PUT", body }),
    callbacks,
    {
      onSuccess: (client, saved) => {
        showAnswer(client, retentionKey(orgId), saved);
      },
    },
  );
}
