import type { CreatePatientInput, PatientStatus, PatientView, UpdatePatientInput } from "@hulppost/shared/patients";
import type { VitalSignsInput, VitalSignsView } from "@hulppost/shared/vital-signs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  editPatient,
  recordVitals,
  registerPatient,
  setPatientStatus,
  type WriteOutcome,
} from "../../../lib/field/field-writes";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
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
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    ...always,
    mutationFn: (body: CreatePatientInput & { id: string }) => registerPatient(orgId, eventId, body),
    onSuccess: (outcome, ...rest) => {
      if (!outcome.queued) invalidatePatient(client, orgId);
      return callbacks.onSuccess?.(outcome, ...rest);
    },
  });
}

export function useUpdatePatient(
  orgId: string,
  patientId: string,
  callbacks: MutationCallbacks<WriteOutcome<PatientView>, { changes: UpdatePatientInput; version: number }>,
) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    ...always,
    mutationFn: ({ changes, version }: { changes: UpdatePatientInput; version: number }) =>
      editPatient(orgId, patientId, changes, version || undefined),
    onSuccess: (outcome, ...rest) => {
      if (!outcome.queued) answered(client, orgId, outcome.answer);
      return callbacks.onSuccess?.(outcome, ...rest);
    },
  });
}

export function useChangePatientStatus(
  orgId: string,
  patientId: string,
  callbacks: MutationCallbacks<WriteOutcome<PatientView>, PatientStatus>,
) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    ...always,
    mutationFn: (status: PatientStatus) => setPatientStatus(orgId, patientId, status),
    onSuccess: (outcome, ...rest) => {
      if (!outcome.queued) answered(client, orgId, outcome.answer);
      return callbacks.onSuccess?.(outcome, ...rest);
    },
  });
}

export function useAddVitalSigns(
  orgId: string,
  patientId: string,
  callbacks: MutationCallbacks<WriteOutcome<VitalSignsView>, VitalSignsInput & { id: string }>,
) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    ...always,
    mutationFn: (body: VitalSignsInput & { id: string }) => recordVitals(orgId, patientId, body),
    onSuccess: (outcome, ...rest) => {
      // The record's score and the lists' NEWS2 follow from the new measurement.
      void client.invalidateQueries({ queryKey: patientKeys.vitals(orgId, patientId) });
      invalidatePatient(client, orgId, patientId);
      return callbacks.onSuccess?.(outcome, ...rest);
    },
  });
}

/** The record as the server answered a change: its page shows it at once, its lists and history refresh. */
function answered(client: ReturnType<typeof useQueryClient>, orgId: string, record: PatientView) {
  client.setQueryData(patientKeys.detail(orgId, record.id), record);
  invalidatePatient(client, orgId);
  void client.invalidateQueries({ queryKey: patientKeys.history(orgId, record.id) });
}
