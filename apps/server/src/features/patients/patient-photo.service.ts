import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { patientPhotos, patients } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { notFound } from "../../http/errors";
import { normalizePhoto, storedPhoto } from "../../platform/photos";
import { audit } from "../audit/audit.service";
import { requirePatient } from "./patient-access";
import { recordHistory, recordView } from "./patient-history";

export async function savePhoto(db: Db, access: OrgAccess, patientId: string, upload: Buffer, ip: string) {
  // Who may, before any work on the image: a stranger's upload is not even decoded.
  await requirePatient(db, access, patientId);
  const photo = await normalizePhoto(upload);
  return db.transaction(async (tx) => {
    const patient = await requirePatient(tx, access, patientId, { lock: true });
    const values = storedPhoto(photo, access.organizationId, access.viewer.userId);
    await tx
      .insert(patientPhotos)
      .values({ patientId: patient.id, ...values })
      .onConflictDoUpdate({ target: patientPhotos.patientId, set: values });
    const [row] = await tx
      .update(patients)
      .set({ photoUpdatedAt: values.uploadedAt, updatedBy: access.viewer.userId, updatedAt: new Date() })
      .where(eq(patients.id, patient.id))
      .returning({ photoUpdatedAt: patients.photoUpdatedAt });
    await recordHistory(tx, {
      patientId,
      organizationId: access.organizationId,
      kind: "photo",
      actorUserId: access.viewer.userId,
      changes: [{ field: "photo", from: patient.photoUpdatedAt !== null, to: true }],
    });
    await audit(tx, {
      action: "patient.photo",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "patient",
      targetId: patientId,
      ipAddress: ip,
    });
    return { photoUpdatedAt: row?.photoUpdatedAt?.toISOString() ?? null, width: photo.width, height: photo.height };
  });
}

/** Seeing the photo is seeing the record: the look is written like the record's (same throttle). */
export async function readPhoto(db: Db, access: OrgAccess, patientId: string, ip: string) {
  const patient = await requirePatient(db, access, patientId);
  const [photo] = await db.select().from(patientPhotos).where(eq(patientPhotos.patientId, patient.id));
  if (!photo) throw notFound("This patient has no photo", "NOT_FOUND");
  await recordView(db, access, patient, ip);
  return photo;
}

export async function deletePhoto(db: Db, access: OrgAccess, patientId: string, ip: string) {
  await db.transaction(async (tx) => {
    const patient = await requirePatient(tx, access, patientId, { lock: true });
    const deleted = await tx
      .delete(patientPhotos)
      .where(eq(patientPhotos.patientId, patient.id))
      .returning({ id: patientPhotos.patientId });
    if (!deleted.length) throw notFound("This patient has no photo", "NOT_FOUND");
    await tx
      .update(patients)
      .set({ photoUpdatedAt: null, updatedBy: access.viewer.userId, updatedAt: new Date() })
      .where(eq(patients.id, patient.id));
    await recordHistory(tx, {
      patientId,
      organizationId: access.organizationId,
      kind: "photo",
      actorUserId: access.viewer.userId,
      changes: [{ field: "photo", from: true, to: false }],
    });
    await audit(tx, {
      action: "patient.photo_delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "patient",
      targetId: patientId,
      ipAddress: ip,
    });
  });
}
