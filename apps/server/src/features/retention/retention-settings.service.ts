import type { RetentionInput, RetentionView } from "@hulppost/shared/retention";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { changedFields, checkEditConflict, nextEditVersion } from "../../db/edit-version";
import { organizationSettings } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { audit } from "../audit/audit.service";

/** The periods as the settings row stores them, under the field names its edit versions use (decision 036). */
const columns = (input: { locationHours: number; chatDays: number | null }) => ({
  locationRetentionHours: input.locationHours,
  chatRetentionDays: input.chatDays,
});

export async function getRetentionSettings(db: Db, organizationId: string): Promise<RetentionView> {
  const [row] = await db
    .select({
      locationHours: organizationSettings.locationRetentionHours,
      chatDays: organizationSettings.chatRetentionDays,
      version: organizationSettings.version,
    })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  // No settings row: the columns' defaults (decision 055).
  return row ?? { locationHours: 24, chatDays: null, version: 1 };
}

/** Saves both periods, with the version the form was loaded from; audit-logged when something changed. */
export async function saveRetentionSettings(
  db: Db,
  access: OrgAccess,
  input: RetentionInput,
  ip: string,
): Promise<RetentionView> {
  const { organizationId } = access;
  const { version: seen, ...periods } = input;
  const wanted = columns(periods);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(organizationSettings)
      .where(eq(organizationSettings.organizationId, organizationId))
      .for("update");
    const current = row ?? { version: 1, fieldVersions: {}, locationRetentionHours: 24, chatRetentionDays: null };
    const changed = changedFields(current, wanted);
    checkEditConflict(current, changed, seen);
    if (!changed.length) return;
    const versioned = { ...wanted, ...nextEditVersion(current, changed) };
    await tx
      .insert(organizationSettings)
      .values({ organizationId, ...versioned })
      .onConflictDoUpdate({
        target: organizationSettings.organizationId,
        set: { ...versioned, updatedAt: sql`now()` },
      });
    await audit(tx, {
      action: "settings.retention",
      actor: access.viewer,
      organizationId,
      targetType: "organization",
      targetId: organizationId,
      details: { ...periods },
      ipAddress: ip,
    });
  });
  return getRetentionSettings(db, organizationId);
}
