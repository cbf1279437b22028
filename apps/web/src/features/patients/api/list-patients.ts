import type { PatientListParams, PatientListView } from "@hulppost/shared/patients";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { patientKeys, patientPaths } from "./keys";

/** The list as a post first sees it: who is still at the post, sickest first. Fetched ahead for the field. */
export const FIRST_PATIENT_PAGE: PatientListParams = {
  scope: "at_post",
  status: [],
  urgency: [],
  search: "",
  sort: "priority",
  page: 1,
  pageSize: 25,
};

export function listPatients(orgId: string, eventId: string, params: PatientListParams) {
  const query = new URLSearchParams({
    scope: params.scope,
    sort: params.sort,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  for (const status of params.status) query.append("status", status);
  for (const urgency of params.urgency) query.append("urgency", urgency);
  if (params.search) query.set("search", params.search);
  return api<PatientListView>(`${patientPaths.eventPatients(orgId, eventId)}?${query}`);
}

/** One page of an event's patients: the key and fetcher the list and field mode's ahead-fetch share. */
export const patientListQuery = (orgId: string, eventId: string, params: PatientListParams) =>
  queryOptions({
    queryKey: patientKeys.list(orgId, eventId, params),
    queryFn: () => listPatients(orgId, eventId, params),
  });

/** The page shown stays while the next one loads; a live event's list refreshes every `refreshMs`. */
export function usePatientList(
  orgId: string,
  eventId: string,
  params: PatientListParams,
  { refreshMs }: { refreshMs: number | false },
) {
  return useQuery({
    ...patientListQuery(orgId, eventId, params),
    placeholderData: keepPreviousData,
    refetchInterval: refreshMs,
  });
}
