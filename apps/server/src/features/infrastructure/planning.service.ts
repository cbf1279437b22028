import type {
  AssetStatus,
  AssetType,
  AssetUsageView,
  PlanningDay,
  PlanningView,
  UnavailabilityReason,
} from "@hulppost/shared/infrastructure";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { OrgAccess } from "../../http/context";
import { addDays, localToInstant } from "../../platform/time";
import { phaseOf } from "../events/event-rows";
import { daysTouched } from "./asset-conflicts";
import { requireAsset, todayIn } from "./assets.service";

const iso = (v: unknown) => new Date(v as string).toISOString();
const hours = (startsAt: string, endsAt: string) =>
  Math.round(((Date.parse(endsAt) - Date.parse(startsAt)) / 3_600_000) * 10) / 10;

/** The events an asset was and will be on, newest first, with hours; totals of those that took place. */
export async function assetUsage(db: Db, access: OrgAccess, assetId: string): Promise<AssetUsageView> {
  await requireAsset(db, access.organizationId, assetId);
  const result = await db.execute(sql`
    select e.id, e.name, e.location, e.date::text as date, e.end_date::text as end_date,
           to_char(e.start_time, 'HH24:MI') as start_time, to_char(e.end_time, 'HH24:MI') as end_time,
           e.starts_at, e.ends_at, e.cancelled
    from event_assets ea join events e on e.id = ea.event_id
    where ea.asset_id = ${assetId} and ea.organization_id = ${access.organizationId}
    order by e.starts_at desc, e.id`);
  const now = new Date();
  const events = (result.rows as Record<string, unknown>[]).map((r) => {
    const startsAt = iso(r.starts_at);
    const endsAt = iso(r.ends_at);
    return {
      eventId: r.id as string,
      name: r.name as string,
      location: (r.location as string | null) ?? null,
      date: r.date as string,
      endDate: r.end_date as string,
      startTime: r.start_time as string,
      endTime: r.end_time as string,
      startsAt,
      endsAt,
      hours: hours(startsAt, endsAt),
      phase: phaseOf(new Date(startsAt), new Date(endsAt), now),
      cancelled: Boolean(r.cancelled),
    };
  });
  const done = events.filter((e) => !e.cancelled && e.phase === "past");
  return {
    totals: { events: done.length, hours: Math.round(done.reduce((sum, e) => sum + e.hours, 0) * 10) / 10 },
    events,
  };
}

/** Every day of a month ("2026-07") as YYYY-MM-DD. */
export function monthDays(month: string): string[] {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The planning grid of a month: per asset, per day, the events it is on, the period that makes it
 * unavailable, and maintenance (its next maintenance date; today, when set to maintenance). One
 * query per kind (assets, assignments, periods, events), whatever the fleet and the month hold.
 */
export async function planningMonth(db: Db, access: OrgAccess, month: string, timeZone: string): Promise<PlanningView> {
  const org = access.organizationId;
  const days = monthDays(month);
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  const from = localToInstant(first, "00:00", timeZone);
  const until = localToInstant(addDays(last, 1), "00:00", timeZone);
  const today = todayIn(timeZone);

  const assetRows = await db.execute(sql`
    select id, name, type, status, active, next_maintenance_on::text as next_on from infrastructure_assets
    where organization_id = ${org}
    order by active desc, array_position(array['ambulance','tent','vehicle','equipment','other'], type), lower(name), id`);
  const eventRows = await db.execute(sql`
    select id, name, location, starts_at, ends_at from events
    where organization_id = ${org} and not cancelled and starts_at < ${until} and ends_at > ${from}
    order by starts_at, id`);
  const assignmentRows = await db.execute(sql`
    select ea.asset_id, ea.event_id from event_assets ea join events e on e.id = ea.event_id
    where ea.organization_id = ${org} and not e.cancelled and e.starts_at < ${until} and e.ends_at > ${from}`);
  const periodRows = await db.execute(sql`
    select id, asset_id, starts_on::text as starts_on, ends_on::text as ends_on, reason, detail
    from asset_unavailability
    where organization_id = ${org} and starts_on <= ${last}::date and ends_on >= ${first}::date
    order by starts_on`);

  const inMonth = (day: string) => day >= first && day <= last;
  const events = (eventRows.rows as Record<string, unknown>[]).map((r) => {
    const startsAt = iso(r.starts_at);
    const endsAt = iso(r.ends_at);
    const touched = daysTouched({ startsAt: new Date(startsAt), endsAt: new Date(endsAt) }, timeZone);
    const eventDays: string[] = [];
    for (let day = touched.first; day <= touched.last; day = addDays(day, 1)) if (inMonth(day)) eventDays.push(day);
    return {
      id: r.id as string,
      name: r.name as string,
      location: (r.location as string | null) ?? null,
      startsAt,
      endsAt,
      days: eventDays,
    };
  });
  const eventById = new Map(events.map((e) => [e.id, e]));

  const grid = new Map<string, Record<string, PlanningDay>>();
  const cell = (assetId: string, day: string): PlanningDay => {
    const assetDays = grid.get(assetId) ?? {};
    grid.set(assetId, assetDays);
    const existing = assetDays[day] ?? { events: [], unavailable: null, maintenance: false };
    assetDays[day] = existing;
    return existing;
  };
  for (const row of assignmentRows.rows as { asset_id: string; event_id: string }[]) {
    const event = eventById.get(row.event_id);
    for (const day of event?.days ?? [])
      cell(row.asset_id, day).events.push({ id: row.event_id, name: event?.name ?? "" });
  }
  for (const row of periodRows.rows as Record<string, string | null>[]) {
    const start = (row.starts_on as string) < first ? first : (row.starts_on as string);
    const end = (row.ends_on as string) > last ? last : (row.ends_on as string);
    for (let day = start; day <= end; day = addDays(day, 1)) {
      cell(row.asset_id as string, day).unavailable = {
        periodId: row.id as string,
        reason: row.reason as UnavailabilityReason,
        detail: row.detail ?? null,
      };
    }
  }
  const assets = (assetRows.rows as Record<string, unknown>[]).map((r) => {
    const id = r.id as string;
    const nextOn = (r.next_on as string | null) ?? null;
    if (nextOn && inMonth(nextOn)) cell(id, nextOn).maintenance = true;
    if (r.status === "maintenance" && inMonth(today)) cell(id, today).maintenance = true;
    return {
      id,
      name: r.name as string,
      type: r.type as AssetType,
      status: r.status as AssetStatus,
      active: Boolean(r.active),
      nextMaintenanceOn: nextOn,
      days: grid.get(id) ?? {},
    };
  });
  return { month, days, assets, events };
}
