import { api, putPhoto } from "./api-client";
import { type ApiMutation, type MutationCallbacks, useApiMutation } from "./mutation-callbacks";

/** A photo's address (`path`), with its version so a new photo is not taken from the browser's cache. */
export const versionedPhotoUrl = (path: string, version: string | null) =>
  `${path}${version ? `?v=${encodeURIComponent(version)}` : ""}`;

/** PUT of a new photo at `path`, made small on the device by `prepare` first; `cache` is the feature's write. */
export function usePhotoUpload(
  path: string,
  prepare: (file: File) => Promise<Blob>,
  callbacks: MutationCallbacks<unknown, File>,
  cache: ApiMutation<unknown, unknown>,
) {
  return useApiMutation(async (file: File) => putPhoto(path, await prepare(file)), callbacks, cache);
}

/** DELETE of the photo at `path`. */
export function usePhotoDelete(
  path: string,
  callbacks: MutationCallbacks<void, void>,
  cache: ApiMutation<unknown, unknown>,
) {
  return useApiMutation(() => api<void>(path, { method: "DELETE" }), callbacks, cache);
}

/**
 * The photo of one kind of record (an asset, a patient record), from what is its own: the photo's
 * address and the cache work of a change. Its address with the version, and the PUT and DELETE hooks.
 */
export function photoEndpoints(
  pathOf: (orgId: string, id: string) => string,
  write: (orgId: string, id: string) => ApiMutation<unknown, unknown>,
) {
  return {
    url: (orgId: string, id: string, version: string | null) => versionedPhotoUrl(pathOf(orgId, id), version),
    useUpload: (
      orgId: string,
      id: string,
      prepare: (file: File) => Promise<Blob>,
      callbacks: MutationCallbacks<unknown, File>,
    ) => usePhotoUpload(pathOf(orgId, id), prepare, callbacks, write(orgId, id)),
    useDelete: (orgId: string, id: string, callbacks: MutationCallbacks<void, void>) =>
      usePhotoDelete(pathOf(orgId, id), callbacks, write(orgId, id)),
  };
}
