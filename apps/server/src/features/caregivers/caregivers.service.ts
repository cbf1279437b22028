import type { CaregiverHistoryRow } from "@hulppost/shared/events";
import { sql } from "drizzle-orm";
import { type Database, type Db, queryJsonText } from "../../db/client";
import { notFound } from "../../http/errors";
import { addDays, localDate, localToInstant } from "../../platform/time";
import { assignedCountsJoin, phaseOf } from "../events/event-rows";
import { maintenanceDueJson } from "../infrastructure/maintenance";

const iso = (v: unknown) => new Date(v as string).toISOString();

/**
 * The admin dashboard: counts of upcoming events, caregivers and open posts, the shortages of
 * upcoming events (people, tents and ambulances) most urgent first: those within a week first, the
 * one missing most first among those, then by start; and the assets due for maintenance. One
 * prepared statement that answers the JSON itself, whatever the number of events (it is the page
 * every admin opens first). `today` is the planning time zone's date.
 */
export async function adminDashboardJson(
  database: Database,
  organizationId: string,
  timeZone: string,
): Promise<string> {
  const today = localDate(new Date(), timeZone);
  const query = sql`
    with ev as (
      select e.id, e.name, e.starts_at, e.location,
             greatest(e.required_doctors - a.doctors, 0) as md,
             greatest(e.required_nurses - a.nurses, 0) as mn,
             greatest(e.required_first_aiders - a.first_aiders, 0) as mf,
             greatest(e.required_tents - inf.tents, 0) as mt,
             greatest(e.required_ambulances - inf.ambulances, 0) as ma
      from events e
      ${assignedCountsJoin}
      where e.organization_id = ${organizationId} and not e.cancelled and e.ends_at > now()
    )
    select json_build_object(
      'upcomingEvents', (select count(*) from ev where starts_at > now()),
      'liveEvents', (select count(*) from ev where starts_at <= now()),
      'caregivers', (select count(*) from user_organizations where organization_id = ${organizationId} and role = 'hulpverlener'),
      'openPosts', (select coalesce(sum(md + mn + mf), 0) from ev where starts_at > now()),
      'shortages', coalesce((
        select json_agg(json_build_object(
          'event', json_build_object('id', id, 'name', name, 'location', location,
            'startsAt', to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
          'missing', json_build_object('doctors', md, 'nurses', mn, 'firstAiders', mf, 'tents', mt, 'ambulances', ma),
          'totalMissing', md + mn + mf + mt + ma
        ) order by (starts_at < now() + interval '7 days') desc,
                   case when starts_at < now() + interval '7 days' then md + mn + mf + mt + ma end desc nulls last,
                   starts_at)
        from ev where starts_at > now() and md + mn + mf + mt + ma > 0), '[]'),
      'maintenanceDue', ${maintenanceDueJson(organizationId, today)}
    )::text as json`;
  return queryJsonText(database, query, "hulppost_admin_dashboard");
}

/** Who works when: each member's shifts overlapping a date range (the caregiver calendar). */
export async function schedule(db: Db, organizationId: string, from: string, to: string, timeZone: string) {
  const start = localToInstant(from, "00:00", timeZone);
  const end = localToInstant(addDays(to, 1), "00:00", timeZone);
  const result = await db.execute(sql`
    select p.user_id, p.first_name, p.last_name,
      coalesce(json_agg(json_build_object('eventId', e.id, 'name', e.name, 'startsAt', e.starts_at, 'endsAt', e.ends_at, 'qualification', a.qualification)
        order by e.starts_at) filter (where e.id is not null), '[]') as shifts
    from user_organizations uo
    join profiles p on p.user_id = uo.user_id
    left join event_assignments a on a.user_id = uo.user_id and a.organization_id = ${organizationId}
    left join events e on e.id = a.event_id and not e.cancelled and e.starts_at < ${end} and e.ends_at > ${start}
    where uo.organization_id = ${organizationId}
    group by p.user_id, p.first_name, p.last_name
    order by lower(p.last_name), lower(p.first_name)`);
  return (result.rows as Record<string, unknown>[]).map((r) => {
    const shifts = (typeof r.shifts === "string" ? JSON.parse(r.shifts) : r.shifts) as {
      eventId: string;
      name: string;
      startsAt: string;
      endsAt: string;
      qualification: "doctor" | "nurse" | "first_aider";
    }[];
    return {
      userId: r.user_id as string,
      firstName: r.first_name as string,
      lastName: r.last_name as string,
      shifts: shifts.filter((s) => s.eventId).map((s) => ({ ...s, startsAt: iso(s.startsAt), endsAt: iso(s.endsAt) })),
    };
  });
}

