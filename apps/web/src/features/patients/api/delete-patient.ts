import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { invalidatePatient, patientPaths } from "./keys";

export const deletePatient = (orgId: string, patientId: string) =>
  api<void>(patientPaths.record(orgId, patientId), { method: "DELETE" });

export function useDeletePatient(orgId: string, patientId: string, callbacks: MutationCallbacks<void, void>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => deletePatient(orgId, patientId),
    onSuccess: (...args) => {
      invalidatePatient(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
