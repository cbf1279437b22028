import type { PatientRetention } from "@hulppost/shared/patients";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizationSettings } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { audit } from "../audit/audit.service";

export async function getRetention(db: Db, organizationId: string): Promise<PatientRetention> {
  const [row] = await db
    .select({ months: organizationSettings.patientRetentionMonths })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return { months: row?.months ?? null };
}

export async function setRetention(
  db: Db,
  access: OrgAccess,
  months: number | null,
  ip: string,
): Promise<PatientRetention> {
  await db.transaction(async (tx) => {
    await tx
      .insert(organizationSettings)
      .values({ organizationId: access.organizationId, patientRetentionMonths: months })
      .onConflictDoUpdate({
        target: organizationSettings.organizationId,
        set: { patientRetentionMonths: months, updatedAt: new Date() },
      });
    await audit(tx, {
      action: "settings.patient_retention",
      actor: access.viewer,
      organizationId: access.organizationId,
      details: { months },
      ipAddress: ip,
    });
  });
  return { months };
}
