import type { Qualification } from "@hulppost/shared/constants";
import type { EventFilter, EventPhase, EventView } from "@hulppost/shared/events";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * For events `e`: `a` with the assigned doctors, nurses and first aiders and `inf` with the
 * assigned tents and ambulances (indexed lateral counts per event, in the same query), `i.n` the
 * raised hands, and the viewer's own assignment (`mine`, with its post leader mark) and interest
 * (`my_interest`).
 */
export const assignedCountsJoin = sql`left join lateral (
      select count(*) filter (where qualification = 'doctor')::int as doctors,
             count(*) filter (where qualification = 'nurse')::int as nurses,
             count(*) filter (where qualification = 'first_aider')::int as first_aiders
      from event_assignments where event_id = e.id
    ) a on true
    left join lateral (
      select count(*) filter (where ia.type = 'tent')::int as tents,
             count(*) filter (where ia.type = 'ambulance')::int as ambulances
      from event_assets ea join infrastructure_assets ia on ia.id = ea.asset_id
      where ea.event_id = e.id
    ) inf on true`;

function eventCountJoins(viewerId: string) {
  return sql`${assignedCountsJoin}
    left join lateral (select count(*)::int as n from event_interests where event_id = e.id) i on true
    left join event_assignments mine on mine.event_id = e.id and mine.user_id = ${viewerId}
    left join event_interests my_interest on my_interest.event_id = e.id and my_interest.user_id = ${viewerId}`;
}

/**
 * One query for a list of events with their staffing counts and the asking person's own state
 * (assigned? raised a hand?), whatever the number of events: counts come from lateral subqueries
 * on indexed columns, never from a query per event.
 */
export function eventRowsQuery(organizationId: string, viewerId: string, where: SQL, order: SQL = sql`e.starts_at`) {
  return sql`
    select e.*, a.doctors, a.nurses, a.first_aiders, inf.tents, inf.ambulances, i.n as interest_count,
           mine.qualification as my_qualification, mine.post_leader as my_post_leader,
           (my_interest.id is not null) as my_interest
    from events e
    ${eventCountJoins(viewerId)}
    where e.organization_id = ${organizationId} and ${where}
    order by ${order}`;
}

export type EventRow = Record<string, unknown>;

export function phaseOf(startsAt: Date, endsAt: Date, now = new Date()): EventPhase {
  if (now < startsAt) return "planned";
  if (now < endsAt) return "live";
  return "past";
}

const iso = (v: unknown) => (v instanceof Date ? v : new Date(v as string)).toISOString();
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const time = (v: unknown) => String(v).slice(0, 5);
const num = (v: unknown) => Number(v ?? 0);

export function toEventView(row: EventRow, now = new Date(), isAdmin = true): EventView {
  const showContact = isAdmin || row.my_qualification != null;
  const startsAt = new Date(iso(row.starts_at));
  const endsAt = new Date(iso(row.ends_at));
  const staffing = {
    doctors: { required: num(row.required_doctors), assigned: num(row.doctors) },
    nurses: { required: num(row.required_nurses), assigned: num(row.nurses) },
    firstAiders: { required: num(row.required_first_aiders), assigned: num(row.first_aiders) },
    tents: { required: num(row.required_tents), assigned: num(row.tents) },
    ambulances: { required: num(row.required_ambulances), assigned: num(row.ambulances) },
  };
  const open = (s: { required: number; assigned: number }) => Math.max(0, s.required - s.assigned);
  return {
    id: row.id as string,
    version: num(row.version),
    name: row.name as string,
    date: day(row.date),
    endDate: day(row.end_date),
    startTime: time(row.start_time),
    endTime: time(row.end_time),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    location: (row.location as string | null) ?? null,
    address: (row.address as string | null) ?? null,
    description: (row.description as string | null) ?? null,
    contactName: showContact ? ((row.contact_name as string | null) ?? null) : null,
    contactPhone: showContact ? ((row.contact_phone as string | null) ?? null) : null,
    contactEmail: showContact ? ((row.contact_email as string | null) ?? null) : null,
    hospitalName: (row.hospital_name as string | null) ?? null,
    hospitalAddress: (row.hospital_address as string | null) ?? null,
    hospitalPhone: (row.hospital_phone as string | null) ?? null,
    cancelled: Boolean(row.cancelled),
    phase: phaseOf(startsAt, endsAt, now),
    staffing,
    openPosts: open(staffing.doctors) + open(staffing.nurses) + open(staffing.firstAiders),
    interestCount: num(row.interest_count),
    mine: {
      assigned: row.my_qualification != null,
      qualification: (row.my_qualification as Qualification | null) ?? null,
      interested: Boolean(row.my_interest),
      postLeader: Boolean(row.my_post_leader),
    },
    createdAt: iso(row.created_at),
  };
}

