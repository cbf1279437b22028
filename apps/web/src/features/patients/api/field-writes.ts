import type { CreatePatientInput, PatientView, UpdatePatientInput } from "@hulppost/shared/patients";
import type { VitalSignsInput, VitalSignsView } from "@hulppost/shared/vital-signs";
import type { QueryClient } from "@tanstack/react-query";
import {
  editPatient,
  recordVitals,
  registerPatient,
  type StatusStep,
  setPatientStatus,
  type WriteOutcome,
} from "../../../lib/field/field-writes";
import { type ApiMutation, type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { showAnswer } from "../../../lib/show-answer";
import { invalidatePatient, patientKeys } from "./keys";

/**
 * The record's writes that field mode may keep on the device (POST a patient, PATCH it, POST its
 * status, POST a measurement): sent when there is a network, kept and sent later when there is
 * none, so they run whatever the network says (`networkMode: "always"`). When the server answered,
 * the hooks bring the cache up to date; a kept write shows through the offline overlay instead.
 */
const always = { networkMode: "always" } as const;

export function useRegisterPatient(
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<WriteOutcome<PatientView>, CreatePatientInput & { id: string }>,
) {
  return useApiMutation((body) => registerPatient(orgId, eventId, body), callbacks, {
    ...always,
    onSuccess: (client, outcome) => {
      if (!outcome.queued) invalidatePatient(client, orgId);
    },
  });
}

export function useUpdatePatient(
  orgId: string,
  patientId: string,
  callbacks: MutationCallbacks<WriteOutcome<PatientView>, { changes: UpdatePatientInput; version: number }>,
) {
  return useApiMutation(
    ({ changes, version }) => editPatient(orgId, patientId, changes, version || undefined),
    callbacks,
    answeredWrite(orgId),
  );
}

export function useChangePatientStatus(
  orgId: string,
  patientId: string,
  callbacks: MutationCallbacks<WriteOutcome<PatientView>, StatusStep>,
) {
  return useApiMutation((step) => setPatientStatus(orgId, patientId, step), callbacks, answeredWrite(orgId));
}

export function useAddVitalSigns(
  orgId: string,
  patientId: string,
  callbacks: MutationCallbacks<WriteOutcome<VitalSignsView>, VitalSignsInput & { id: string }>,
) {
  return useApiMutation((body) => recordVitals(orgId, patientId, body), callbacks, {
    ...always,
    onSuccess: (client) => {
      // The record's score and the lists' NEWS2 follow from the new measurement.
      void client.invalidateQueries({ queryKey: patientKeys.vitals(orgId, patientId) });
      invalidatePatient(client, orgId, patientId);
    },
  });
}

/** The cache work of a change to a record (sent whatever the network says): `answered`, when the server answered. */
const answeredWrite = (orgId: string): ApiMutation<WriteOutcome<PatientView>, unknown> => ({
  ...always,
  onSuccess: (client, outcome) => {
    if (!outcome.queued) answered(client, orgId, outcome.answer);
  },
});

/** The record as the server answered a change: its page shows it at once, its lists and history refresh. */
function answered(client: QueryClient, orgId: string, record: PatientView) {
  showAnswer(client, patientKeys.detail(orgId, record.id), record);
  invalidatePatient(client, orgId);
  void client.invalidateQueries({ queryKey: patientKeys.history(orgId, record.id) });
}
