import type { HandoverView } from "@hulppost/shared/papers";
import { api } from "../../../lib/api-client";

const patient = (orgId: string, patientId: string) =>
  `/api/orgs/${encodeURIComponent(orgId)}/patients/${encodeURIComponent(patientId)}`;

export type PatientPaper = "report.pdf" | "handover.pdf" | "fhir";

/** A patient paper's address; without `lang` the server writes it in the organisation's report language. */
export const patientPaperUrl = (orgId: string, patientId: string, paper: PatientPaper) =>
  `${patient(orgId, patientId)}/${paper}`;

export const handoverKey = (orgId: string, patientId: string) =>
  ["org", orgId, "patients", "record", patientId, "handover"] as const;

export const getHandover = (orgId: string, patientId: string) =>
  api<HandoverView>(`${patient(orgId, patientId)}/handover`);

/** The handover page of a record: the same `?id=` the record page reads. */
export const handoverPath = (patientId: string) => `/dashboard/patient/handover?id=${encodeURIComponent(patientId)}`;
