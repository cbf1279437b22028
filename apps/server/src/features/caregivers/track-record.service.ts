import type { Qualification } from "@hulppost/shared/constants";
import { handRaising, type TrackRecordEvent, type TrackRecordView } from "@hulppost/shared/staffing/track-record";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { localDate, localToInstant } from "../../platform/time";
import { phaseOf } from "../events/event-rows";

type Row = {
  first_name: string;
  last_name: string;
  raised: number;
  offered: number;
  events: string | EventJson[];
};
type EventJson = {
  id: string;
  name: string;
  startsAt: string;
  endsAt: string;
  location: string | null;
  cancelled: boolean;
  qualification: Qualification;
  noShow: boolean;
  interested: boolean;
};

const HOUR = 3_600_000;
const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * A person's track record at this organisation (decision 050), in one statement whatever the
 * number of their events: their assignments with the no-show marks and raised hands, and how many
 * of the organisation's events of the last 12 months they raised a hand for, counted from when
 * they joined (or from their first event here, if that was earlier: members moved in by a merge).
 * The figures are summed from the assignments: worked is ended, not cancelled and not a no-show.
 * "This year" is the planning time zone's calendar year. Not a member here: 404.
 */
export async function trackRecord(
  db: Db,
  organizationId: string,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<TrackRecordView> {
  const result = await db.execute(sql`
    with member as (
      select uo.created_at as joined_at, p.first_name, p.last_name
      from user_organizations uo join profiles p on p.user_id = uo.user_id
      where uo.organization_id = ${organizationId} and uo.user_id = ${userId}
    ),
    mine as (
      select e.id, e.name, e.starts_at, e.ends_at, e.location, e.cancelled, a.qualification, a.no_show,
        exists (select 1 from event_interests i where i.event_id = e.id and i.user_id = ${userId}) as interested
      from event_assignments a join events e on e.id = a.event_id
      where a.organization_id = ${organizationId} and a.user_id = ${userId}
    ),
    since as (
      select greatest(${now}::timestamptz - interval '365 days',
        least(m.joined_at, (select min(e.starts_at) from events e
          where e.organization_id = ${organizationId}
            and (e.id in (select id from mine)
              or e.id in (select event_id from event_interests where user_id = ${userId} and organization_id = ${organizationId})))
        )) as at
      from member m
    ),
    offered as (
      select e.id from events e, since s
      where e.organization_id = ${organizationId} and not e.cancelled and e.starts_at >= s.at and e.starts_at <= ${now}
    )
    select m.first_name, m.last_name,
      (select count(*)::int from offered) as offered,
      (select count(*)::int from event_interests i
        where i.organization_id = ${organizationId} and i.user_id = ${userId} and i.event_id in (select id from offered)) as raised,
      coalesce((select json_agg(json_build_object('id', id, 'name', name, 'startsAt', starts_at, 'endsAt', ends_at,
          'location', location, 'cancelled', cancelled, 'qualification', qualification, 'noShow', no_show,
          'interested', interested) order by starts_at desc, name)
        from mine), '[]') as events
    from member m`);
  const [row] = result.rows as Row[];
  if (!row) throw notFound("Responder not found", "USER_NOT_FOUND");
  const list = (typeof row.events === "string" ? JSON.parse(row.events) : row.events) as EventJson[];
  const yearStart = localToInstant(`${localDate(now, timeZone).slice(0, 4)}-01-01`, "00:00", timeZone);
  const worked = { eventsAllTime: 0, eventsThisYear: 0, hoursAllTime: 0, hoursThisYear: 0 };
  const posts = { doctor: 0, nurse: 0, first_aider: 0 };
  let noShows = 0;
  let upcoming = 0;
  let firstEventAt: Date | null = null;
  const events: TrackRecordEvent[] = [];
  for (const e of list) {
    const startsAt = new Date(e.startsAt);
    const endsAt = new Date(e.endsAt);
    const phase = phaseOf(startsAt, endsAt, now);
    const counts = phase === "past" && !e.cancelled && !e.noShow;
    const hours = counts ? (endsAt.getTime() - startsAt.getTime()) / HOUR : 0;
    if (counts) {
      worked.eventsAllTime++;
      worked.hoursAllTime += hours;
      if (startsAt >= yearStart) {
        worked.eventsThisYear++;
        worked.hoursThisYear += hours;
      }
      posts[e.qualification]++;
      if (!firstEventAt || startsAt < firstEventAt) firstEventAt = startsAt;
    }
    if (e.noShow && !e.cancelled) noShows++;
    if (phase === "planned" && !e.cancelled) upcoming++;
    events.push({
      eventId: e.id,
      name: e.name,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      location: e.location,
      qualification: e.qualification,
      cancelled: e.cancelled,
      phase,
      noShow: e.noShow,
      hoursWorked: tenth(hours),
      interested: e.interested,
    });
  }
  return {
    userId,
    firstName: row.first_name,
    lastName: row.last_name,
    firstEventAt: firstEventAt ? firstEventAt.toISOString() : null,
    worked: { ...worked, hoursAllTime: tenth(worked.hoursAllTime), hoursThisYear: tenth(worked.hoursThisYear) },
    posts,
    noShows,
    upcoming,
    hands: { raised: row.raised, offered: row.offered, level: handRaising(row.raised, row.offered) },
    events,
  };
}
