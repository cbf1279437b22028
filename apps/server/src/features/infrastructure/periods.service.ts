import type { PeriodView, UnavailabilityReason } from "@hulppost/shared/infrastructure";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { assetUnavailability } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, fieldError, notFound } from "../../http/errors";
import { addDays, localToInstant } from "../../platform/time";
import { audit } from "../audit/audit.service";
import { requireAsset } from "./assets.service";

type PeriodRow = typeof assetUnavailability.$inferSelect;
interface PeriodFields {
  startsOn: string;
  endsOn: string;
  reason: UnavailabilityReason;
  detail: string | null;
}

const periodNotFound = () => notFound("Unavailability period not found or deleted", "PERIOD_NOT_FOUND");

const toPeriodView = (row: PeriodRow): PeriodView => ({
  id: row.id,
  assetId: row.assetId,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  reason: row.reason,
  detail: row.detail,
  createdAt: row.createdAt.toISOString(),
});

export async function listPeriods(db: Db, access: OrgAccess, assetId: string): Promise<PeriodView[]> {
  await requireAsset(db, access.organizationId, assetId);
  const rows = await db
    .select()
    .from(assetUnavailability)
    .where(and(eq(assetUnavailability.assetId, assetId), eq(assetUnavailability.organizationId, access.organizationId)))
    .orderBy(asc(assetUnavailability.startsOn), asc(assetUnavailability.id));
  return rows.map(toPeriodView);
}

/**
 * The rules a period must keep (docs/decisions/025), checked while the asset's row is locked so a
 * concurrent assignment cannot slip in between: the end on or after the start ('Ongeldige
 * periode'); no overlap with another period of the asset (refused, naming it: the admin edits that
 * one instead, so neither reason nor detail is lost to a merge); no event the asset is on (not
 * cancelled) on one of its days (refused, naming the event: take the asset off it first).
 */
async function assertPeriodFits(
  tx: Db,
  organizationId: string,
  assetId: string,
  period: { startsOn: string; endsOn: string },
  timeZone: string,
  excludePeriodId?: string,
) {
  if (period.endsOn < period.startsOn) throw fieldError("endsOn", "invalidPeriod");
  const overlapping = await tx.execute(sql`
    select starts_on::text as starts_on, ends_on::text as ends_on, reason from asset_unavailability
    where asset_id = ${assetId} and organization_id = ${organizationId}
      ${excludePeriodId ? sql`and id <> ${excludePeriodId}` : sql``}
      and starts_on <= ${period.endsOn}::date and ends_on >= ${period.startsOn}::date
    order by starts_on limit 1`);
  const other = overlapping.rows[0] as { starts_on: string; ends_on: string; reason: string } | undefined;
  if (other) {
    throw new AppError(
      409,
      "PERIOD_OVERLAP",
      `This overlaps the period from ${other.starts_on} to ${other.ends_on} (${other.reason})`,
      undefined,
      { startsOn: other.starts_on, endsOn: other.ends_on, reason: other.reason },
    );
  }
  const from = localToInstant(period.startsOn, "00:00", timeZone);
  const until = localToInstant(addDays(period.endsOn, 1), "00:00", timeZone);
  const events = await tx.execute(sql`
    select e.id, e.name, e.starts_at, e.ends_at from event_assets ea join events e on e.id = ea.event_id
    where ea.asset_id = ${assetId} and ea.organization_id = ${organizationId} and not e.cancelled
      and e.starts_at < ${until} and e.ends_at > ${from}
    order by e.starts_at limit 1`);
  const event = events.rows[0] as { id: string; name: string; starts_at: string; ends_at: string } | undefined;
  if (event) {
    throw new AppError(
      409,
      "PERIOD_HAS_EVENTS",
      `The asset is on "${event.name}" during this period; take it off that event first`,
      undefined,
      {
        event: event.name,
        eventId: event.id,
        startsAt: new Date(event.starts_at).toISOString(),
        endsAt: new Date(event.ends_at).toISOString(),
      },
    );
  }
}

export async function createPeriod(
  db: Db,
  access: OrgAccess,
  assetId: string,
  input: PeriodFields,
  ip: string,
  timeZone: string,
): Promise<PeriodView> {
  return writeOrgData(db, access.organizationId, async (tx) => {
    const asset = await requireAsset(tx, access.organizationId, assetId, { lock: true });
    await assertPeriodFits(tx, access.organizationId, assetId, input, timeZone);
    const [row] = await tx
      .insert(assetUnavailability)
      .values({ ...input, assetId, organizationId: access.organizationId, createdBy: access.viewer.userId })
      .returning();
    if (!row) throw new Error("period not created");
    await audit(tx, {
      action: "asset.period_create",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "asset",
      targetId: assetId,
      details: { asset: asset.name, periodId: row.id, ...input },
      ipAddress: ip,
    });
    return toPeriodView(row);
  });
}

/** The period if it is this organisation's, with its asset's row locked (the asset goes first, as everywhere). */
async function requirePeriod(tx: Db, organizationId: string, periodId: string) {
  const [found] = await tx
    .select({ assetId: assetUnavailability.assetId })
    .from(assetUnavailability)
    .where(and(eq(assetUnavailability.id, periodId), eq(assetUnavailability.organizationId, organizationId)));
  if (!found) throw periodNotFound();
  const asset = await requireAsset(tx, organizationId, found.assetId, { lock: true });
  const [period] = await tx.select().from(assetUnavailability).where(eq(assetUnavailability.id, periodId));
  if (!period) throw periodNotFound();
  return { asset, period };
}

export async function updatePeriod(
  db: Db,
  access: OrgAccess,
  periodId: string,
  input: Partial<PeriodFields>,
  ip: string,
  timeZone: string,
): Promise<PeriodView> {
  return writeOrgData(db, access.organizationId, async (tx) => {
    const { asset, period } = await requirePeriod(tx, access.organizationId, periodId);
    const dates = { startsOn: input.startsOn ?? period.startsOn, endsOn: input.endsOn ?? period.endsOn };
    await assertPeriodFits(tx, access.organizationId, asset.id, dates, timeZone, periodId);
    const [row] = await tx
      .update(assetUnavailability)
      .set(input)
      .where(eq(assetUnavailability.id, periodId))
      .returning();
    if (!row) throw periodNotFound();
    await audit(tx, {
      action: "asset.period_update",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "asset",
      targetId: asset.id,
      details: { asset: asset.name, periodId, ...input },
      ipAddress: ip,
    });
    return toPeriodView(row);
  });
}

export async function deletePeriod(db: Db, access: OrgAccess, periodId: string, ip: string): Promise<void> {
  await writeOrgData(db, access.organizationId, async (tx) => {
    const { asset, period } = await requirePeriod(tx, access.organizationId, periodId);
    await tx.delete(assetUnavailability).where(eq(assetUnavailability.id, periodId));
    await audit(tx, {
      action: "asset.period_delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "asset",
      targetId: asset.id,
      details: { asset: asset.name, periodId, startsOn: period.startsOn, endsOn: period.endsOn, reason: period.reason },
      ipAddress: ip,
    });
  });
}
