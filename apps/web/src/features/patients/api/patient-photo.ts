import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, putPhoto } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { invalidatePatient, patientPaths } from "./keys";

/** The photo's address, with its version so a new photo is not taken from the browser's cache. */
export const photoUrl = (orgId: string, patientId: string, version: string | null) =>
  `${patientPaths.record(orgId, patientId)}/photo${version ? `?v=${encodeURIComponent(version)}` : ""}`;

export const uploadPhoto = (orgId: string, patientId: string, photo: Blob) =>
  putPhoto(`${patientPaths.record(orgId, patientId)}/photo`, photo);
export const deletePhoto = (orgId: string, patientId: string) =>
  api<void>(`${patientPaths.record(orgId, patientId)}/photo`, { method: "DELETE" });

/** PUT (a new photo, made small on the device by `prepare` first) and DELETE of a record's photo. */
export function useUploadPhoto(
  orgId: string,
  patientId: string,
  prepare: (file: File) => Promise<Blob>,
  callbacks: MutationCallbacks<unknown, File>,
) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async (file: File) => uploadPhoto(orgId, patientId, await prepare(file)),
    onSuccess: (...args) => {
      invalidatePatient(client, orgId, patientId);
      return callbacks.onSuccess?.(...args);
    },
  });
}

export function useDeletePhoto(orgId: string, patientId: string, callbacks: MutationCallbacks<void, void>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => deletePhoto(orgId, patientId),
    onSuccess: (...args) => {
      invalidatePatient(client, orgId, patientId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
