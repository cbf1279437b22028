import type { VitalSignsView } from "@hulppost/shared/vital-signs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { patientKeys, patientPaths } from "./keys";

export const listVitalSigns = (orgId: string, patientId: string) =>
  api<VitalSignsView[]>(`${patientPaths.record(orgId, patientId)}/vitals`);

export const vitalSignsQuery = (orgId: string, patientId: string) =>
  queryOptions({ queryKey: patientKeys.vitals(orgId, patientId), queryFn: () => listVitalSigns(orgId, patientId) });

/** Fetched only while shown (`enabled`): the dialog opens them. */
export const useVitalSigns = (orgId: string, patientId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...vitalSignsQuery(orgId, patientId), enabled });
