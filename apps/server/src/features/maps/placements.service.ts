import type { CoordinatesInput, MapAssetView, PointView } from "@hulppost/shared/maps";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { eventAssets, events, infrastructureAssets } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { audit } from "../audit/audit.service";
import { assetNotOnEvent, eventNotFound, selectMapAssets } from "./maps.service";

/**
 * The audit log is append-only and kept for years: it says that something was placed and roughly
 * where (4 decimals, about 10 m), which is enough to follow a change without keeping a precise map.
 */
const rounded = (point: CoordinatesInput) => ({
  latitude: Math.round(point.latitude * 1e4) / 1e4,
  longitude: Math.round(point.longitude * 1e4) / 1e4,
});

/** Sets the event's own point (typed by hand or a tap on the map; no geocoding service). */
export async function setSitePoint(
  db: Db,
  access: OrgAccess,
  eventId: string,
  point: CoordinatesInput,
  ip: string,
): Promise<PointView> {
  return writeOrgData(db, access.organizationId, async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ siteLatitude: point.latitude, siteLongitude: point.longitude })
      .where(and(eq(events.id, eventId), eq(events.organizationId, access.organizationId)))
      .returning({ name: events.name });
    if (!row) throw eventNotFound();
    await audit(tx, {
      action: "site_map.point_set",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "event",
      targetId: eventId,
      details: { event: row.name, ...rounded(point) },
      ipAddress: ip,
    });
    return { latitude: point.latitude, longitude: point.longitude };
  });
}

/** Takes the event's point off its map; nothing to take off is not an error. */
export async function clearSitePoint(db: Db, access: OrgAccess, eventId: string, ip: string): Promise<void> {
  await writeOrgData(db, access.organizationId, async (tx) => {
    const [before] = await tx
      .select({ name: events.name, latitude: events.siteLatitude })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.organizationId, access.organizationId)))
      .for("update");
    if (!before) throw eventNotFound();
    if (before.latitude === null) return;
    await tx.update(events).set({ siteLatitude: null, siteLongitude: null }).where(eq(events.id, eventId));
    await audit(tx, {
      action: "site_map.point_clear",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "event",
      targetId: eventId,
      details: { event: before.name },
      ipAddress: ip,
    });
  });
}

/**
 * The assignment row of an asset on an event of this organisation, locked for the change. An
 * unknown event answers EVENT_NOT_FOUND; an asset that is not on it (another event's, another
 * organisation's, or none at all) ASSET_NOT_ON_EVENT: both 404.
 */
async function requireAssignment(tx: Db, access: OrgAccess, eventId: string, assetId: string) {
  const [row] = await tx
    .select({
      id: eventAssets.id,
      latitude: eventAssets.latitude,
      longitude: eventAssets.longitude,
      name: infrastructureAssets.name,
    })
    .from(eventAssets)
    .innerJoin(infrastructureAssets, eq(infrastructureAssets.id, eventAssets.assetId))
    .where(
      and(
        eq(eventAssets.organizationId, access.organizationId),
        eq(eventAssets.eventId, eventId),
        eq(eventAssets.assetId, assetId),
      ),
    )
    .for("update", { of: eventAssets });
  if (row) return row;
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, access.organizationId)));
  throw event ? assetNotOnEvent() : eventNotFound();
}

/** Places an assigned asset on the event's map, or moves it there when it stood elsewhere. */
export async function placeAsset(
  db: Db,
  access: OrgAccess,
  eventId: string,
  assetId: string,
  point: CoordinatesInput,
  timeZone: string,
  ip: string,
): Promise<MapAssetView> {
  return writeOrgData(db, access.organizationId, async (tx) => {
    const before = await requireAssignment(tx, access, eventId, assetId);
    await tx
      .update(eventAssets)
      .set({
        latitude: point.latitude,
        longitude: point.longitude,
        placedBy: access.viewer.userId,
        placedAt: new Date(),
      })
      .where(eq(eventAssets.id, before.id));
    const moved = before.latitude !== null && before.longitude !== null;
    await audit(tx, {
      action: moved ? "site_map.asset_move" : "site_map.asset_place",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "infrastructure_asset",
      targetId: assetId,
      details: {
        eventId,
        asset: before.name,
        ...rounded(point),
        ...(moved ? { from: rounded({ latitude: before.latitude ?? 0, longitude: before.longitude ?? 0 }) } : {}),
      },
      ipAddress: ip,
    });
    const [view] = await selectMapAssets(tx, access.organizationId, eventId, timeZone, assetId);
    if (!view) throw assetNotOnEvent();
    return view;
  });
}

/** Takes an asset off the event's map; it stays assigned to the event. Not placed: nothing to do. */
export async function removePlacement(
  db: Db,
  access: OrgAccess,
  eventId: string,
  assetId: string,
  ip: string,
): Promise<void> {
  await writeOrgData(db, access.organizationId, async (tx) => {
    const before = await requireAssignment(tx, access, eventId, assetId);
    if (before.latitude === null) return;
    await tx
      .update(eventAssets)
      .set({ latitude: null, longitude: null, placedBy: null, placedAt: null })
      .where(eq(eventAssets.id, before.id));
    await audit(tx, {
      action: "site_map.asset_remove",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "infrastructure_asset",
      targetId: assetId,
      details: { eventId, asset: before.name },
      ipAddress: ip,
    });
  });
}
