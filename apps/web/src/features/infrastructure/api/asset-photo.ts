import { photoEndpoints } from "../../../lib/photo-api";
import { infrastructurePaths, infrastructureWrite } from "./keys";

/**
 * An asset's photo: its address, with its version so a new photo is not taken from the browser's
 * cache; PUT (a new photo, made small on the device by `prepare` first) and DELETE.
 */
export const {
  url: assetPhotoUrl,
  useUpload: useUploadAssetPhoto,
  useDelete: useDeleteAssetPhoto,
} = photoEndpoints((orgId, assetId) => `${infrastructurePaths.asset(orgId, assetId)}/photo`, infrastructureWrite);
