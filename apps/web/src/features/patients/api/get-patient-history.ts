import type { PatientHistoryEntry } from "@hulppost/shared/patients";
import { useQuery } from "@tanstack/react-query";
import { getQuery } from "../../../lib/get-query";
import { patientKeys, patientPaths } from "./keys";

export const patientHistoryQuery = (orgId: string, patientId: string) =>
  getQuery<PatientHistoryEntry[]>(
    patientKeys.history(orgId, patientId),
    `${patientPaths.record(orgId, patientId)}/history`,
  );

export const usePatientHistory = (orgId: string, patientId: string) => useQuery(patientHistoryQuery(orgId, patientId));
