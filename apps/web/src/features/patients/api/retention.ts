import type { PatientRetention } from "@hulppost/shared/patients";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { showAnswer } from "../../../lib/show-answer";
import { patientKeys, patientPaths } from "./keys";

/** GET and PUT of one setting (how long records are kept), one endpoint: one file. */
export const getRetention = (orgId: string) => api<PatientRetention>(patientPaths.retention(orgId));
export const setRetention = (orgId: string, months: number | null) =>
  api<PatientRetention>(patientPaths.retention(orgId), { method: "PUT", body: { months } });

export const retentionQuery = (orgId: string) =>
  queryOptions({ queryKey: patientKeys.retention(orgId), queryFn: () => getRetention(orgId) });

export const useRetention = (orgId: string) => useQuery(retentionQuery(orgId));

export function useSetRetention(orgId: string, callbacks: MutationCallbacks<PatientRetention, number | null>) {
  return useApiMutation((months) => setRetention(orgId, months), callbacks, {
    onSuccess: (client, saved) => {
      showAnswer(client, patientKeys.retention(orgId), saved);
    },
  });
}
