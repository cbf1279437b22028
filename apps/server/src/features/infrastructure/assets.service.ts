import {
  ASSET_TYPES,
  type AssetListView,
  type AssetOutput,
  type AssetStatus,
  type AssetType,
  type AssetView,
  maintenanceInOrder,
} from "@hulppost/shared/infrastructure";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { changedFields, checkEditConflict, nextEditVersion } from "../../db/edit-version";
import { containsPattern } from "../../db/like-pattern";
import { writeOrgData } from "../../db/org-write";
import { assetUnavailability, eventAssets, infrastructureAssets } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { fieldError, notFound } from "../../http/errors";
import { localDate } from "../../platform/time";
import { audit } from "../audit/audit.service";
import { assetRowsQuery, selectAssets } from "./asset-rows";

export const assetNotFound = () => notFound("Asset not found or deleted", "ASSET_NOT_FOUND");

/** The asset if it is this organisation's, 404 otherwise; `lock` holds its row to the end of the transaction. */
export async function requireAsset(db: Db, organizationId: string, assetId: string, options = { lock: false }) {
  const query = db
    .select()
    .from(infrastructureAssets)
    .where(and(eq(infrastructureAssets.id, assetId), eq(infrastructureAssets.organizationId, organizationId)));
  const [asset] = options.lock ? await query.for("update") : await query;
  if (!asset) throw assetNotFound();
  return asset;
}

/** Today in the planning time zone: the day periods and maintenance dates are compared with. */
export const todayIn = (timeZone: string) => localDate(new Date(), timeZone);

export async function listAssets(
  db: Db,
  access: OrgAccess,
  query: { type?: AssetType; status?: AssetStatus; search?: string },
  timeZone: string,
): Promise<AssetListView> {
  const today = todayIn(timeZone);
  const shared: SQL[] = [];
  if (query.search) {
    const like = containsPattern(query.search);
    shared.push(
      sql`(a.name ilike ${like} or a.licence_plate ilike ${like} or a.serial_number ilike ${like} or a.home_location ilike ${like})`,
    );
  }
  if (query.status) shared.push(sql`a.shown_status = ${query.status}`);
  const listed = query.type ? [...shared, sql`a.type = ${query.type}`] : shared;
  const where = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
  const assets = await selectAssets(db, access.organizationId, today, where(listed), sql`lower(a.name), a.id`);
  const countRows = await db.execute(
    sql`select a.type, count(*)::int as n from (${assetRowsQuery(access.organizationId, today, where(shared))}) a group by a.type`,
  );
  const counts = Object.fromEntries(ASSET_TYPES.map((type) => [type, 0])) as AssetListView["counts"];
  for (const row of countRows.rows as { type: AssetType; n: number }[]) counts[row.type] = Number(row.n);
  return { assets, counts };
}

export async function getAsset(db: Db, access: OrgAccess, assetId: string, timeZone: string): Promise<AssetView> {
  const [asset] = await selectAssets(db, access.organizationId, todayIn(timeZone), sql`a.id = ${assetId}`);
  if (!asset) throw assetNotFound();
  return asset;
}

/** The columns of an asset from a create or update body (only the fields it names). */
function toColumns(input: Partial<AssetOutput>) {
  const columns: Partial<typeof infrastructureAssets.$inferInsert> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (columns as Record<string, unknown>)[key] = value;
  }
  return columns;
}

export async function createAsset(
  db: Db,
  access: OrgAccess,
  input: AssetOutput,
  ip: string,
  timeZone: string,
): Promise<AssetView> {
  const id = await writeOrgData(db, access.organizationId, async (tx) => {
    const [asset] = await tx
      .insert(infrastructureAssets)
      .values({
        ...(toColumns(input) as typeof infrastructureAssets.$inferInsert),
        organizationId: access.organizationId,
        createdBy: access.viewer.userId,
        updatedBy: access.viewer.userId,
      })
      .returning({ id: infrastructureAssets.id });
    if (!asset) throw new Error("asset not created");
    await audit(tx, {
      action: "asset.create",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "asset",
      targetId: asset.id,
      details: { name: input.name, type: input.type },
      ipAddress: ip,
    });
    return asset.id;
  });
  return getAsset(db, access, id, timeZone);
}

export async function updateAsset(
  db: Db,
  access: OrgAccess,
  assetId: string,
  input: Partial<AssetOutput> & { version?: number },
  ip: string,
  timeZone: string,
): Promise<AssetView> {
  const { version: seen, ...fields } = input;
  await writeOrgData(db, access.organizationId, async (tx) => {
    const current = await requireAsset(tx, access.organizationId, assetId, { lock: true });
    // One date sent alone must still fall in order with the stored other one.
    const last = fields.lastMaintenanceOn === undefined ? current.lastMaintenanceOn : fields.lastMaintenanceOn;
    const next = fields.nextMaintenanceOn === undefined ? current.nextMaintenanceOn : fields.nextMaintenanceOn;
    if (!maintenanceInOrder(last, next))
      throw fieldError(
        fields.nextMaintenanceOn === undefined ? "lastMaintenanceOn" : "nextMaintenanceOn",
        "maintenanceOrder",
      );
    // A form loaded before someone else changed one of these fields asks the person first (decision 036).
    const changed = changedFields(current, fields);
    checkEditConflict(current, changed, seen);
    await tx
      .update(infrastructureAssets)
      .set({
        ...toColumns(fields),
        ...nextEditVersion(current, changed),
        updatedBy: access.viewer.userId,
        updatedAt: new Date(),
      })
      .where(eq(infrastructureAssets.id, assetId));
    await audit(tx, {
      action: "asset.update",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "asset",
      targetId: assetId,
      details: fields,
      ipAddress: ip,
    });
  });
  return getAsset(db, access, assetId, timeZone);
}

/**
 * Deletes the asset with its photo, periods and places on events (the confirmation is the web's).
 * The audit line keeps how many periods and events went with it.
 */
export async function deleteAsset(db: Db, access: OrgAccess, assetId: string, ip: string): Promise<void> {
  await writeOrgData(db, access.organizationId, async (tx) => {
    const asset = await requireAsset(tx, access.organizationId, assetId, { lock: true });
    const periods = await tx
      .delete(assetUnavailability)
      .where(eq(assetUnavailability.assetId, assetId))
      .returning({ id: assetUnavailability.id });
    const assignments = await tx
      .delete(eventAssets)
      .where(eq(eventAssets.assetId, assetId))
      .returning({ eventId: eventAssets.eventId });
    // The photo goes by cascade.
    await tx.delete(infrastructureAssets).where(eq(infrastructureAssets.id, assetId));
    await audit(tx, {
      action: "asset.delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "asset",
      targetId: assetId,
      details: { name: asset.name, type: asset.type, periods: periods.length, events: assignments.length },
      ipAddress: ip,
    });
  });
}
