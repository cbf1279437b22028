/**
 * Loads what a roster proposal (or accepting one) works from in six queries, whatever the number of events or
 * people (decision 051): the rules, the events in scope, the people, their assignments around the scope at every
 * organisation (busy time, decision 048), their absences, and the raised hands.
 */
import { DEFAULT_STAFFING_RULES, type StaffingRules, weekOf } from "@hulppost/shared/staffing/rules";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { addDays, localToInstant } from "../../platform/time";
import type { Person, RosterData, ScopeEvent } from "./roster-data";

export type RosterScope = { eventIds: string[] } | { month: string };

/** A scope event with what decides whether it may still be staffed. */
export interface LoadedEvent extends ScopeEvent {
  cancelled: boolean;
  ended: boolean;
}

type Row = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : String(v ?? ""));
const ms = (v: unknown) => new Date(v instanceof Date ? v : str(v)).getTime();
const ids = (list: string[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
const localColumns = (alias: string) =>
  sql.raw(`${alias}.id, to_char(${alias}.date, 'YYYY-MM-DD') as date, to_char(${alias}.end_date, 'YYYY-MM-DD') as end_date,
    to_char(${alias}.start_time, 'HH24:MI') as start_time, to_char(${alias}.end_time, 'HH24:MI') as end_time,
    ${alias}.starts_at, ${alias}.ends_at`);

function shift(r: Row) {
  return {
    id: str(r.id),
    date: str(r.date),
    endDate: str(r.end_date),
    startTime: str(r.start_time),
    endTime: str(r.end_time),
    startsAt: ms(r.starts_at),
    endsAt: ms(r.ends_at),
  };
}

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return (await db.execute(query)).rows as Row[];
}

/** The organisation's events in scope, cancelled and ended ones included (the caller decides). */
async function scopeEvents(db: Db, organizationId: string, scope: RosterScope, timeZone: string, now: Date) {
  let where: SQL;
  if ("month" in scope) {
    const [y = 0, m = 1] = scope.month.split("-").map(Number);
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
    const from = localToInstant(`${scope.month}-01`, "00:00", timeZone);
    const until = localToInstant(next, "00:00", timeZone);
    where = sql`e.starts_at >= ${from} and e.starts_at < ${until} and not e.cancelled and e.ends_at > ${now}`;
  } else {
    if (!scope.eventIds.length) return [];
    where = sql`e.id in (${ids(scope.eventIds)})`;
  }
  const result = await rows(
    db,
    sql`select ${localColumns("e")}, e.name, e.cancelled, e.required_doctors, e.required_nurses, e.required_first_aiders
      from events e where e.organization_id = ${organizationId} and ${where} order by e.starts_at, e.id`,
  );
  return result.map(
    (r): LoadedEvent => ({
      ...shift(r),
      name: str(r.name),
      required: {
        doctor: Number(r.required_doctors),
        nurse: Number(r.required_nurses),
        first_aider: Number(r.required_first_aiders),
      },
      cancelled: Boolean(r.cancelled),
      ended: ms(r.ends_at) <= now.getTime(),
    }),
  );
}

export async function loadRosterData(
  db: Db,
  organizationId: string,
  scope: RosterScope,
  timeZone: string,
  now = new Date(),
): Promise<{ data: RosterData; events: LoadedEvent[] }> {
  const [settings] = await rows(
    db,
    sql`select staffing_rules from organization_settings where organization_id = ${organizationId}`,
  );
  const rules = (settings?.staffing_rules as StaffingRules | null | undefined) ?? DEFAULT_STAFFING_RULES;
  const events = await scopeEvents(db, organizationId, scope, timeZone, now);
  const open = events.filter((e) => !e.cancelled && !e.ended);
  const months = "month" in scope ? [scope.month] : [...new Set(open.map((e) => e.date.slice(0, 7)))];
  const empty: RosterData = { rules, events: [], otherEvents: [], people: [], assignments: [], interest: [], months };
  if (!open.length) return { data: empty, events };

  // Around the scope: the whole ISO weeks and months it touches, and two days more for the rest between shifts.
  const first = open.map((e) => e.date).sort()[0] ?? "";
  const last =
    open
      .map((e) => e.endDate)
      .sort()
      .at(-1) ?? "";
  const fromDay = addDays([weekOf(first), `${first.slice(0, 7)}-01`].sort()[0] ?? first, -2);
  const untilDay = addDays([addDays(weekOf(last), 7), addDays(`${last.slice(0, 7)}-01`, 31)].sort().at(-1) ?? last, 2);
  const from = localToInstant(fromDay, "00:00", timeZone);
  const until = localToInstant(untilDay, "00:00", timeZone);
  const scopeIds = ids(open.map((e) => e.id));
  const members = sql`select uo.user_id from user_organizations uo where uo.organization_id = ${organizationId}`;

  const peopleRows = await rows(
    db,
    sql`select p.user_id, p.first_name, p.last_name, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date,
        p.is_doctor, p.is_nurse, p.has_first_aid_certificate, (uo.id is not null) as member,
        pr.avoid_weekdays, pr.max_events_per_month,
        (select count(*) from event_assignments pa join events pe on pe.id = pa.event_id
          where pa.user_id = p.user_id and not pe.cancelled and not pa.no_show and pe.ends_at <= ${now})::int as past
      from profiles p
      left join user_organizations uo on uo.user_id = p.user_id and uo.organization_id = ${organizationId}
      left join availability_preferences pr on pr.user_id = p.user_id
      where (uo.id is not null and (p.is_doctor or p.is_nurse or p.has_first_aid_certificate))
        or p.user_id in (select a.user_id from event_assignments a where a.event_id in (${scopeIds}))
      order by p.user_id`,
  );
  const assignmentRows = await rows(
    db,
    sql`select a.user_id, a.qualification, ${localColumns("e")}
      from event_assignments a join events e on e.id = a.event_id
      where not e.cancelled and e.starts_at < ${until} and e.ends_at > ${from}
        and (a.user_id in (${members}) or a.event_id in (${scopeIds}))`,
  );
  const absenceRows = await rows(
    db,
    sql`select user_id, starts_at, ends_at from availability_absences
      where user_id in (${members}) and starts_at < ${until} and ends_at > ${from}`,
  );
  const interestRows = await rows(
    db,
    sql`select event_id, user_id from event_interests
      where organization_id = ${organizationId} and event_id in (${scopeIds})`,
  );

  const absences = new Map<string, { startsAt: number; endsAt: number }[]>();
  for (const r of absenceRows) {
    const list = absences.get(str(r.user_id)) ?? [];
    list.push({ startsAt: ms(r.starts_at), endsAt: ms(r.ends_at) });
    absences.set(str(r.user_id), list);
  }
  const people = peopleRows.map(
    (r): Person => ({
      id: str(r.user_id),
      name: `${str(r.first_name)} ${str(r.last_name)}`.trim(),
      birthDate: r.birth_date ? str(r.birth_date) : null,
      isDoctor: Boolean(r.is_doctor),
      isNurse: Boolean(r.is_nurse),
      hasFirstAidCertificate: Boolean(r.has_first_aid_certificate),
      pastEvents: Number(r.past),
      absences: absences.get(str(r.user_id)) ?? [],
      member: Boolean(r.member),
      avoidWeekdays: Array.isArray(r.avoid_weekdays) ? r.avoid_weekdays.map(Number) : [],
      maxEventsPerMonth: r.max_events_per_month === null ? null : Number(r.max_events_per_month),
    }),
  );
  const inScope = new Set(open.map((e) => e.id));
  const otherEvents = new Map<string, ReturnType<typeof shift>>();
  const assignments: RosterData["assignments"] = [];
  for (const r of assignmentRows) {
    const e = shift(r);
    if (!inScope.has(e.id)) otherEvents.set(e.id, e);
    const q = str(r.qualification);
    assignments.push({
      eventId: e.id,
      userId: str(r.user_id),
      qualification: q === "doctor" || q === "nurse" ? q : "first_aider",
    });
  }
  const data: RosterData = {
    rules,
    events: open,
    otherEvents: [...otherEvents.values()],
    people,
    assignments,
    interest: interestRows.map((r) => ({ eventId: str(r.event_id), userId: str(r.user_id) })),
    months,
  };
  return { data, events };
}
