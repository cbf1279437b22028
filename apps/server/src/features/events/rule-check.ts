import type { RosterEvent, Violation } from "@hulppost/shared/staffing/rules";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** A shift as the rules read it, with whose organisation it is (only ours keeps its name). */
export interface Shift extends RosterEvent {
  userId: string;
  organizationId: string;
  name: string;
}

const DAY = 86_400_000;
/** Rest looks at most 48 h around a shift and a week's hours at the 7 days around it: 8 days either side is enough. */
export const RULES_REACH = 8 * DAY;

const ids = (list: string[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const instant = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).getTime();

/** Fields of an events row (`date`, `startTime` as drizzle or SQL gives them) as the rules read them. */
export function rosterEvent(e: {
  id: string;
  date: unknown;
  startTime: unknown;
  endDate: unknown;
  endTime: unknown;
  startsAt: unknown;
  endsAt: unknown;
}): RosterEvent {
  return {
    id: e.id,
    date: day(e.date),
    startTime: String(e.startTime).slice(0, 5),
    endDate: day(e.endDate),
    endTime: String(e.endTime).slice(0, 5),
    startsAt: instant(e.startsAt),
    endsAt: instant(e.endsAt),
  };
}

/**
 * These people's shifts that touch [from, until), every organisation, in one query (probing by user first,
 * event_assignments_user_idx), cancelled events left out.
 */
export async function shiftsOf(
  db: Db,
  userIds: string[],
  window: { from: Date; until: Date; excludeEventId?: string },
): Promise<Map<string, Shift[]>> {
  const map = new Map<string, Shift[]>();
  if (!userIds.length) return map;
  const result = await db.execute(sql`
    select a.user_id, e.id, e.organization_id, e.name, e.date, e.start_time, e.end_date, e.end_time,
           e.starts_at, e.ends_at
    from event_assignments a join events e on e.id = a.event_id
    where a.user_id in (${ids(userIds)}) and not e.cancelled
      ${window.excludeEventId ? sql`and e.id <> ${window.excludeEventId}` : sql``}
      and e.starts_at < ${window.until} and e.ends_at > ${window.from}
    order by e.starts_at`);
  for (const r of result.rows as Record<string, unknown>[]) {
    const userId = r.user_id as string;
    const shift: Shift = {
      ...rosterEvent({
        id: r.id as string,
        date: r.date,
        startTime: r.start_time,
        endDate: r.end_date,
        endTime: r.end_time,
        startsAt: r.starts_at,
        endsAt: r.ends_at,
      }),
      userId,
      organizationId: r.organization_id as string,
      name: r.name as string,
    };
    map.set(userId, [...(map.get(userId) ?? []), shift]);
  }
  return map;
}

/**
 * How many events each person has worked before `before` (every organisation, cancelled events and no-shows left
 * out): the buddy rule's experience.
 */
export async function pastEventCounts(db: Db, userIds: string[], before: Date): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  if (!userIds.length) return map;
  const result = await db.execute(sql`
    select a.user_id, count(*)::int as n
    from event_assignments a join events e on e.id = a.event_id
    where a.user_id in (${ids(userIds)}) and not e.cancelled and not a.no_show and e.ends_at <= ${before}
    group by a.user_id`);
  for (const r of result.rows as { user_id: string; n: number }[]) map.set(r.user_id, Number(r.n));
  return map;
}

/** Avoided weekdays per person (decision 048). */
export async function avoidedWeekdays(db: Db, userIds: string[]): Promise<Map<string, number[]>> {
  const map = new Map<string, number[]>();
  if (!userIds.length) return map;
  const result = await db.execute(sql`
    select user_id, avoid_weekdays from availability_preferences where user_id in (${ids(userIds)})`);
  for (const r of result.rows as { user_id: string; avoid_weekdays: number[] | null }[]) {
    map.set(r.user_id, (r.avoid_weekdays ?? []).map(Number));
  }
  return map;
}

const key = (v: Violation) => `${v.rule}|${v.eventId}|${v.otherEventId ?? ""}|${v.userId ?? ""}`;

/** What `after` breaks that `before` did not: the rules one more assignment would break, not those already broken. */
export function newViolations(before: Violation[], after: Violation[]): Violation[] {
  const known = new Set(before.map(key));
  return after.filter((v) => !known.has(key(v)));
}
