import type { QueryClient } from "@tanstack/react-query";
import type { ApiMutation } from "../../../lib/mutation-callbacks";
import { orgRoot } from "../../../lib/query-keys";

/** The incidents feature's query keys: its pages and the realtime refreshes name queries through these. */
export const incidentKeys = {
  all: (orgId: string) => [...orgRoot(orgId), "incidents"] as const,
  open: (orgId: string) => [...orgRoot(orgId), "incidents", "open"] as const,
  event: (orgId: string, eventId: string) => [...orgRoot(orgId), "incidents", "event", eventId] as const,
  board: (orgId: string, incidentId: string) => [...orgRoot(orgId), "incidents", "board", incidentId] as const,
  tagBatches: (orgId: string) => [...orgRoot(orgId), "incidents", "tag-batches"] as const,
  hospitals: (orgId: string) => [...orgRoot(orgId), "incidents", "hospitals"] as const,
  patientCasualty: (orgId: string, patientId: string) =>
    [...orgRoot(orgId), "incidents", "patient", patientId] as const,
};

/** After any change to an incident or its casualties, every incident query is out of date. */
export const incidentWrite = (orgId: string): ApiMutation<unknown, unknown> => ({
  onSuccess: (client: QueryClient) => {
    void client.invalidateQueries({ queryKey: incidentKeys.all(orgId) });
  },
});

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
const incident = (orgId: string, incidentId: string) => `${org(orgId)}/incidents/${encodeURIComponent(incidentId)}`;

/** The API's addresses of the feature (one place, for the api/ files). */
export const incidentPaths = {
  open: (orgId: string) => `${org(orgId)}/incidents/open`,
  event: (orgId: string, eventId: string) => `${org(orgId)}/events/${encodeURIComponent(eventId)}/incidents`,
  board: incident,
  close: (orgId: string, incidentId: string) => `${incident(orgId, incidentId)}/close`,
  triages: (orgId: string, incidentId: string) => `${incident(orgId, incidentId)}/triages`,
  tag: (orgId: string, incidentId: string, code: string) =>
    `${incident(orgId, incidentId)}/tags/${encodeURIComponent(code)}`,
  place: (orgId: string, incidentId: string, casualtyId: string) =>
    `${incident(orgId, incidentId)}/casualties/${encodeURIComponent(casualtyId)}/place`,
  record: (orgId: string, incidentId: string, casualtyId: string) =>
    `${incident(orgId, incidentId)}/casualties/${encodeURIComponent(casualtyId)}/record`,
  patientCasualty: (orgId: string, patientId: string) =>
    `${org(orgId)}/patients/${encodeURIComponent(patientId)}/casualty`,
  report: (orgId: string, incidentId: string, format: "pdf" | "csv" | "fhir") =>
    format === "fhir" ? `${incident(orgId, incidentId)}/fhir` : `${incident(orgId, incidentId)}/report.${format}`,
  tagBatches: (orgId: string) => `${org(orgId)}/triage-tags`,
  hospitals: (orgId: string) => `${org(orgId)}/hospitals`,
  hospital: (orgId: string, hospitalId: string) => `${org(orgId)}/hospitals/${encodeURIComponent(hospitalId)}`,
  capacity: (orgId: string, incidentId: string, hospitalId: string) =>
    `${incident(orgId, incidentId)}/hospitals/${encodeURIComponent(hospitalId)}`,
  transport: (orgId: string, incidentId: string, casualtyId: string) =>
    `${incident(orgId, incidentId)}/casualties/${encodeURIComponent(casualtyId)}/transport`,
  tagSheet: (orgId: string, batchId: string) => `${org(orgId)}/triage-tags/${encodeURIComponent(batchId)}/labels.pdf`,
};
