import { QUALIFICATIONS, type Qualification } from "@hulppost/shared/constants";
import { type InsightsQuery, type InsightsView, insightPeriod, periodProblem } from "@hulppost/shared/insights";
import { PATIENT_STATUSES, URGENCIES } from "@hulppost/shared/patients";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fieldError } from "../../http/errors";
import { addDays, localDate, localToInstant } from "../../platform/time";
import { requireEvent } from "../events/events.service";

/** What the figures are about: the organisation's patients and events in a period, or one event. */
type Scope =
  | { kind: "period"; organizationId: string; from: string; to: string; start: Date; end: Date }
  | { kind: "event"; organizationId: string; eventId: string; from: string; to: string };

const zeros = <T extends readonly string[]>(keys: T) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<T[number], number>;
const round = (value: unknown, places: number) =>
  value == null ? null : Math.round(Number(value) * 10 ** places) / 10 ** places;
const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

/**
 * The organisation's figures over local calendar days [from, to], both included; the last 12
 * months (from the first of the oldest) when no period is given. The contract checks a period
 * given whole; one whose end is left out ends today, so its length is checked here, on `from`.
 */
export async function organizationInsights(
  db: Db,
  organizationId: string,
  query: InsightsQuery,
  timeZone: string,
): Promise<InsightsView> {
  const today = localDate(new Date(), timeZone);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? insightPeriod("12m", to).from;
  const problem = periodProblem(from, to);
  if (problem) throw fieldError(query.to ? "to" : "from", problem);
  const start = localToInstant(from, "00:00", timeZone);
  const end = localToInstant(addDays(to, 1), "00:00", timeZone);
  return insights(db, { kind: "period", organizationId, from, to, start, end }, timeZone);
}

/** One event's figures, whatever its dates; another organisation's event answers 404. */
export async function eventInsights(
  db: Db,
  organizationId: string,
  eventId: string,
  timeZone: string,
): Promise<InsightsView & { event: { id: string; name: string } }> {
  const event = await requireEvent(db, organizationId, eventId);
  const view = await insights(
    db,
    { kind: "event", organizationId, eventId, from: event.date, to: event.endDate },
    timeZone,
  );
  return { ...view, event: { id: event.id, name: event.name } };
}

/**
 * Three statements whatever the amount of data, each on an index: patients by (organisation,
 * arrival) or (event, arrival), events by (organisation, start) with their assignments by event.
 */
async function insights(db: Db, scope: Scope, timeZone: string): Promise<InsightsView> {
  const [patients, staffing, hours] = await Promise.all([
    patientFigures(db, scope, timeZone),
    staffingFigures(db, scope, timeZone),
    hourFigures(db, scope),
  ]);
  return { from: scope.from, to: scope.to, ...patients, staffing, hours };
}

function patientFilter(scope: Scope): SQL {
  return scope.kind === "event"
    ? sql`p.organization_id = ${scope.organizationId}::uuid and p.event_id = ${scope.eventId}::uuid`
    : sql`p.organization_id = ${scope.organizationId}::uuid and p.arrived_at >= ${scope.start} and p.arrived_at < ${scope.end}`;
}

/**
 * A period's events by their start, without the cancelled ones (they needed nobody in the end).
 * Events still to come are in: the staffing figures show how well the planning is filled.
 */
function eventFilter(scope: Scope): SQL {
  return scope.kind === "event"
    ? sql`e.organization_id = ${scope.organizationId}::uuid and e.id = ${scope.eventId}::uuid`
    : sql`e.organization_id = ${scope.organizationId}::uuid and e.starts_at >= ${scope.start} and e.starts_at < ${scope.end}
          and not e.cancelled`;
}

type PatientRow = {
  gs: number;
  gu: number;
  gh: number;
  go: number;
  status: string | null;
  urgency: string | null;
  hour: number | null;
  outcome: string | null;
  n: number;
  measured: number;
  median: number | null;
  p90: number | null;
};

/**
 * Every patient breakdown in one grouping-sets pass; the grand total row carries the response
 * numbers. The first vital signs come from the (patient, measured_at) index, one row per patient.
 * The outcome is the status of patients whose event is over (null for an event still running).
 */
async function patientFigures(db: Db, scope: Scope, timeZone: string) {
  const result = await db.execute(sql`
    with p as (
      select p.status, p.urgency,
        extract(hour from p.arrived_at at time zone ${timeZone})::int as hour,
        case when e.ends_at <= now() then p.status end as outcome,
        -- A measurement noted a little before the arrival time that was typed counts as at once;
        -- greatest() alone would turn "never measured" (null) into 0 as well.
        case when first.measured_at is not null
          then extract(epoch from greatest(first.measured_at - p.arrived_at, interval '0')) / 60 end as minutes
      from patients p
      join events e on e.id = p.event_id
      left join lateral (
        select v.measured_at from vital_signs v where v.patient_id = p.id order by v.measured_at limit 1
      ) first on true
      where ${patientFilter(scope)}
    )
    select grouping(status)::int as gs, grouping(urgency)::int as gu, grouping(hour)::int as gh,
      grouping(outcome)::int as go, status, urgency, hour, outcome, count(*)::int as n,
      count(minutes)::int as measured,
      percentile_cont(0.5) within group (order by minutes) as median,
      percentile_cont(0.9) within group (order by minutes) as p90
    from p
    group by grouping sets ((status), (urgency), (hour), (outcome), ())`);
  const byStatus = zeros(PATIENT_STATUSES);
  const byUrgency = zeros(URGENCIES);
  const outcome = zeros(PATIENT_STATUSES);
  const byHour = Array.from({ length: 24 }, () => 0);
  let total = 0;
  let response = {
    measured: 0,
    unmeasured: 0,
    medianMinutes: null as number | null,
    p90Minutes: null as number | null,
  };
  for (const row of result.rows as PatientRow[]) {
    if (!row.gs) byStatus[row.status as keyof typeof byStatus] = row.n;
    else if (!row.gu) byUrgency[row.urgency as keyof typeof byUrgency] = row.n;
    else if (!row.gh) byHour[row.hour as number] = row.n;
    else if (!row.go) {
      if (row.outcome) outcome[row.outcome as keyof typeof outcome] = row.n;
    } else {
      total = row.n;
      response = {
        measured: row.measured,
        unmeasured: row.n - row.measured,
        medianMinutes: round(row.median, 1),
        p90Minutes: round(row.p90, 1),
      };
    }
  }
  const ended = Object.values(outcome).reduce((sum, n) => sum + n, 0);
  return { patients: { total, byStatus, byUrgency, byHour, outcome: { ended, byStatus: outcome } }, response };
}

