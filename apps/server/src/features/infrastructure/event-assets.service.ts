import type { AssetCandidateView, AssetStatus, AssetType, EventAssetView } from "@hulppost/shared/infrastructure";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { eventAssets } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, conflict, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { requireEvent } from "../events/events.service";
import { conflictError, conflictsFor, maintenanceOverdueFor } from "./asset-conflicts";
import { requireAsset } from "./assets.service";

/** The event's assets, by type then name, with whether each stands on the site map yet. */
export async function listEventAssets(db: Db, access: OrgAccess, eventId: string): Promise<EventAssetView[]> {
  await requireEvent(db, access.organizationId, eventId);
  const result = await db.execute(sql`
    select ia.id, ia.name, ia.type, ia.licence_plate, ia.capacity, ea.assigned_at, (ea.latitude is not null) as placed
    from event_assets ea join infrastructure_assets ia on ia.id = ea.asset_id
    where ea.organization_id = ${access.organizationId} and ea.event_id = ${eventId}
    order by array_position(array['ambulance','tent','vehicle','equipment','other'], ia.type), lower(ia.name), ia.id`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    assetId: r.id as string,
    name: r.name as string,
    type: r.type as AssetType,
    licencePlate: (r.licence_plate as string | null) ?? null,
    capacity: r.capacity === null ? null : Number(r.capacity),
    assignedAt: new Date(r.assigned_at as string).toISOString(),
    placed: Boolean(r.placed),
  }));
}

/**
 * Puts an asset on an event, refusing it when it is switched off, unavailable on a day the event
 * touches or already on an overlapping event (docs/decisions/025). The asset's row stays locked
 * until the commit: a second assignment or a new period of the same asset waits for this one and
 * then sees it, so two overlapping assignments cannot both pass.
 */
export async function assignAsset(
  db: Db,
  access: OrgAccess,
  eventId: string,
  assetId: string,
  ip: string,
  timeZone: string,
  maintenanceOverdueConfirmed = false,
): Promise<EventAssetView> {
  const { organizationId } = access;
  await writeOrgData(db, access.organizationId, async (tx) => {
    const event = await requireEvent(tx, organizationId, eventId);
    const asset = await requireAsset(tx, organizationId, assetId, { lock: true });
    const conflicts = await conflictsFor(
      tx,
      organizationId,
      [{ id: asset.id, active: asset.active, status: asset.status as AssetStatus }],
      { id: event.id, startsAt: event.startsAt, endsAt: event.endsAt },
      timeZone,
      asset.id,
    );
    const [first] = conflicts.get(asset.id) ?? [];
    if (first) throw conflictError(first);
    const overdue = maintenanceOverdueFor(asset.nextMaintenanceOn, event, timeZone);
    if (overdue && !maintenanceOverdueConfirmed)
      throw new AppError(
        409,
        "ASSET_MAINTENANCE_OVERDUE",
        `This asset's maintenance was due on ${overdue}; confirm to send it anyway`,
        undefined,
        { nextMaintenanceOn: overdue },
      );
    const inserted = await tx
      .insert(eventAssets)
      .values({ organizationId, eventId, assetId, assignedBy: access.viewer.userId })
      .onConflictDoNothing()
      .returning({ id: eventAssets.id });
    if (!inserted.length) throw conflict("ASSET_ALREADY_ASSIGNED", "This asset is already on this event");
    await audit(tx, {
      action: "asset.assign",
      actor: access.viewer,
      organizationId,
      targetType: "event",
      targetId: eventId,
      // Sent with its maintenance overdue: who confirmed it, and the date it was due, stay on record.
      details: { event: event.name, assetId, asset: asset.name, ...(overdue ? { maintenanceOverdue: overdue } : {}) },
      ipAddress: ip,
    });
  });
  const assigned = (await listEventAssets(db, access, eventId)).find((a) => a.assetId === assetId);
  if (!assigned) throw notFound("Asset not on this event", "ASSET_NOT_ASSIGNED");
  return assigned;
}

/** Takes an asset off an event (its place on the site map goes with it). */
export async function unassignAsset(db: Db, access: OrgAccess, eventId: string, assetId: string, ip: string) {
  const { organizationId } = access;
  await writeOrgData(db, access.organizationId, async (tx) => {
    const event = await requireEvent(tx, organizationId, eventId);
    const asset = await requireAsset(tx, organizationId, assetId, { lock: true });
    const removed = await tx
      .delete(eventAssets)
      .where(
        and(
          eq(eventAssets.organizationId, organizationId),
          eq(eventAssets.eventId, eventId),
          eq(eventAssets.assetId, assetId),
        ),
      )
      .returning({ id: eventAssets.id });
    if (!removed.length) throw notFound("This asset is not on this event", "ASSET_NOT_ASSIGNED");
    await audit(tx, {
      action: "asset.unassign",
      actor: access.viewer,
      organizationId,
      targetType: "event",
      targetId: eventId,
      details: { event: event.name, assetId, asset: asset.name },
      ipAddress: ip,
    });
  });
}

/**
 * Every asset of the organisation for the event's assign dialog: already on it or not, and what
 * would refuse it, so the admin sees the conflicts before trying. Three queries, whatever the fleet.
 */
export async function listAssetCandidates(
  db: Db,
  access: OrgAccess,
  eventId: string,
  timeZone: string,
): Promise<AssetCandidateView[]> {
  const event = await requireEvent(db, access.organizationId, eventId);
  const result = await db.execute(sql`
    select ia.id, ia.name, ia.type, ia.status, ia.active, ia.licence_plate, ia.capacity,
      ia.next_maintenance_on::text as next_maintenance_on, (ea.id is not null) as assigned
    from infrastructure_assets ia
    left join event_assets ea on ea.event_id = ${eventId} and ea.asset_id = ia.id
    where ia.organization_id = ${access.organizationId}
    order by array_position(array['ambulance','tent','vehicle','equipment','other'], ia.type), lower(ia.name), ia.id`);
  const rows = result.rows as Record<string, unknown>[];
  const conflicts = await conflictsFor(
    db,
    access.organizationId,
    rows.map((r) => ({ id: r.id as string, active: Boolean(r.active), status: r.status as AssetStatus })),
    { id: event.id, startsAt: event.startsAt, endsAt: event.endsAt },
    timeZone,
  );
  return rows.map((r) => ({
    id: r.id as string,
    name: r.name as string,
    type: r.type as AssetType,
    licencePlate: (r.licence_plate as string | null) ?? null,
    capacity: r.capacity === null ? null : Number(r.capacity),
    assigned: Boolean(r.assigned),
    // Its own event is never a conflict (conflictsFor leaves the event out).
    conflicts: r.assigned ? [] : (conflicts.get(r.id as string) ?? []),
    maintenanceOverdue: r.assigned
      ? null
      : maintenanceOverdueFor((r.next_maintenance_on as string | null) ?? null, event, timeZone),
  }));
}
