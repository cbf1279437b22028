import type { Language } from "@hulppost/shared/constants";
import type {
  CasualtyPlace,
  CasualtyView,
  CategoryCounts,
  DeclareIncidentInput,
  HospitalCapacity,
  HospitalInput,
  HospitalView,
  IncidentBoardView,
  IncidentSummaryView,
  PatientCasualtyView,
  TagBatchView,
  TransportInput,
  TriageInput,
} from "@hulppost/shared/incidents";
import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client";
import { downloadFile, inLanguage } from "../../../lib/download";
import { moveCasualty, recordTriage, type WriteOutcome } from "../../../lib/field/field-writes";
import { getQuery } from "../../../lib/get-query";
import { type ApiMutation, type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { incidentKeys, incidentPaths, incidentWrite } from "./keys";

/** The open incidents the person may see: the layout's banner and the switch to the board. */
export const openIncidentsQuery = (orgId: string) =>
  getQuery<IncidentSummaryView[]>(incidentKeys.open(orgId), incidentPaths.open(orgId));

export const boardQuery = (orgId: string, incidentId: string) =>
  getQuery<IncidentBoardView>(incidentKeys.board(orgId, incidentId), incidentPaths.board(orgId, incidentId));

export const useOpenIncidents = (orgId: string | undefined) =>
  useQuery({
    ...openIncidentsQuery(orgId ?? ""),
    enabled: !!orgId,
    // Realtime notices refresh it at once; this is for a stream that is down.
    refetchInterval: 60_000,
  });

export const useEventIncidents = (orgId: string, eventId: string) =>
  useQuery(getQuery<IncidentSummaryView[]>(incidentKeys.event(orgId, eventId), incidentPaths.event(orgId, eventId)));

export const useIncidentBoard = (orgId: string, incidentId: string) => useQuery(boardQuery(orgId, incidentId));

export function useDeclareIncident(
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<IncidentSummaryView, DeclareIncidentInput>,
) {
  return useApiMutation(
    (body: DeclareIncidentInput) =>
      api<IncidentSummaryView>(incidentPaths.event(orgId, eventId), { method: "POST", body }),
    callbacks,
    incidentWrite(orgId),
  );
}

export interface CloseIncident {
  finalCounts: CategoryCounts;
  note?: string | null;
}
export function useCloseIncident(
  orgId: string,
  incidentId: string,
  callbacks: MutationCallbacks<IncidentSummaryView, CloseIncident>,
) {
  return useApiMutation(
    (body: CloseIncident) => api<IncidentSummaryView>(incidentPaths.close(orgId, incidentId), { method: "POST", body }),
    callbacks,
    incidentWrite(orgId),
  );
}

/**
 * A triage, sent at once or kept on the phone (field mode's queue) when the network is gone: it
 * runs whatever the network says, and the board follows when the server has it.
 */
export function useRecordTriage(
  orgId: string,
  incidentId: string,
  callbacks: MutationCallbacks<WriteOutcome<CasualtyView>, TriageInput>,
) {
  return useApiMutation((body: TriageInput) => recordTriage(orgId, incidentId, body), callbacks, {
    networkMode: "always",
    ...answered(orgId),
  });
}

export interface CasualtyMove {
  casualtyId: string;
  place: CasualtyPlace;
}
/** Where a casualty is now: kept on the phone like a triage when offline, the later move wins. */
export function useMoveCasualty(
  orgId: string,
  incidentId: string,
  callbacks: MutationCallbacks<WriteOutcome<CasualtyView>, CasualtyMove>,
) {
  return useApiMutation(
    ({ casualtyId, place }: CasualtyMove) => moveCasualty(orgId, incidentId, casualtyId, place),
    callbacks,
    { networkMode: "always", ...answered(orgId) },
  );
}

/** The boards refresh once the server answered; a kept change shows in the board's waiting list. */
const answered = (orgId: string): ApiMutation<WriteOutcome<CasualtyView>, unknown> => ({
  onSuccess: (client, outcome) => {
    if (!outcome.queued) void client.invalidateQueries({ queryKey: incidentKeys.all(orgId) });
  },
});

const LOOKUP_TIMEOUT_MS = 5_000;

/** The casualty a label names, or null when the label is not used yet in this incident. */
export async function findByTag(orgId: string, incidentId: string, code: string): Promise<CasualtyView | null> {
  try {
    // A scene's network that hangs must not hold the triage: after 5 s the phone goes on without.
    return await api<CasualtyView>(incidentPaths.tag(orgId, incidentId, code), { timeoutMs: LOOKUP_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof ApiError && error.code === "CASUALTY_NOT_FOUND") return null;
    throw error;
  }
}

export const useTagBatches = (orgId: string) =>
  useQuery(getQuery<TagBatchView[]>(incidentKeys.tagBatches(orgId), incidentPaths.tagBatches(orgId)));

export function useCreateTagBatch(orgId: string, callbacks: MutationCallbacks<TagBatchView, number>) {
  return useApiMutation(
    (count: number) => api<TagBatchView>(incidentPaths.tagBatches(orgId), { method: "POST", body: { count } }),
    callbacks,
    incidentWrite(orgId),
  );
}

/** A batch's sheets as the PDF the server makes, saved under its name. */
export const downloadTagSheet = (orgId: string, batch: TagBatchView) =>
  downloadFile(incidentPaths.tagSheet(orgId, batch.id), `triage-labels-${batch.firstCode}.pdf`);

/** Opens (or finds) the patient record of a casualty taken into treatment. */
export function useOpenCasualtyRecord(
  orgId: string,
  incidentId: string,
  callbacks: MutationCallbacks<{ patientId: string }, string>,
) {
  return useApiMutation(
    (casualtyId: string) =>
      api<{ patientId: string }>(incidentPaths.record(orgId, incidentId, casualtyId), { method: "POST" }),
    callbacks,
    incidentWrite(orgId),
  );
}

/** The casualty a record was opened for, or null for an ordinary record. */
export const usePatientCasualty = (orgId: string, patientId: string) =>
  useQuery({
    queryKey: incidentKeys.patientCasualty(orgId, patientId),
    queryFn: async () => {
      try {
        return await api<PatientCasualtyView>(incidentPaths.patientCasualty(orgId, patientId));
      } catch (error) {
        if (error instanceof ApiError && error.code === "CASUALTY_NOT_FOUND") return null;
        throw error;
      }
    },
  });

export const useHospitals = (orgId: string) =>
  useQuery(getQuery<HospitalView[]>(incidentKeys.hospitals(orgId), incidentPaths.hospitals(orgId)));

export function useCreateHospital(orgId: string, callbacks: MutationCallbacks<HospitalView, HospitalInput>) {
  return useApiMutation(
    (body: HospitalInput) => api<HospitalView>(incidentPaths.hospitals(orgId), { method: "POST", body }),
    callbacks,
    incidentWrite(orgId),
  );
}

export function useDeleteHospital(orgId: string, callbacks: MutationCallbacks<void, string>) {
  return useApiMutation(
    (hospitalId: string) => api<void>(incidentPaths.hospital(orgId, hospitalId), { method: "DELETE" }),
    callbacks,
    incidentWrite(orgId),
  );
}

export interface CapacityChange {
  hospitalId: string;
  capacity: HospitalCapacity;
}
export function useSetCapacity(
  orgId: string,
  incidentId: string,
  callbacks: MutationCallbacks<HospitalCapacity, CapacityChange>,
) {
  return useApiMutation(
    ({ hospitalId, capacity }: CapacityChange) =>
      api<HospitalCapacity>(incidentPaths.capacity(orgId, incidentId, hospitalId), { method: "PUT", body: capacity }),
    callbacks,
    incidentWrite(orgId),
  );
}

export interface Transport extends TransportInput {
  casualtyId: string;
}
export function useTransport(orgId: string, incidentId: string, callbacks: MutationCallbacks<CasualtyView, Transport>) {
  return useApiMutation(
    ({ casualtyId, ...body }: Transport) =>
      api<CasualtyView>(incidentPaths.transport(orgId, incidentId, casualtyId), { method: "PUT", body }),
    callbacks,
    incidentWrite(orgId),
  );
}

/** The incident report (PDF) or its casualties (CSV), saved under the name the server gives. */
/** The incident's papers in `lang`; without one, in the organisation's report language. */
export const downloadIncidentReport = (
  orgId: string,
  incidentId: string,
  format: "pdf" | "csv" | "fhir",
  lang?: Language,
) =>
  downloadFile(
    inLanguage(incidentPaths.report(orgId, incidentId, format), lang),
    `incident.${format === "fhir" ? "json" : format}`,
  );
