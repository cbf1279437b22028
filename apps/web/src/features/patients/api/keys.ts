import type { PatientListParams } from "@hulppost/shared/patients";
import type { QueryClient } from "@tanstack/react-query";
import type { ApiMutation } from "../../../lib/mutation-callbacks";
import { orgRoot, PLATFORM_ROOT } from "../../../lib/query-keys";

/**
 * The patients feature's query keys, one factory for every query of it: the pages, field mode's
 * ahead-fetch and its sender, and the realtime refreshes all name a query through these, so an
 * invalidation always reaches what a page shows.
 */
export const patientKeys = {
  all: (orgId: string) => [...orgRoot(orgId), "patients"] as const,
  lists: (orgId: string) => [...orgRoot(orgId), "patients", "event"] as const,
  list: (orgId: string, eventId: string, params: PatientListParams) =>
    [...orgRoot(orgId), "patients", "event", eventId, params] as const,
  detail: (orgId: string, patientId: string) => [...orgRoot(orgId), "patients", "record", patientId] as const,
  vitals: (orgId: string, patientId: string) => [...patientKeys.detail(orgId, patientId), "vitals"] as const,
  history: (orgId: string, patientId: string) => [...patientKeys.detail(orgId, patientId), "history"] as const,
  handover: (orgId: string, patientId: string) => [...patientKeys.detail(orgId, patientId), "handover"] as const,
  retention: (orgId: string) => [...orgRoot(orgId), "patient-retention"] as const,
  mobile: () => [...PLATFORM_ROOT, "mobile-patients"] as const,
};

/** After any change to a record, its lists and (given its id) its page are out of date. */
export function invalidatePatient(client: QueryClient, orgId: string, patientId?: string) {
  void client.invalidateQueries({ queryKey: patientKeys.lists(orgId) });
  if (patientId) void client.invalidateQueries({ queryKey: patientKeys.detail(orgId, patientId) });
}

/** The cache work of a write to a record (useApiMutation's third argument): invalidatePatient's. */
export const patientWrite = (orgId: string, patientId?: string): ApiMutation<unknown, unknown> => ({
  onSuccess: (client) => {
    invalidatePatient(client, orgId, patientId);
  },
});

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const patientPaths = {
  eventPatients: (orgId: string, eventId: string) => `${org(orgId)}/events/${encodeURIComponent(eventId)}/patients`,
  record: (orgId: string, patientId: string) => `${org(orgId)}/patients/${encodeURIComponent(patientId)}`,
  retention: (orgId: string) => `${org(orgId)}/patient-retention`,
  mobile: "/api/platform/mobile-patients",
};
