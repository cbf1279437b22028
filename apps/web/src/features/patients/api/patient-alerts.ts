import type { AlertRecordView, ObservationIntervals } from "@hulppost/shared/notifications";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getQuery } from "../../../lib/get-query";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { orgRoot } from "../../../lib/query-keys";
import { showAnswer } from "../../../lib/show-answer";
import { patientKeys, patientPaths } from "./keys";

/** Who was alerted about a patient (clinical alerts, observations due) and who opened it (decision 046). */
export const patientAlertsKey = (orgId: string, patientId: string) =>
  [...patientKeys.detail(orgId, patientId), "alerts"] as const;

export const usePatientAlerts = (orgId: string, patientId: string) =>
  useQuery(
    getQuery<AlertRecordView[]>(patientAlertsKey(orgId, patientId), `${patientPaths.record(orgId, patientId)}/alerts`),
  );

/** I opened the record: my alerts about this patient count as opened (and are not escalated by SMS). */
export const markPatientAlertsOpened = (orgId: string, patientId: string) =>
  api<{ opened: number }>(`${patientPaths.record(orgId, patientId)}/alerts/opened`, { method: "POST" });

const intervalsPath = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/observation-intervals`;
const intervalsKey = (orgId: string) => [...orgRoot(orgId), "observation-intervals"] as const;

/** Minutes to the next observation per NEWS2 band: the organisation's, set in Options. */
export const useObservationIntervals = (orgId: string) =>
  useQuery(getQuery<ObservationIntervals>(intervalsKey(orgId), intervalsPath(orgId)));

export function useSaveObservationIntervals(
  orgId: string,
  callbacks: MutationCallbacks<ObservationIntervals, ObservationIntervals>,
) {
  return useApiMutation(
    (body: ObservationIntervals) => api<ObservationIntervals>(intervalsPath(orgId), { method: "PUT", body }),
    callbacks,
    {
      onSuccess: (client, saved) => {
        showAnswer(client, intervalsKey(orgId), saved);
        // Every list's next observations follow the new intervals.
        void client.invalidateQueries({ queryKey: patientKeys.lists(orgId) });
      },
    },
  );
}
