import type { Qualification } from "@hulppost/shared/constants";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { mailLanguage } from "../../platform/mail/render";
import { eventLink, shiftParams } from "./alert-params";
import { notify } from "./notify";

/** The reminders before a shift, and how long before its start each is due. */
export const SHIFT_REMINDERS = [
  { variant: "24h", hours: 24 },
  { variant: "2h", hours: 2 },
] as const;

/**
 * One reminder of one shift: the same key in every process and every run of the sweep, so it is
 * one alert; a new start time makes a new key, so an event moved later is reminded of again.
 */
export const shiftReminderKey = (eventId: string, variant: string, startsAt: Date) =>
  `shift:${eventId}:${variant}:${startsAt.toISOString()}`;

type DueRow = {
  organization_id: string;
  event_id: string;
  name: string;
  starts_at: string | Date;
  start_time: string;
  location: string | null;
  address: string | null;
  user_id: string;
  qualification: Qualification;
  language: string | null;
  variant: "24h" | "2h";
};

/**
 * Finds the shift reminders that are due at `now` and not yet written, in every organisation, and
 * alerts each person (decision 046, addendum):
 * - a reminder is due from `hours` before the start; the 24-hour one only until the 2-hour one is
 *   due (a sweep that was down does not send both at once), the 2-hour one until the start;
 * - only to people assigned at least that long before the start: someone assigned 10 hours before
 *   was just told by the assignment's own alert, and gets only the 2-hour reminder;
 * - never for a cancelled event.
 * Written per event in one statement, with a dedupe key per start time, so two processes sweeping
 * at the same minute write (and send) each reminder once. Answers how many alerts it wrote.
 */
export async function sweepShiftReminders(deps: AppDeps, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const variants = sql.join(
    SHIFT_REMINDERS.map((r) => sql`(${r.variant}::text, ${r.hours}::int)`),
    sql`, `,
  );
  // The key as shiftReminderKey spells it: toISOString's UTC with milliseconds.
  const key = sql`'shift:' || e.id || ':' || v.variant || ':' || to_char(e.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const due = await deps.db.execute<DueRow>(sql`
    select e.organization_id, e.id as event_id, e.name, e.starts_at, e.start_time::text as start_time,
      e.location, e.address, a.user_id, a.qualification, p.language, v.variant
    from events e
    cross join (values ${variants}) as v(variant, hours)
    join event_assignments a on a.event_id = e.id and a.organization_id = e.organization_id
    join profiles p on p.user_id = a.user_id
    where not e.cancelled
      and e.starts_at > ${at}::timestamptz
      and e.starts_at <= ${at}::timestamptz + make_interval(hours => v.hours)
      and (v.variant <> '24h' or e.starts_at > ${at}::timestamptz + interval '2 hours')
      and a.created_at <= e.starts_at - make_interval(hours => v.hours)
      and not exists (select 1 from notifications n where n.user_id = a.user_id and n.dedupe_key = ${key})
    order by e.id, v.variant`);
  const groups = new Map<string, DueRow[]>();
  for (const row of due.rows) {
    const group = `${row.event_id}:${row.variant}`;
    (groups.get(group) ?? groups.set(group, []).get(group))?.push(row);
  }
  const timeZone = deps.config.APP_TIMEZONE;
  let written = 0;
  for (const rows of groups.values()) {
    const [first] = rows;
    if (!first) continue;
    const event = {
      id: first.event_id,
      name: first.name,
      startsAt: new Date(first.starts_at),
      startTime: first.start_time,
      location: first.location,
      address: first.address,
    };
    const { ids } = await deps.db.transaction((tx) =>
      notify(tx, deps.jobs, {
        organizationId: first.organization_id,
        kind: "shiftReminder",
        variant: first.variant,
        params: {},
        link: eventLink(event.id),
        eventId: event.id,
        dedupeKey: shiftReminderKey(event.id, first.variant, event.startsAt),
        recipients: rows.map((row) => ({
          userId: row.user_id,
          params: shiftParams(mailLanguage(row.language), event, row.qualification, timeZone),
        })),
      }),
    );
    written += ids.length;
  }
  return written;
}
