import type { PatientHistoryEntry } from "@hulppost/shared/patients";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { patientKeys, patientPaths } from "./keys";

export const getPatientHistory = (orgId: string, patientId: string) =>
  api<PatientHistoryEntry[]>(`${patientPaths.record(orgId, patientId)}/history`);

export const patientHistoryQuery = (orgId: string, patientId: string) =>
  queryOptions({
    queryKey: patientKeys.history(orgId, patientId),
    queryFn: () => getPatientHistory(orgId, patientId),
  });

export const usePatientHistory = (orgId: string, patientId: string) => useQuery(patientHistoryQuery(orgId, patientId));