/**
 * Per caregiver: events worked and hours in a period, upcoming shifts, hands raised, last event.
 * An event they did not come to (a no-show) is not worked (decision 050).
 */
export async function caregiverHistory(
  db: Db,
  organizationId: string,
  range: { from?: string; to?: string },
  timeZone: string,
): Promise<CaregiverHistoryRow[]> {
  const from = range.from ? localToInstant(range.from, "00:00", timeZone) : new Date(0);
  const to = range.to ? localToInstant(addDays(range.to, 1), "00:00", timeZone) : new Date();
  const result = await db.execute(sql`
    select p.user_id, p.first_name, p.last_name, p.is_doctor, p.is_nurse, p.has_first_aid_certificate,
      count(e.id) filter (where e.ends_at <= now() and not a.no_show and e.starts_at >= ${from} and e.starts_at < ${to})::int as events_worked,
      coalesce(sum(extract(epoch from (e.ends_at - e.starts_at)) / 3600)
        filter (where e.ends_at <= now() and not a.no_show and e.starts_at >= ${from} and e.starts_at < ${to}), 0)::float as hours_worked,
      count(e.id) filter (where e.starts_at > now())::int as upcoming,
      (select count(*)::int from event_interests i where i.user_id = p.user_id and i.organization_id = ${organizationId}) as interest_shown,
      max(e.starts_at) filter (where e.ends_at <= now() and not a.no_show) as last_event_at
    from user_organizations uo
    join profiles p on p.user_id = uo.user_id
    left join event_assignments a on a.user_id = uo.user_id and a.organization_id = ${organizationId}
    left join events e on e.id = a.event_id and not e.cancelled
    where uo.organization_id = ${organizationId}
    group by p.user_id, p.first_name, p.last_name, p.is_doctor, p.is_nurse, p.has_first_aid_certificate
    order by lower(p.last_name), lower(p.first_name)`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    userId: r.user_id as string,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    isDoctor: Boolean(r.is_doctor),
    isNurse: Boolean(r.is_nurse),
    hasFirstAidCertificate: Boolean(r.has_first_aid_certificate),
    eventsWorked: Number(r.events_worked),
    hoursWorked: Math.round(Number(r.hours_worked) * 10) / 10,
    upcoming: Number(r.upcoming),
    interestShown: Number(r.interest_shown),
    lastEventAt: r.last_event_at ? iso(r.last_event_at) : null,
  }));
}

/** One caregiver's events in this organisation, newest first (the caregiver detail). */
export async function personHistory(db: Db, organizationId: string, userId: string) {
  const [member] = (
    await db.execute(
      sql`select 1 as ok from user_organizations where organization_id = ${organizationId} and user_id = ${userId}`,
    )
  ).rows;
  if (!member) throw notFound("Responder not found", "USER_NOT_FOUND");
  const result = await db.execute(sql`
    select e.id, e.name, e.starts_at, e.ends_at, e.location, e.cancelled, a.qualification
    from event_assignments a join events e on e.id = a.event_id
    where a.organization_id = ${organizationId} and a.user_id = ${userId}
    order by e.starts_at desc`);
  const now = new Date();
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    eventId: r.id as string,
    name: r.name as string,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    location: (r.location as string | null) ?? null,
    qualification: r.qualification as "doctor" | "nurse" | "first_aider",
    cancelled: Boolean(r.cancelled),
    phase: phaseOf(new Date(r.starts_at as string), new Date(r.ends_at as string), now),
  }));
}
