import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { assetPhotos, infrastructureAssets } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { notFound } from "../../http/errors";
import { normalizePhoto, storedPhoto } from "../../platform/photos";
import { audit } from "../audit/audit.service";
import { requireAsset } from "./assets.service";

const noPhoto = () => notFound("This asset has no photo", "NOT_FOUND");

/** Same rules as a patient's photo (decision 021): checked by content, shrunk, without EXIF or GPS. */
export async function saveAssetPhoto(db: Db, access: OrgAccess, assetId: string, upload: Buffer, ip: string) {
  // Whose asset, before any work on the image: a stranger's upload is not even decoded.
  await requireAsset(db, access.organizationId, assetId);
  const photo = await normalizePhoto(upload);
  return writeOrgData(db, access.organizationId, async (tx) => {
    await requireAsset(tx, access.organizationId, assetId, { lock: true });
    const values = storedPhoto(photo, access.organizationId, access.viewer.userId);
    await tx
      .insert(assetPhotos)
      .values({ assetId, ...values })
      .onConflictDoUpdate({ target: assetPhotos.assetId, set: values });
    await tx
      .update(infrastructureAssets)
      .set({ photoUpdatedAt: values.uploadedAt, updatedBy: access.viewer.userId, updatedAt: new Date() })
      .where(eq(infrastructureAssets.id, assetId));
    await audit(tx, {
      action: "asset.photo",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "asset",
      targetId: assetId,
      ipAddress: ip,
    });
    return { photoUpdatedAt: values.uploadedAt.toISOString(), width: photo.width, height: photo.height };
  });
}

export async function readAssetPhoto(db: Db, access: OrgAccess, assetId: string) {
  await requireAsset(db, access.organizationId, assetId);
  const [photo] = await db.select().from(assetPhotos).where(eq(assetPhotos.assetId, assetId));
  if (!photo) throw noPhoto();
  return photo;
}

export async function deleteAssetPhoto(db: Db, access: OrgAccess, assetId: string, ip: string) {
  await writeOrgData(db, access.organizationId, async (tx) => {
    await requireAsset(tx, access.organizationId, assetId, { lock: true });
    const deleted = await tx
      .delete(assetPhotos)
      .where(eq(assetPhotos.assetId, assetId))
      .returning({ id: assetPhotos.assetId });
    if (!deleted.length) throw noPhoto();
    await tx
      .update(infrastructureAssets)
      .set({ photoUpdatedAt: null, updatedBy: access.viewer.userId, updatedAt: new Date() })
      .where(eq(infrastructureAssets.id, assetId));
    await audit(tx, {
      action: "asset.photo_delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "asset",
      targetId: assetId,
      ipAddress: ip,
    });
  });
}
