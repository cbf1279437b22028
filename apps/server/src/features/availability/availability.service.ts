import type {
  AbsenceInput,
  AbsenceView,
  CaregiverAvailabilityView,
  PreferencesInput,
  PreferencesView,
  UnavailableView,
} from "@hulppost/shared/availability";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { availabilityAbsences, availabilityPreferences, userOrganizations } from "../../db/schema/index";
import type { OrgAccess, Viewer } from "../../http/context";
import { notFound } from "../../http/errors";
import { localToInstant } from "../../platform/time";

type AbsenceRow = typeof availabilityAbsences.$inferSelect;

const hhmm = (time: string) => time.slice(0, 5);

function toAbsenceView(row: AbsenceRow): AbsenceView {
  return {
    id: row.id,
    startDate: row.startDate,
    startTime: hhmm(row.startTime),
    endDate: row.endDate,
    endTime: hhmm(row.endTime),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
  };
}

/** Absences that have not ended yet: the past ones help nobody plan. */
async function currentAbsences(db: Db, userId: string): Promise<AbsenceView[]> {
  const rows = await db
    .select()
    .from(availabilityAbsences)
    .where(and(eq(availabilityAbsences.userId, userId), gt(availabilityAbsences.endsAt, new Date())))
    .orderBy(asc(availabilityAbsences.startsAt));
  return rows.map(toAbsenceView);
}

async function preferencesOf(db: Db, userId: string): Promise<PreferencesView> {
  const [row] = await db.select().from(availabilityPreferences).where(eq(availabilityPreferences.userId, userId));
  return { avoidWeekdays: row?.avoidWeekdays ?? [], maxEventsPerMonth: row?.maxEventsPerMonth ?? null };
}

export const listMyAbsences = (db: Db, viewer: Viewer) => currentAbsences(db, viewer.userId);

export async function createAbsence(
  db: Db,
  viewer: Viewer,
  input: AbsenceInput,
  timeZone: string,
): Promise<AbsenceView> {
  const startsAt = localToInstant(input.startDate, input.startTime, timeZone);
  const endsAt = localToInstant(input.endDate, input.endTime, timeZone);
  const [row] = await db
    .insert(availabilityAbsences)
    .values({ userId: viewer.userId, ...input, reason: input.reason ?? null, startsAt, endsAt })
    .returning();
  if (!row) throw notFound();
  return toAbsenceView(row);
}

export async function deleteAbsence(db: Db, viewer: Viewer, absenceId: string): Promise<void> {
  const removed = await db
    .delete(availabilityAbsences)
    .where(and(eq(availabilityAbsences.id, absenceId), eq(availabilityAbsences.userId, viewer.userId)))
    .returning({ id: availabilityAbsences.id });
  if (!removed.length) throw notFound("Absence not found");
}

export const getMyPreferences = (db: Db, viewer: Viewer) => preferencesOf(db, viewer.userId);

export async function putMyPreferences(db: Db, viewer: Viewer, input: PreferencesInput): Promise<PreferencesView> {
  const values = {
    avoidWeekdays: [...input.avoidWeekdays].sort(),
    maxEventsPerMonth: input.maxEventsPerMonth,
    updatedAt: new Date(),
  };
  await db
    .insert(availabilityPreferences)
    .values({ userId: viewer.userId, ...values })
    .onConflictDoUpdate({ target: availabilityPreferences.userId, set: values });
  return preferencesOf(db, viewer.userId);
}

/** An admin's view of a member: someone outside the organisation answers 404 like any foreign id. */
export async function getCaregiverAvailability(
  db: Db,
  access: OrgAccess,
  userId: string,
): Promise<CaregiverAvailabilityView> {
  const [member] = await db
    .select({ userId: userOrganizations.userId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, access.organizationId), eq(userOrganizations.userId, userId)));
  if (!member) throw notFound("Responder not found", "USER_NOT_FOUND");
  return { absences: await currentAbsences(db, userId), preferences: await preferencesOf(db, userId) };
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Absences of these people that overlap [startsAt, endsAt); touching ends do not clash. */
export async function absencesOverlapping(
  db: Db,
  userIds: string[],
  window: { startsAt: Date; endsAt: Date },
  withReason: boolean,
): Promise<Map<string, UnavailableView[]>> {
  const map = new Map<string, UnavailableView[]>();
  if (!userIds.length) return map;
  const result = await db.execute(sql`
    select user_id, starts_at, ends_at, reason from availability_absences
    where user_id in (${idList(userIds)}) and starts_at < ${window.endsAt} and ends_at > ${window.startsAt}
    order by starts_at`);
  for (const row of result.rows as { user_id: string; starts_at: string; ends_at: string; reason: string | null }[]) {
    const list = map.get(row.user_id) ?? [];
    list.push({
      startsAt: new Date(row.starts_at).toISOString(),
      endsAt: new Date(row.ends_at).toISOString(),
      reason: withReason ? row.reason : null,
    });
    map.set(row.user_id, list);
  }
  return map;
}

/**
 * How many events each person is assigned to in the local calendar month of `monthOf` (any
 * organisation: the cap is the person's), beside their cap. `excludeEventId` is left out so the
 * event being staffed does not count against itself.
 */
export async function monthLoad(
  db: Db,
  userIds: string[],
  month: { from: Date; until: Date; excludeEventId: string },
): Promise<Map<string, { eventsThisMonth: number; maxEventsPerMonth: number | null }>> {
  const map = new Map<string, { eventsThisMonth: number; maxEventsPerMonth: number | null }>();
  if (!userIds.length) return map;
  const result = await db.execute(sql`
    select u.id as user_id,
      (select count(*) from event_assignments a join events e on e.id = a.event_id
        where a.user_id = u.id and not e.cancelled and e.id <> ${month.excludeEventId}
          and e.starts_at >= ${month.from} and e.starts_at < ${month.until})::int as n,
      pr.max_events_per_month
    from users u left join availability_preferences pr on pr.user_id = u.id
    where u.id in (${idList(userIds)})`);
  for (const row of result.rows as { user_id: string; n: number; max_events_per_month: number | null }[]) {
    map.set(row.user_id, { eventsThisMonth: Number(row.n), maxEventsPerMonth: row.max_events_per_month });
  }
  return map;
}
