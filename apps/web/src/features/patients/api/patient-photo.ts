import { api, putPhoto } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { patientPaths, patientWrite } from "./keys";

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
  return useApiMutation(
    async (file) => uploadPhoto(orgId, patientId, await prepare(file)),
    callbacks,
    patientWrite(orgId, patientId),
  );
}

export function useDeletePhoto(orgId: string, patientId: string, callbacks: MutationCallbacks<void, void>) {
  return useApiMutation(() => deletePhoto(orgId, patientId), callbacks, patientWrite(orgId, patientId));
}