type StaffingRow = {
  gid: number;
  id: string | null;
  name: string | null;
  date: string | null;
  month: string;
  events: number;
  rd: number;
  rn: number;
  rf: number;
  ad: number;
  an: number;
  af: number;
  needed: number;
  filled: number;
};

/**
 * Per event, required against assigned people as the staffing view counts them (an assignment
 * fills the post it names), and the same summed per local month of the start, in one statement.
 * A post counts up to what it needs: surplus nurses do not fill a missing doctor.
 */
async function staffingFigures(db: Db, scope: Scope, timeZone: string) {
  const result = await db.execute(sql`
    with ev as (
      select e.id, e.name, e.date::text as date, e.starts_at,
        to_char(e.starts_at at time zone ${timeZone}, 'YYYY-MM') as month,
        e.required_doctors as rd, e.required_nurses as rn, e.required_first_aiders as rf,
        a.doctors as ad, a.nurses as an, a.first_aiders as af
      from events e
      left join lateral (
        select count(*) filter (where qualification = 'doctor')::int as doctors,
               count(*) filter (where qualification = 'nurse')::int as nurses,
               count(*) filter (where qualification = 'first_aider')::int as first_aiders
        from event_assignments where event_id = e.id
      ) a on true
      where ${eventFilter(scope)}
    )
    select grouping(id)::int as gid, id, name, date, month, count(*)::int as events,
      sum(rd)::int as rd, sum(rn)::int as rn, sum(rf)::int as rf,
      sum(ad)::int as ad, sum(an)::int as an, sum(af)::int as af,
      sum(rd + rn + rf)::int as needed,
      sum(least(ad, rd) + least(an, rn) + least(af, rf))::int as filled
    from ev
    group by grouping sets ((month, starts_at, id, name, date), (month))
    order by month, grouping(id) desc, starts_at, name`);
  const events: InsightsView["staffing"]["events"] = [];
  const months: InsightsView["staffing"]["months"] = [];
  for (const row of result.rows as StaffingRow[]) {
    if (row.gid) {
      const { month, events: n, needed, filled } = row;
      months.push({ month, events: n, needed, filled, fillRate: ratio(filled, needed) });
      continue;
    }
    events.push({
      eventId: row.id as string,
      name: row.name as string,
      date: row.date as string,
      required: { doctors: row.rd, nurses: row.rn, firstAiders: row.rf },
      assigned: { doctors: row.ad, nurses: row.an, firstAiders: row.af },
      needed: row.needed,
      filled: row.filled,
      fillRate: ratio(row.filled, row.needed),
    });
  }
  return { events, months };
}

type HoursRow = {
  gu: number;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  qualification: Qualification | null;
  n: number;
  hours: number;
};

/**
 * Hours worked per person and per post, in one grouping-sets pass: each assignment at an event
 * that has ended counts the event's whole duration, unless the admin marked that the person did not
 * come (a no-show works no hours, decision 050). Events still to come or under way are left
 * out, as the caregivers' history leaves them out, so a person has one hour total wherever it is
 * read. People come with their names even when they have left the organisation since; the list
 * has one row per person who worked in the period, however many events that was.
 */
async function hourFigures(db: Db, scope: Scope) {
  const result = await db.execute(sql`
    select grouping(a.user_id)::int as gu, a.user_id, pr.first_name, pr.last_name, a.qualification,
      count(*)::int as n,
      sum(extract(epoch from e.ends_at - e.starts_at)) / 3600 as hours
    from events e
    join event_assignments a on a.event_id = e.id
    left join profiles pr on pr.user_id = a.user_id
    where ${eventFilter(scope)} and e.ends_at <= now() and not a.no_show
    group by grouping sets ((a.user_id, pr.first_name, pr.last_name), (a.qualification))
    order by hours desc, lower(pr.last_name), lower(pr.first_name)`);
  const people: InsightsView["hours"]["people"] = [];
  const byPost = new Map<Qualification, { assignments: number; hours: number }>();
  for (const row of result.rows as HoursRow[]) {
    const hours = round(row.hours, 2) ?? 0;
    if (!row.gu)
      people.push({
        userId: row.user_id as string,
        firstName: row.first_name ?? "",
        lastName: row.last_name ?? "",
        events: row.n,
        hours,
      });
    else if (row.qualification) byPost.set(row.qualification, { assignments: row.n, hours });
  }
  const qualifications = QUALIFICATIONS.map((qualification) => ({
    qualification,
    ...(byPost.get(qualification) ?? { assignments: 0, hours: 0 }),
  }));
  return { people, qualifications };
}
