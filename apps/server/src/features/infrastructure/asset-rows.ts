import {
  type AssetStatus,
  type AssetType,
  type AssetView,
  MAINTENANCE_DUE_DAYS,
  type UnavailabilityReason,
} from "@hulppost/shared/infrastructure";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { addDays } from "../../platform/time";
import { shownStatus } from "./shown-status";

/**
 * Assets `ia` of an organisation with what today makes of them: `cp` the period covering `today`
 * (a local date), `ce` the live event they are on, and `shown_status` (shown-status.ts). Each
 * lateral is one indexed lookup per asset, in the same query.
 */
export function assetRowsQuery(organizationId: string, today: string, where: SQL = sql`true`) {
  return sql`
    select * from (
      select ia.*,
        cp.id as period_id, cp.starts_on as period_starts_on, cp.ends_on as period_ends_on, cp.reason as period_reason,
        ce.id as live_event_id, ce.name as live_event_name, ce.ends_at as live_event_ends_at,
        ${shownStatus(sql`ia.id`, sql`ia.status`, today)} as shown_status
      from infrastructure_assets ia
      left join lateral (
        select u.id, u.starts_on, u.ends_on, u.reason from asset_unavailability u
        where u.asset_id = ia.id and u.starts_on <= ${today}::date and u.ends_on >= ${today}::date
        order by u.starts_on limit 1
      ) cp on true
      left join lateral (
        select e.id, e.name, e.ends_at from event_assets ea join events e on e.id = ea.event_id
        where ea.asset_id = ia.id and not e.cancelled and e.starts_at <= now() and e.ends_at > now()
        order by e.starts_at limit 1
      ) ce on true
      where ia.organization_id = ${organizationId}
    ) a
    where ${where}`;
}

export type AssetRow = Record<string, unknown>;

const iso = (v: unknown) => (v instanceof Date ? v : new Date(v as string)).toISOString();
/** A `date` column as YYYY-MM-DD, whichever way the driver hands it over. */
export const day = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toAssetView(row: AssetRow, today: string): AssetView {
  const next = day(row.next_maintenance_on);
  return {
    id: row.id as string,
    version: Number(row.version ?? 1),
    name: row.name as string,
    type: row.type as AssetType,
    description: str(row.description),
    status: row.status as AssetStatus,
    shownStatus: row.shown_status as AssetStatus,
    homeLocation: str(row.home_location),
    capacity: numOrNull(row.capacity),
    licencePlate: str(row.licence_plate),
    vin: str(row.vin),
    serialNumber: str(row.serial_number),
    manufacturer: str(row.manufacturer),
    model: str(row.model),
    year: numOrNull(row.year),
    lastMaintenanceOn: day(row.last_maintenance_on),
    nextMaintenanceOn: next,
    maintenanceDue: Boolean(row.active) && next !== null && next <= addDays(today, MAINTENANCE_DUE_DAYS),
    active: Boolean(row.active),
    photoUpdatedAt: row.photo_updated_at ? iso(row.photo_updated_at) : null,
    currentEvent: row.live_event_id
      ? { id: row.live_event_id as string, name: row.live_event_name as string, endsAt: iso(row.live_event_ends_at) }
      : null,
    currentPeriod: row.period_id
      ? {
          id: row.period_id as string,
          startsOn: day(row.period_starts_on) as string,
          endsOn: day(row.period_ends_on) as string,
          reason: row.period_reason as UnavailabilityReason,
        }
      : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function selectAssets(db: Db, organizationId: string, today: string, where?: SQL, order?: SQL) {
  const result = await db.execute(
    sql`${assetRowsQuery(organizationId, today, where)} order by ${order ?? sql`lower(a.name), a.id`}`,
  );
  return (result.rows as AssetRow[]).map((row) => toAssetView(row, today));
}
