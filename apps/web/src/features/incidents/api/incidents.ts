import type {
  CasualtyPlace,
  CasualtyView,
  CategoryCounts,
  DeclareIncidentInput,
  IncidentBoardView,
  IncidentSummaryView,
  TagBatchView,
  TriageInput,
} from "@hulppost/shared/incidents";
import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download";
import { getQuery } from "../../../lib/get-query";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { incidentKeys, incidentPaths, incidentWrite } from "./keys";

/** The open incidents the person may see: the layout's banner and the switch to the board. */
export const useOpenIncidents = (orgId: string | undefined) =>
  useQuery({
    ...getQuery<IncidentSummaryView[]>(incidentKeys.open(orgId ?? ""), incidentPaths.open(orgId ?? "")),
    enabled: !!orgId,
    // Realtime notices refresh it at once; this is for a stream that is down.
    refetchInterval: 60_000,
  });

export const useEventIncidents = (orgId: string, eventId: string) =>
  useQuery(getQuery<IncidentSummaryView[]>(incidentKeys.event(orgId, eventId), incidentPaths.event(orgId, eventId)));

export const useIncidentBoard = (orgId: string, incidentId: string) =>
  useQuery(getQuery<IncidentBoardView>(incidentKeys.board(orgId, incidentId), incidentPaths.board(orgId, incidentId)));

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

export function useRecordTriage(
  orgId: string,
  incidentId: string,
  callbacks: MutationCallbacks<CasualtyView, TriageInput>,
) {
  return useApiMutation(
    (body: TriageInput) => api<CasualtyView>(incidentPaths.triages(orgId, incidentId), { method: "POST", body }),
    callbacks,
    incidentWrite(orgId),
  );
}

export interface CasualtyMove {
  casualtyId: string;
  place: CasualtyPlace;
}
export function useMoveCasualty(
  orgId: string,
  incidentId: string,
  callbacks: MutationCallbacks<CasualtyView, CasualtyMove>,
) {
  return useApiMutation(
    ({ casualtyId, place }: CasualtyMove) =>
      api<CasualtyView>(incidentPaths.place(orgId, incidentId, casualtyId), { method: "PUT", body: { place } }),
    callbacks,
    incidentWrite(orgId),
  );
}

/** The casualty a label names, or null when the label is not used yet in this incident. */
export async function findByTag(orgId: string, incidentId: string, code: string): Promise<CasualtyView | null> {
  try {
    return await api<CasualtyView>(incidentPaths.tag(orgId, incidentId, code));
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
