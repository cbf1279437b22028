import { z } from "@hono/zod-openapi";
import { PATIENT_PHOTO_MAX_BYTES } from "@hulppost/shared/constants";
import { bodyLimit } from "hono/body-limit";
import sharp from "sharp";
import { AppError } from "../http/errors";

/**
 * One photo pipeline for patients and assets (decision 021): the same limit (5 MB), the
 * same check by content, the same stripping of metadata. An asset photo can show a home address
 * or a plate with GPS in its EXIF just as a phone photo of a wound can.
 */
export const PHOTO_MAX_BYTES = PATIENT_PHOTO_MAX_BYTES;

/** Formats a phone or camera hands over; anything else is not a photo, whatever its name says. */
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif", "avif"]);
/** Large enough to see a wound or a dent, small enough for a post's weak network. */
const MAX_SIDE = 1600;

/** The content types an upload route names in the API document. */
export const PHOTO_CONTENT_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
  "image/gif",
] as const;

export const photoTooLarge = () =>
  new AppError(413, "PHOTO_TOO_LARGE", `A photo may be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`, {
    photo: "photoTooLarge",
  });

/** The body of a photo upload route in the API document: the image itself, as one of these types. */
export const photoUploadBody = {
  required: true,
  content: Object.fromEntries(
    PHOTO_CONTENT_TYPES.map((type) => [type, { schema: z.string().openapi({ format: "binary" }) }]),
  ),
};

/** A photo upload's own limit, above the API's general one (app.ts leaves PUT …/photo out of that). */
export const photoBodyLimit = () =>
  bodyLimit({
    maxSize: PHOTO_MAX_BYTES,
    onError: () => {
      throw photoTooLarge();
    },
  });

/**
 * A stored photo's answer: shown inline and kept in no cache at all, not even the browser's own
 * (a wound on a shared phone must not outlive the sign-out; the page holds it while open).
 */
export const photoHeaders = (mimeType: string) => ({
  "content-type": mimeType,
  "cache-control": "private, no-store",
  "content-disposition": "inline",
});

/**
 * Reads an upload as an image by its content, turns it upright, shrinks it and writes it out as
 * JPEG without any metadata: no EXIF, no GPS position, no camera serial number.
 */
export async function normalizePhoto(input: Buffer) {
  if (input.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  const invalid = () => new AppError(400, "PHOTO_INVALID", "The file is not an image", { photo: "notAnImage" });
  let format: string | undefined;
  try {
    format = (await sharp(input, { failOn: "error" }).metadata()).format;
  } catch {
    throw invalid();
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw invalid();
  try {
    const { data, info } = await sharp(input, { failOn: "error" })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, mimeType: "image/jpeg" };
  } catch {
    throw invalid();
  }
}

/** The stored row of a normalised photo, whoever it belongs to (a patient, an asset). */
export function storedPhoto(photo: Awaited<ReturnType<typeof normalizePhoto>>, organizationId: string, userId: string) {
  return {
    organizationId,
    content: photo.data,
    mimeType: photo.mimeType,
    width: photo.width,
    height: photo.height,
    uploadedBy: userId,
    uploadedAt: new Date(),
  };
}
