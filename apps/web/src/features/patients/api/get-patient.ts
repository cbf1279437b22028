import type { PatientView } from "@hulppost/shared/patients";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client";
import { patientKeys, patientPaths } from "./keys";

export const getPatient = (orgId: string, patientId: string) => api<PatientView>(patientPaths.record(orgId, patientId));

export const patientQuery = (orgId: string, patientId: string) =>
  queryOptions({ queryKey: patientKeys.detail(orgId, patientId), queryFn: () => getPatient(orgId, patientId) });

/** A refusal (not found, not allowed) is an answer, not retried; a lost connection is, three times. */
export function usePatient(orgId: string | undefined, patientId: string) {
  return useQuery({
    ...patientQuery(orgId ?? "", patientId),
    enabled: !!orgId && !!patientId,
    retry: (count, error) => !isApiError(error) && count < 3,
  });
}
