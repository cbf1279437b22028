import type {
  CreatePatientInput,
  MobilePatientView,
  PatientHistoryEntry,
  PatientListParams,
  PatientListView,
  PatientRetention,
  PatientStatus,
  PatientView,
  UpdatePatientInput,
} from "@hulppost/shared/patients";
import type { VitalSignsInput, VitalSignsView } from "@hulppost/shared/vital-signs";
import type { QueryClient } from "@tanstack/react-query";
import { api, putPhoto } from "../../lib/api-client";

export type { PatientListParams };

/** The list as a post first sees it: every patient, newest first. Fetched ahead for the field. */
export const FIRST_PATIENT_PAGE: PatientListParams = {
  status: [],
  urgency: [],
  search: "",
  sort: "arrived_desc",
  page: 1,
  pageSize: 25,
};

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
const patient = (orgId: string, patientId: string) => `${org(orgId)}/patients/${encodeURIComponent(patientId)}`;

export const patientKeys = {
  all: (orgId: string) => ["org", orgId, "patients"] as const,
  list: (orgId: string, eventId: string, params: PatientListParams) =>
    ["org", orgId, "patients", "event", eventId, params] as const,
  detail: (orgId: string, patientId: string) => ["org", orgId, "patients", "record", patientId] as const,
  vitals: (orgId: string, patientId: string) => ["org", orgId, "patients", "record", patientId, "vitals"] as const,
  history: (orgId: string, patientId: string) => ["org", orgId, "patients", "record", patientId, "history"] as const,
  retention: (orgId: string) => ["org", orgId, "patient-retention"] as const,
  mobile: () => ["platform", "mobile-patients"] as const,
};

/** After any change to a record, its lists, its page and its history are out of date. */
export function invalidatePatient(client: QueryClient, orgId: string, patientId?: string) {
  void client.invalidateQueries({ queryKey: ["org", orgId, "patients", "event"] });
  if (patientId) void client.invalidateQueries({ queryKey: patientKeys.detail(orgId, patientId) });
}

export function listPatients(orgId: string, eventId: string, params: PatientListParams) {
  const query = new URLSearchParams({
    sort: params.sort,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  for (const status of params.status) query.append("status", status);
  for (const urgency of params.urgency) query.append("urgency", urgency);
  if (params.search) query.set("search", params.search);
  return api<PatientListView>(`${org(orgId)}/events/${encodeURIComponent(eventId)}/patients?${query}`);
}

export const createPatient = (orgId: string, eventId: string, body: CreatePatientInput) =>
  api<PatientView>(`${org(orgId)}/events/${encodeURIComponent(eventId)}/patients`, { method: "POST", body });
export const getPatient = (orgId: string, patientId: string) => api<PatientView>(patient(orgId, patientId));
export const updatePatient = (orgId: string, patientId: string, body: UpdatePatientInput) =>
  api<PatientView>(patient(orgId, patientId), { method: "PATCH", body });
export const changePatientStatus = (orgId: string, patientId: string, status: PatientStatus) =>
  api<PatientView>(`${patient(orgId, patientId)}/status`, { method: "POST", body: { status } });
export const deletePatient = (orgId: string, patientId: string) =>
  api<void>(patient(orgId, patientId), { method: "DELETE" });
export const getPatientHistory = (orgId: string, patientId: string) =>
  api<PatientHistoryEntry[]>(`${patient(orgId, patientId)}/history`);

export const listVitalSigns = (orgId: string, patientId: string) =>
  api<VitalSignsView[]>(`${patient(orgId, patientId)}/vitals`);
export const addVitalSigns = (orgId: string, patientId: string, body: VitalSignsInput) =>
  api<VitalSignsView>(`${patient(orgId, patientId)}/vitals`, { method: "POST", body });

export const photoUrl = (orgId: string, patientId: string, version: string | null) =>
  `${patient(orgId, patientId)}/photo${version ? `?v=${encodeURIComponent(version)}` : ""}`;

export const uploadPhoto = (orgId: string, patientId: string, file: Blob) =>
  putPhoto(`${patient(orgId, patientId)}/photo`, file);
export const deletePhoto = (orgId: string, patientId: string) =>
  api<void>(`${patient(orgId, patientId)}/photo`, { method: "DELETE" });

export const getRetention = (orgId: string) => api<PatientRetention>(`${org(orgId)}/patient-retention`);
export const setRetention = (orgId: string, months: number | null) =>
  api<PatientRetention>(`${org(orgId)}/patient-retention`, { method: "PUT", body: { months } });

export interface MobilePatientCursor {
  before: string;
  beforeId: string;
}

/** Where the page after `page` starts (its last row's arrival and id), or undefined after the last page. */
export function nextMobilePatientCursor(page: readonly MobilePatientView[], pageSize: number) {
  const last = page.at(-1);
  return page.length === pageSize && last ? { before: last.arrivedAt, beforeId: last.id } : undefined;
}

/**
 * A page of mobile patients, after the cursor `nextMobilePatientCursor` gave for the previous page
 * (arrival and id, so equal arrival times across pages are neither skipped nor repeated).
 */
export function listMobilePatients(cursor?: MobilePatientCursor) {
  const query = cursor ? `?${new URLSearchParams({ before: cursor.before, beforeId: cursor.beforeId })}` : "";
  return api<MobilePatientView[]>(`/api/platform/mobile-patients${query}`);
}
export const openMobilePatient = (patientId: string) =>
  api<MobilePatientView>(`/api/platform/mobile-patients/${encodeURIComponent(patientId)}`);
