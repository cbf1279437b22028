import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, putPhoto } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, invalidateInfrastructure } from "./keys";

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
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async (file: File) => uploadAssetPhoto(orgId, assetId, await prepare(file)),
    onSuccess: (...args) => {
      invalidateInfrastructure(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}

export function useDeleteAssetPhoto(orgId: string, assetId: string, callbacks: MutationCallbacks<void, void>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => deleteAssetPhoto(orgId, assetId),
    onSuccess: (...args) => {
      invalidateInfrastructure(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
