import type { AdminDashboardView, CaregiverHistoryRow } from "@hulppost/shared/events";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { addDays, localToInstant } from "../../platform/time";
import { phaseOf } from "../events/event-rows";

const iso = (v: unknown) => new Date(v as string).toISOString();

/**
 * The admin dashboard (spec §2): counts of upcoming events, caregivers and open posts, and the
 * staff shortages of upcoming events, most urgent first (soonest, then most missing). Two queries
 * whatever the number of events.
 */
export async function adminDashboard(db: Db, organizationId: string): Promise<AdminDashboardView> {
  const events = await db.execute(sql`
    select e.id, e.name, e.starts_at, e.ends_at, e.location,
           greatest(e.required_doctors - a.doctors, 0) as missing_doctors,
           greatest(e.required_nurses - a.nurses, 0) as missing_nurses,
           greatest(e.required_first_aiders - a.first_aiders, 0) as missing_first_aiders
    from events e
    left join lateral (
      select count(*) filter (where qualification = 'doctor')::int as doctors,
             count(*) filter (where qualification = 'nurse')::int as nurses,
             count(*) filter (where qualification = 'first_aider')::int as first_aiders
      from event_assignments where event_id = e.id
    ) a on true
    where e.organization_id = ${organizationId} and not e.cancelled and e.ends_at > now()
    order by e.starts_at`);
  const [members] = (
    await db.execute(
      sql`select count(*)::int as n from user_organizations where organization_id = ${organizationId} and role = 'hulpverlener'`,
    )
  ).rows as { n: number }[];
  const now = new Date();
  let upcoming = 0;
  let live = 0;
  let openPosts = 0;
  const shortages: AdminDashboardView["shortages"] = [];
  for (const row of events.rows as Record<string, unknown>[]) {
    const startsAt = new Date(row.starts_at as string);
    const phase = phaseOf(startsAt, new Date(row.ends_at as string), now);
    if (phase === "live") live++;
    if (phase !== "planned") continue;
    upcoming++;
    const missing = {
      doctors: Number(row.missing_doctors),
      nurses: Number(row.missing_nurses),
      firstAiders: Number(row.missing_first_aiders),
    };
    const totalMissing = missing.doctors + missing.nurses + missing.firstAiders;
    openPosts += totalMissing;
    if (totalMissing > 0) {
      shortages.push({
        event: {
          id: row.id as string,
          name: row.name as string,
          startsAt: startsAt.toISOString(),
          location: (row.location as string | null) ?? null,
        },
        missing,
        totalMissing,
      });
    }
  }
  // Already in order of start; events starting within a week come first, the one missing most first among those.
  const soon = now.getTime() + 7 * 24 * 3600_000;
  shortages.sort((a, b) => {
    const aSoon = new Date(a.event.startsAt).getTime() < soon;
    const bSoon = new Date(b.event.startsAt).getTime() < soon;
    if (aSoon !== bSoon) return aSoon ? -1 : 1;
    if (aSoon && a.totalMissing !== b.totalMissing) return b.totalMissing - a.totalMissing;
    return a.event.startsAt.localeCompare(b.event.startsAt);
  });
  return { upcomingEvents: upcoming, liveEvents: live, caregivers: members?.n ?? 0, openPosts, shortages };
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

/** Per caregiver: events worked and hours in a period, upcoming shifts, hands raised, last event. */
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
      count(e.id) filter (where e.ends_at <= now() and e.starts_at >= ${from} and e.starts_at < ${to})::int as events_worked,
      coalesce(sum(extract(epoch from (e.ends_at - e.starts_at)) / 3600)
        filter (where e.ends_at <= now() and e.starts_at >= ${from} and e.starts_at < ${to}), 0)::float as hours_worked,
      count(e.id) filter (where e.starts_at > now())::int as upcoming,
      (select count(*)::int from event_interests i where i.user_id = p.user_id and i.organization_id = ${organizationId}) as interest_shown,
      max(e.starts_at) filter (where e.ends_at <= now()) as last_event_at
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
  if (!member) throw notFound("Caregiver not found", "USER_NOT_FOUND");
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
