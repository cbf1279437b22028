import { api, putPhoto } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, infrastructureWrite } from "./keys";

const photoPath = (orgId: string, id: string) => `${infrastructurePaths.asset(orgId, id)}/photo`;

/** The photo's address, with its version so a new photo is not taken from the browser's cache. */
export const assetPhotoUrl = (orgId: string, id: string, version: string | null) =>
  `${photoPath(orgId, id)}${version ? `?v=${encodeURIComponent(version)}` : ""}`;

export const uploadAssetPhoto = (orgId: string, id: string, file: Blob) => putPhoto(photoPath(orgId, id), file);
export const deleteAssetPhoto = (orgId: string, id: string) => api<void>(photoPath(orgId, id), { method: "DELETE" });

/** PUT (a new photo, made small on the device by `prepare` first) and DELETE of an asset's photo. */
export function useUploadAssetPhoto(
  orgId: string,
  assetId: string,
  prepare: (file: File) => Promise<Blob>,
  callbacks: MutationCallbacks<unknown, File>,
) {
  return useApiMutation(
    async (file) => uploadAssetPhoto(orgId, assetId, await prepare(file)),
    callbacks,
    infrastructureWrite(orgId),
  );
}

export function useDeleteAssetPhoto(orgId: string, assetId: string, callbacks: MutationCallbacks<void, void>) {
  return useApiMutation(() => deleteAssetPhoto(orgId, assetId), callbacks, infrastructureWrite(orgId));
}
