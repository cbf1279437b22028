import { ASSET_TYPES } from "@hulppost/shared/infrastructure";
import {
  EVENT_MAP_LIST_LIMIT,
  type EventMapSummary,
  type EventMapView,
  type MapAssetView,
  type MapEventView,
  mapTilesOf,
} from "@hulppost/shared/maps";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { eventAssets, events, infrastructureAssets, organizationSettings, profiles } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { notFound } from "../../http/errors";
import { localDate } from "../../platform/time";
import { phaseOf } from "../events/event-rows";
import { shownStatus } from "../infrastructure/shown-status";

export const eventNotFound = () => notFound("Event not found or deleted", "EVENT_NOT_FOUND");
export const assetNotOnEvent = () => notFound("This asset is not assigned to this event", "ASSET_NOT_ON_EVENT");

type EventRow = Pick<
  typeof events.$inferSelect,
  "id" | "name" | "location" | "address" | "startsAt" | "endsAt" | "cancelled" | "siteLatitude" | "siteLongitude"
>;

const eventColumns = {
  id: events.id,
  name: events.name,
  location: events.location,
  address: events.address,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  cancelled: events.cancelled,
  siteLatitude: events.siteLatitude,
  siteLongitude: events.siteLongitude,
};

function toMapEvent(row: EventRow, now: Date): MapEventView {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    address: row.address,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    phase: phaseOf(row.startsAt, row.endsAt, now),
    cancelled: row.cancelled,
    site:
      row.siteLatitude !== null && row.siteLongitude !== null
        ? { latitude: row.siteLatitude, longitude: row.siteLongitude }
        : null,
  };
}

// Constants, not input: spelled into the SQL so PostgreSQL need not guess parameter types.
const typeOrder = sql`array_position(${sql.raw(
  `array[${ASSET_TYPES.map((type) => `'${type}'`).join(", ")}]::text[]`,
)}, ${infrastructureAssets.type})`;

/** The event's assets with their places, in one query whatever their number (`only`: one asset). */
export async function selectMapAssets(
  db: Db,
  organizationId: string,
  eventId: string,
  timeZone: string,
  only?: string,
): Promise<MapAssetView[]> {
  const rows = await db
    .select({
      assetId: eventAssets.assetId,
      name: infrastructureAssets.name,
      type: infrastructureAssets.type,
      status: shownStatus(infrastructureAssets.id, infrastructureAssets.status, localDate(new Date(), timeZone)),
      latitude: eventAssets.latitude,
      longitude: eventAssets.longitude,
      placedAt: eventAssets.placedAt,
      placedByName: sql<string | null>`nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '')`,
    })
    .from(eventAssets)
    .innerJoin(
      infrastructureAssets,
      and(
        eq(infrastructureAssets.id, eventAssets.assetId),
        eq(infrastructureAssets.organizationId, eventAssets.organizationId),
      ),
    )
    .leftJoin(profiles, eq(profiles.userId, eventAssets.placedBy))
    .where(
      and(
        eq(eventAssets.organizationId, organizationId),
        eq(eventAssets.eventId, eventId),
        only ? eq(eventAssets.assetId, only) : undefined,
      ),
    )
    .orderBy(typeOrder, sql`lower(${infrastructureAssets.name})`, infrastructureAssets.id);
  return rows.map((r) => ({
    assetId: r.assetId,
    name: r.name,
    type: r.type,
    status: r.status,
    placement:
      r.latitude !== null && r.longitude !== null
        ? {
            latitude: r.latitude,
            longitude: r.longitude,
            placedAt: (r.placedAt ?? new Date()).toISOString(),
            placedByName: r.placedByName ?? null,
          }
        : null,
  }));
}

/**
 * An event's site map for any member of its organisation (caregivers read every event of their
 * organisation, as on the event list): the event's point, the tiles to draw and every asset
 * assigned to it. Two queries, whatever the number of assets.
 */
export async function getEventMap(db: Db, access: OrgAccess, eventId: string, timeZone: string): Promise<EventMapView> {
  const [row] = await db
    .select({
      ...eventColumns,
      mapTileUrl: organizationSettings.mapTileUrl,
      mapAttribution: organizationSettings.mapAttribution,
    })
    .from(events)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, events.organizationId))
    .where(and(eq(events.id, eventId), eq(events.organizationId, access.organizationId)));
  if (!row) throw eventNotFound();
  const assets = await selectMapAssets(db, access.organizationId, eventId, timeZone);
  return { event: toMapEvent(row, new Date()), tiles: mapTilesOf(row), assets };
}

/**
 * The Locations page's picker: the organisation's live and upcoming events (not cancelled), live
 * ones first, then by start, with how many assets each has and how many stand on the map.
 */
export async function listEventMaps(db: Db, access: OrgAccess): Promise<EventMapSummary[]> {
  const rows = await db
    .select({
      ...eventColumns,
      assetCount: sql<number>`count(${eventAssets.id})::int`,
      placedCount: sql<number>`count(${eventAssets.latitude})::int`,
    })
    .from(events)
    .leftJoin(eventAssets, eq(eventAssets.eventId, events.id))
    .where(
      and(eq(events.organizationId, access.organizationId), eq(events.cancelled, false), sql`${events.endsAt} > now()`),
    )
    .groupBy(events.id)
    .orderBy(sql`(${events.startsAt} <= now()) desc`, events.startsAt, events.id)
    .limit(EVENT_MAP_LIST_LIMIT);
  const now = new Date();
  return rows.map((r) => ({
    ...toMapEvent(r, now),
    assetCount: Number(r.assetCount),
    placedCount: Number(r.placedCount),
  }));
}
