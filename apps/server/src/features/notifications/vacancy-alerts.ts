import type { Qualification } from "@hulppost/shared/constants";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { vacancyOpenings } from "../../db/schema/index";
import { mailLanguage } from "../../platform/mail/render";
import { alertDate, eventLink, postName } from "./alert-params";
import { notify } from "./notify";

/** At most one vacancy alert per person and organisation in this many minutes; what opens meanwhile is bundled. */
export const VACANCY_ALERT_EVERY_MINUTES = 60;
/** Openings older than this are no longer news (and keep the sweep's query small). */
const OPENINGS_KEPT_DAYS = 7;

type Required = { requiredDoctors: number; requiredNurses: number; requiredFirstAiders: number };
const REQUIRED: [Qualification, keyof Required][] = [
  ["doctor", "requiredDoctors"],
  ["nurse", "requiredNurses"],
  ["first_aider", "requiredFirstAiders"],
];

/**
 * Records the posts an event newly needs, in the transaction that created or changed it: every
 * post it is created with, and a required count that grew. A count that shrank or stayed opens
 * nothing; nobody is told of the same need twice because its form was saved again.
 */
export async function recordVacancyOpenings(
  tx: Db,
  organizationId: string,
  eventId: string,
  before: Required | null,
  after: Partial<Required>,
) {
  const opened = REQUIRED.filter(([, field]) => {
    const now = after[field] ?? before?.[field] ?? 0;
    return now > 0 && now > (before?.[field] ?? 0);
  });
  if (!opened.length) return;
  await tx
    .insert(vacancyOpenings)
    .values(opened.map(([qualification]) => ({ organizationId, eventId, qualification })));
}

type CandidateRow = {
  organization_id: string;
  user_id: string;
  language: string | null;
  last_at: string | Date | null;
  event_id: string;
  name: string;
  starts_at: string | Date;
  start_time: string;
  qualification: Qualification;
};

/**
 * Alerts caregivers of the vacancies opened since their last vacancy alert (decision 046,
 * addendum): an opening of their qualification at an upcoming, not cancelled event of their
 * organisation that still has that post open, that they do not work at, and that overlaps none of
 * their assigned events (in any organisation: busy is busy). At most one alert per person and
 * organisation an hour: a person alerted less than 60 minutes ago waits, and the next alert
 * bundles everything opened meanwhile (`vacancy.one`, or `vacancy.many` with the count). The
 * dedupe key names the alert it follows, so two processes write it once.
 */
export async function sweepVacancies(deps: AppDeps, now = new Date()): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await deps.db.execute<CandidateRow>(sql`
    with last as (
      select n.user_id, n.organization_id, max(n.created_at) as at from notifications n
      where n.kind = 'vacancy' and n.created_at > ${at} - make_interval(days => ${OPENINGS_KEPT_DAYS})
      group by n.user_id, n.organization_id
    )
    select distinct on (uo.organization_id, uo.user_id, e.id)
      uo.organization_id, uo.user_id, p.language, last.at as last_at,
      e.id as event_id, e.name, e.starts_at, e.start_time::text as start_time, o.qualification
    from vacancy_openings o
    join events e on e.id = o.event_id and e.organization_id = o.organization_id
    join user_organizations uo on uo.organization_id = o.organization_id and uo.role = 'hulpverlener'
    join profiles p on p.user_id = uo.user_id
    left join last on last.user_id = uo.user_id and last.organization_id = uo.organization_id
    where o.opened_at > ${at} - make_interval(days => ${OPENINGS_KEPT_DAYS}) and o.opened_at <= ${at}
      and o.opened_at > greatest(last.at, uo.created_at)
      and (last.at is null or last.at <= ${at} - make_interval(mins => ${VACANCY_ALERT_EVERY_MINUTES}))
      and not e.cancelled and e.starts_at > ${at}
      and case o.qualification
        when 'doctor' then p.is_doctor and e.required_doctors >
          (select count(*) from event_assignments x where x.event_id = e.id and x.qualification = 'doctor')
        when 'nurse' then p.is_nurse and e.required_nurses >
          (select count(*) from event_assignments x where x.event_id = e.id and x.qualification = 'nurse')
        else p.has_first_aid_certificate and e.required_first_aiders >
          (select count(*) from event_assignments x where x.event_id = e.id and x.qualification = 'first_aider')
      end
      and not exists (select 1 from event_assignments mine where mine.event_id = e.id and mine.user_id = uo.user_id)
      and not exists (
        select 1 from event_assignments busy join events b on b.id = busy.event_id
        where busy.user_id = uo.user_id and not b.cancelled and b.starts_at < e.ends_at and b.ends_at > e.starts_at)
    order by uo.organization_id, uo.user_id, e.id, o.qualification`);
  const people = new Map<string, CandidateRow[]>();
  for (const row of result.rows) {
    const key = `${row.organization_id}:${row.user_id}`;
    (people.get(key) ?? people.set(key, []).get(key))?.push(row);
  }
  const timeZone = deps.config.APP_TIMEZONE;
  let written = 0;
  for (const rows of people.values()) {
    rows.sort((a, b) => new Date(a.starts_at).getTime() - new Date(b.starts_at).getTime());
    const [first] = rows;
    if (!first) continue;
    const language = mailLanguage(first.language);
    const startsAt = new Date(first.starts_at);
    const last = first.last_at ? new Date(first.last_at).toISOString() : "first";
    const { ids } = await deps.db.transaction((tx) =>
      notify(tx, deps.jobs, {
        organizationId: first.organization_id,
        kind: "vacancy",
        variant: rows.length === 1 ? "one" : "many",
        params: {
          event: first.name,
          date: alertDate(language, startsAt, timeZone),
          time: first.start_time.slice(0, 5),
          post: postName(language, first.qualification),
          count: rows.length,
        },
        // One: its event; several: the dashboard's list of vacancies, which shows them all.
        link: rows.length === 1 ? eventLink(first.event_id) : "/dashboard#vacancies",
        eventId: rows.length === 1 ? first.event_id : null,
        dedupeKey: `vacancy:${first.organization_id}:${last}`,
        recipients: [{ userId: first.user_id }],
      }),
    );
    written += ids.length;
  }
  return written;
}