/**
 * Conditions of the list filters: current (live and planned), upcoming, ongoing, completed,
 * cancelled. A cancelled event is only ever under cancelled, whatever its times.
 */
export function filterCondition(filter: EventFilter): SQL {
  switch (filter) {
    case "current":
      return sql`not e.cancelled and e.ends_at > now()`;
    case "upcoming":
      return sql`not e.cancelled and e.starts_at > now()`;
    case "ongoing":
      return sql`not e.cancelled and e.starts_at <= now() and e.ends_at > now()`;
    case "completed":
      return sql`not e.cancelled and e.ends_at <= now()`;
    case "cancelled":
      return sql`e.cancelled`;
    default:
      return sql`true`;
  }
}

export async function selectEvents(
  db: Db,
  access: { organizationId: string; viewer: { userId: string }; role: string },
  where: SQL,
  order?: SQL,
): Promise<EventView[]> {
  const result = await db.execute(eventRowsQuery(access.organizationId, access.viewer.userId, where, order));
  const now = new Date();
  const isAdmin = access.role !== "hulpverlener";
  return (result.rows as EventRow[]).map((row) => toEventView(row, now, isAdmin));
}

const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The list as EventSummary JSON (eventRowsQuery's events without long texts and contacts), shaped
 * by the database (see queryJsonText). A test parses the answer with the contract, strictly.
 */
export function eventSummaryJsonQuery(organizationId: string, viewerId: string, where: SQL, order: SQL) {
  const open = (required: SQL, assigned: SQL) => sql`greatest(${required} - ${assigned}, 0)`;
  return sql`
    select coalesce(json_agg(json_build_object(
      'id', e.id, 'name', e.name, 'date', e.date, 'endDate', e.end_date,
      'startTime', to_char(e.start_time, 'HH24:MI'), 'endTime', to_char(e.end_time, 'HH24:MI'),
      'startsAt', ${isoText(sql`e.starts_at`)}, 'endsAt', ${isoText(sql`e.ends_at`)},
      'location', e.location, 'cancelled', e.cancelled,
      'phase', case when now() < e.starts_at then 'planned' when now() < e.ends_at then 'live' else 'past' end,
      'staffing', json_build_object(
        'doctors', json_build_object('required', e.required_doctors, 'assigned', a.doctors),
        'nurses', json_build_object('required', e.required_nurses, 'assigned', a.nurses),
        'firstAiders', json_build_object('required', e.required_first_aiders, 'assigned', a.first_aiders),
        'tents', json_build_object('required', e.required_tents, 'assigned', inf.tents),
        'ambulances', json_build_object('required', e.required_ambulances, 'assigned', inf.ambulances)),
      'openPosts', ${open(sql`e.required_doctors`, sql`a.doctors`)} + ${open(sql`e.required_nurses`, sql`a.nurses`)}
        + ${open(sql`e.required_first_aiders`, sql`a.first_aiders`)},
      'interestCount', i.n,
      'mine', json_build_object('assigned', mine.id is not null, 'qualification', mine.qualification,
        'interested', my_interest.id is not null, 'postLeader', coalesce(mine.post_leader, false))
    ) order by ${order}), '[]')::text as json
    from events e
    ${eventCountJoins(viewerId)}
    where e.organization_id = ${organizationId} and ${where}`;
}
