import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { patientPaths, patientWrite } from "./keys";

export const deletePatient = (orgId: string, patientId: string) =>
  api<void>(patientPaths.record(orgId, patientId), { method: "DELETE" });

export function useDeletePatient(orgId: string, patientId: string, callbacks: MutationCallbacks<void, void>) {
  return useApiMutation(() => deletePatient(orgId, patientId), callbacks, patientWrite(orgId));
}
