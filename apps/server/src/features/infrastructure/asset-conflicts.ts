import type { AssetConflict, AssetStatus, UnavailabilityReason } from "@hulppost/shared/infrastructure";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { localDate } from "../../platform/time";

/** An event as the conflict rules see it: its moments, and the local days they touch. */
export interface EventWindow {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The first and last local day (planning time zone) an event touches. An overnight event touches
 * two days; one that ends at midnight sharp does not reach the next day.
 */
export function daysTouched(event: { startsAt: Date; endsAt: Date }, timeZone: string) {
  const first = localDate(event.startsAt, timeZone);
  const last = localDate(new Date(Math.max(event.startsAt.getTime(), event.endsAt.getTime() - 1)), timeZone);
  return { first, last };
}

interface AssetState {
  id: string;
  active: boolean;
  status: AssetStatus;
}

/**
 * Why each asset cannot go to the event (docs/decisions/025): switched off; set to maintenance or
 * unavailable by hand while the event runs today; an unavailability period on a day the event
 * touches; already on another event (not cancelled) whose time overlaps. Two queries for any
 * number of assets; `onlyAssetId` narrows them to one (the assignment itself).
 */
export async function conflictsFor(
  db: Db,
  organizationId: string,
  assets: AssetState[],
  event: EventWindow,
  timeZone: string,
  onlyAssetId?: string,
): Promise<Map<string, AssetConflict[]>> {
  const { first, last } = daysTouched(event, timeZone);
  const today = localDate(new Date(), timeZone);
  const narrow = (column: ReturnType<typeof sql>) => (onlyAssetId ? sql`and ${column} = ${onlyAssetId}` : sql``);
  const periods = await db.execute(sql`
    select u.id, u.asset_id, u.starts_on::text as starts_on, u.ends_on::text as ends_on, u.reason
    from asset_unavailability u
    where u.organization_id = ${organizationId} ${narrow(sql`u.asset_id`)}
      and u.starts_on <= ${last}::date and u.ends_on >= ${first}::date
    order by u.starts_on`);
  const busy = await db.execute(sql`
    select ea.asset_id, e.id, e.name, e.starts_at, e.ends_at
    from event_assets ea join events e on e.id = ea.event_id
    where ea.organization_id = ${organizationId} ${narrow(sql`ea.asset_id`)}
      and e.id <> ${event.id} and not e.cancelled
      and e.starts_at < ${event.endsAt} and e.ends_at > ${event.startsAt}
    order by e.starts_at`);

  const map = new Map<string, AssetConflict[]>();
  for (const asset of assets) {
    const list: AssetConflict[] = [];
    if (!asset.active) list.push({ kind: "inactive" });
    // The status set by hand is the state today: it blocks an event only on today's date.
    if ((asset.status === "maintenance" || asset.status === "unavailable") && first <= today && today <= last)
      list.push({ kind: "outOfService", status: asset.status });
    map.set(asset.id, list);
  }
  for (const row of periods.rows as Record<string, string>[]) {
    map.get(row.asset_id as string)?.push({
      kind: "unavailable",
      periodId: row.id as string,
      startsOn: row.starts_on as string,
      endsOn: row.ends_on as string,
      reason: row.reason as UnavailabilityReason,
    });
  }
  for (const row of busy.rows as Record<string, string>[]) {
    map.get(row.asset_id as string)?.push({
      kind: "busy",
      eventId: row.id as string,
      name: row.name as string,
      startsAt: new Date(row.starts_at as string).toISOString(),
      endsAt: new Date(row.ends_at as string).toISOString(),
    });
  }
  return map;
}

/**
 * The asset's next maintenance when it falls before the event's first day (or before today, for an
 * event under way): the asset is not deployable and goes only when the admin confirms
 * (docs/decisions/025). Null when it is in time or has no date.
 */
export function maintenanceOverdueFor(
  nextMaintenanceOn: string | null,
  event: { startsAt: Date; endsAt: Date },
  timeZone: string,
): string | null {
  if (!nextMaintenanceOn) return null;
  const { first } = daysTouched(event, timeZone);
  const today = localDate(new Date(), timeZone);
  // Before the later of the two: the event's first day, or today for an event under way.
  return nextMaintenanceOn < first || nextMaintenanceOn < today ? nextMaintenanceOn : null;
}

/** The refusal for a conflict, with what the web needs to say which period or event is in the way. */
export function conflictError(conflict: AssetConflict): AppError {
  switch (conflict.kind) {
    case "inactive":
      return new AppError(409, "ASSET_INACTIVE", "This asset is switched off and cannot be assigned");
    case "outOfService":
      return new AppError(409, "ASSET_OUT_OF_SERVICE", `This asset is set to ${conflict.status} today`, undefined, {
        status: conflict.status,
      });
    case "unavailable":
      return new AppError(
        409,
        "ASSET_UNAVAILABLE",
        `This asset is unavailable from ${conflict.startsOn} to ${conflict.endsOn} (${conflict.reason})`,
        undefined,
        { startsOn: conflict.startsOn, endsOn: conflict.endsOn, reason: conflict.reason },
      );
    case "busy":
      return new AppError(409, "ASSET_BUSY", `This asset is already on "${conflict.name}" at that time`, undefined, {
        event: conflict.name,
        eventId: conflict.eventId,
        startsAt: conflict.startsAt,
        endsAt: conflict.endsAt,
      });
  }
}
