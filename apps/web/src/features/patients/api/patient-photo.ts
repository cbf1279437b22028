import { photoEndpoints } from "../../../lib/photo-api";
import { patientPaths, patientWrite } from "./keys";

/**
 * A record's photo: its address, with its version so a new photo is not taken from the browser's
 * cache; PUT (a new photo, made small on the device by `prepare` first) and DELETE.
 */
export const {
  url: photoUrl,
  useUpload: useUploadPhoto,
  useDelete: useDeletePhoto,
} = photoEndpoints((orgId, patientId) => `${patientPaths.record(orgId, patientId)}/photo`, patientWrite);
