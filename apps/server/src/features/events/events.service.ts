import { PLAN_LIMITS } from "@hulppost/shared/constants";
import type { EventDetailView, EventFilter, EventView } from "@hulppost/shared/events";
import { and, count, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { mayEnter, readMembership } from "../../access/org-access";
import type { AppDeps } from "../../app-deps";
import { type Database, type Db, queryJsonText } from "../../db/client";
import { changedFields, checkEditConflict, nextEditVersion } from "../../db/edit-version";
import { containsPattern } from "../../db/like-pattern";
import { writeOrgData } from "../../db/org-write";
import { pgArray } from "../../db/pg-array";
import {
  auditLog,
  eventAssignments,
  eventInterests,
  events,
  organizations,
  patients,
  profiles,
  teamMembers,
  teams,
} from "../../db/schema/index";
import type { OrgAccess, Viewer } from "../../http/context";
import { AppError, conflict, notFound } from "../../http/errors";
import { addDays, daysBetween, localDate, localToInstant } from "../../platform/time";
import { audit } from "../audit/audit.service";
import { alertEventChanged } from "../notifications/event-change-alerts";
import { recordVacancyOpenings } from "../notifications/vacancy-alerts";
import { lockOrganization } from "../organizations/plan-limits";
import { eventSummaryJsonQuery, filterCondition, selectEvents } from "./event-rows";

export interface EventFields {
  name: string;
  date: string;
  endDate?: string;
  startTime: string;
  endTime: string;
  location: string | null;
  address: string | null;
  description: string | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  hospitalName: string | null;
  hospitalAddress: string | null;
  hospitalPhone: string | null;
  requiredDoctors: number;
  requiredNurses: number;
  requiredFirstAiders: number;
  requiredTents: number;
  requiredAmbulances: number;
  cancelled?: boolean;
}

/** The stored columns of an event, with its start and end as instants in the organisation's time zone. */
function toColumns(
  input: Partial<EventFields>,
  current: { date: string; endDate: string; startTime: string; endTime: string } | null,
  timeZone: string,
) {
  const date = input.date ?? current?.date;
  const startTime = input.startTime ?? current?.startTime;
  const endTime = input.endTime ?? current?.endTime;
  // A new date without a new end date moves the end along: an overnight event stays overnight.
  const endDate =
    input.endDate ??
    (input.date
      ? current
        ? addDays(input.date, daysBetween(current.date, current.endDate))
        : input.date
      : current?.endDate);
  const columns: Partial<typeof events.$inferInsert> = { ...input, updatedAt: new Date() };
  if (date && startTime && endTime && endDate) {
    const startsAt = localToInstant(date, startTime, timeZone);
    const endsAt = localToInstant(endDate, endTime, timeZone);
    if (endsAt <= startsAt)
      throw new AppError(400, "VALIDATION_ERROR", "endTime: endAfterStart", { endTime: "endAfterStart" });
    Object.assign(columns, { date, endDate, startTime, endTime, startsAt, endsAt });
  }
  return columns;
}

/**
 * The free plan creates at most 2 events per calendar month; premium is unlimited (decision 008).
 * Creations are counted in the append-only audit log, so deleting an event does not give the
 * month's allowance back (create, delete, create again would otherwise be unlimited).
 */
async function assertEventCapacity(tx: Db, organizationId: string, timeZone: string) {
  const org = await lockOrganization(tx, organizationId);
  const limit = PLAN_LIMITS[org.plan].eventsPerMonth;
  if (limit === null) return;
  const today = localDate(new Date(), timeZone);
  const monthStart = localToInstant(`${today.slice(0, 7)}-01`, "00:00", timeZone);
  const [row] = await tx
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        gte(auditLog.createdAt, monthStart),
        eq(auditLog.action, "event.create"),
      ),
    );
  if ((row?.n ?? 0) >= limit) {
    throw new AppError(
      403,
      "PLAN_LIMIT_EVENTS",
      `The free plan allows a monthly limit of ${limit} events; upgrade to Premium for unlimited events`,
      undefined,
      { limit },
    );
  }
}

/** The event list as EventSummary[] JSON text, built by the database (the busiest admin page). */
export async function listEventsJson(
  database: Database,
  access: OrgAccess,
  query: { filter: EventFilter; from?: string; to?: string; search?: string },
  timeZone: string,
): Promise<string> {
  const conditions: SQL[] = [filterCondition(query.filter)];
  if (query.from) conditions.push(sql`e.ends_at >= ${localToInstant(query.from, "00:00", timeZone)}`);
  if (query.to) conditions.push(sql`e.starts_at < ${localToInstant(addDays(query.to, 1), "00:00", timeZone)}`);
  if (query.search) {
    const like = containsPattern(query.search);
    conditions.push(sql`(e.name ilike ${like} or e.location ilike ${like})`);
  }
  const order = query.filter === "completed" ? sql`e.starts_at desc` : sql`e.starts_at`;
  // One prepared statement per shape of the query (filter, window, search), so PostgreSQL plans each once.
  const name = `hulppost_event_list_${query.filter}_${query.from ? "f" : ""}${query.to ? "t" : ""}${query.search ? "s" : ""}`;
  const where = sql.join(conditions, sql` and `);
  return queryJsonText(
    database,
    eventSummaryJsonQuery(access.organizationId, access.viewer.userId, where, order),
    name,
  );
}

export async function getEventView(db: Db, access: OrgAccess, eventId: string): Promise<EventView> {
  const [event] = await selectEvents(db, access, sql`e.id = ${eventId}`);
  if (!event) throw notFound("Event not found or deleted", "EVENT_NOT_FOUND");
  return event;
}

/**
 * The event with its people. Admins see everything. A caregiver sees the team and contacts of an
 * event they work at; of other events only the event itself.
 */
export async function getEventDetail(db: Db, access: OrgAccess, eventId: string): Promise<EventDetailView> {
  const event = await getEventView(db, access, eventId);
  const isAdmin = access.role !== "hulpverlener";
  if (!isAdmin && !event.mine.assigned) {
    // The contacts are already hidden from them by toEventView.
    return {
      ...event,
      assignments: [],
      interests: [],
      teams: [],
    };
  }
  // A person is in at most one team per event (teams.service keeps it so).
  const eventTeams = db.select({ id: teams.id }).from(teams).where(eq(teams.eventId, eventId));
  const assignmentRows = await db
    .select({ assignment: eventAssignments, profile: profiles, teamId: teamMembers.teamId })
    .from(eventAssignments)
    .innerJoin(profiles, eq(profiles.userId, eventAssignments.userId))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.userId, eventAssignments.userId), inArray(teamMembers.teamId, eventTeams)),
    )
    .where(eq(eventAssignments.eventId, eventId))
    .orderBy(sql`lower(${profiles.lastName})`, sql`lower(${profiles.firstName})`);
  const assignmentViews: EventDetailView["assignments"] = assignmentRows.map((r) => ({
    userId: r.assignment.userId,
    firstName: r.profile.firstName,
    lastName: r.profile.lastName,
    phone: r.profile.phone,
    email: r.profile.email,
    qualification: r.assignment.qualification,
    teamId: r.teamId ?? null,
    postLeader: r.assignment.postLeader,
    noShow: r.assignment.noShow,
    assignedAt: r.assignment.createdAt.toISOString(),
  }));
  const teamRows = await db
    .select({
      team: teams,
      memberIds: sql<
        string[]
      >`coalesce(array_agg(${teamMembers.userId}) filter (where ${teamMembers.userId} is not null), '{}')`,
    })
    .from(teams)
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(eq(teams.eventId, eventId))
    .groupBy(teams.id)
    .orderBy(teams.createdAt);
  const teamViews = teamRows.map((r) => ({
    id: r.team.id,
    version: r.team.version,
    eventId: r.team.eventId,
    name: r.team.name,
    description: r.team.description,
    color: r.team.color,
    memberIds: pgArray(r.memberIds),
  }));
  let interestViews: EventDetailView["interests"] = [];
  if (isAdmin) {
    const interestRows = await db
      .select({
        interest: eventInterests,
        profile: profiles,
        assigned: sql<boolean>`${eventAssignments.id} is not null`,
      })
      .from(eventInterests)
      .innerJoin(profiles, eq(profiles.userId, eventInterests.userId))
      .leftJoin(
        eventAssignments,
        and(eq(eventAssignments.eventId, eventInterests.eventId), eq(eventAssignments.userId, eventInterests.userId)),
      )
      .where(eq(eventInterests.eventId, eventId))
      .orderBy(eventInterests.createdAt);
    interestViews = interestRows.map((r) => ({
      userId: r.interest.userId,
      firstName: r.profile.firstName,
      lastName: r.profile.lastName,
      isDoctor: r.profile.isDoctor,
      isNurse: r.profile.isNurse,
      hasFirstAidCertificate: r.profile.hasFirstAidCertificate,
      createdAt: r.interest.createdAt.toISOString(),
      assigned: Boolean(r.assigned),
    }));
  }
  return { ...event, assignments: assignmentViews, interests: interestViews, teams: teamViews };
}

export async function createEvent(
  deps: AppDeps,
  access: OrgAccess,
  input: EventFields,
  ip: string,
): Promise<EventView> {
  const timeZone = deps.config.APP_TIMEZONE;
  const id = await writeOrgData(deps.db, access.organizationId, async (tx) => {
    await assertEventCapacity(tx, access.organizationId, timeZone);
    const columns = toColumns(input, null, timeZone);
    const [event] = await tx
      .insert(events)
      .values({
        ...(columns as typeof events.$inferInsert),
        organizationId: access.organizationId,
        createdBy: access.viewer.userId,
      })
      .returning({ id: events.id });
    if (!event) throw new Error("event not created");
    await recordVacancyOpenings(tx, access.organizationId, event.id, null, input);
    await audit(tx, {
      action: "event.create",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "event",
      targetId: event.id,
      details: { name: input.name },
      ipAddress: ip,
    });
    return event.id;
  });
  return getEventView(deps.db, access, id);
}

export async function updateEvent(
  deps: AppDeps,
  access: OrgAccess,
  eventId: string,
  input: Partial<EventFields> & { version?: number },
  ip: string,
): Promise<EventView> {
  const { version: seen, ...fields } = input;
  await writeOrgData(deps.db, access.organizationId, async (tx) => {
    const [current] = await tx
      .select()
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.organizationId, access.organizationId)))
      .for("update");
    if (!current) throw notFound("Event not found or deleted", "EVENT_NOT_FOUND");
    // A form loaded before someone else changed one of these fields asks the person first (decision 036).
    const changed = changedFields(current, fields);
    checkEditConflict(current, changed, seen);
    const [updated] = await tx
      .update(events)
      .set({ ...toColumns(fields, current, deps.config.APP_TIMEZONE), ...nextEditVersion(current, changed) })
      .where(eq(events.id, eventId))
      .returning();
    // Its staff are told of a new time, place or its cancellation, and caregivers of posts it newly
    // needs, in this transaction: no change, no alert (decision 046, addendum).
    if (updated) {
      await alertEventChanged(deps, tx, current, updated, access.viewer.userId);
      if (!updated.cancelled) await recordVacancyOpenings(tx, access.organizationId, eventId, current, fields);
    }
    await audit(tx, {
      action: "event.update",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "event",
      targetId: eventId,
      details: fields,
      ipAddress: ip,
    });
  });
  return getEventView(deps.db, access, eventId);
}

export async function deleteEvent(db: Db, access: OrgAccess, eventId: string, ip: string): Promise<void> {
  await writeOrgData(db, access.organizationId, async (tx) => {
    // Patient records are medical records: an event that has them stays (they go by retention).
    const [withPatients] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.eventId, eventId), eq(patients.organizationId, access.organizationId)))
      .limit(1);
    if (withPatients)
      throw conflict("EVENT_HAS_PATIENTS", "This event has patient records and cannot be deleted; cancel it instead");
    const [deleted] = await tx
      .delete(events)
      .where(and(eq(events.id, eventId), eq(events.organizationId, access.organizationId)))
      .returning({ name: events.name });
    if (!deleted) throw notFound("Event not found or deleted", "EVENT_NOT_FOUND");
    await audit(tx, {
      action: "event.delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "event",
      targetId: eventId,
      details: { name: deleted.name },
      ipAddress: ip,
    });
  });
}

/** Throws 404 unless the event belongs to the organisation; returns it. */
export async function requireEvent(db: Db, organizationId: string, eventId: string) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)));
  if (!event) throw notFound("Event not found or deleted", "EVENT_NOT_FOUND");
  return event;
}

/**
 * A person who opens an event of another of their organisations is told which one ("the event
 * belongs to another organisation"), so they can switch. Anyone else learns nothing (404).
 */
export async function organizationOfEvent(database: Database, viewer: Viewer, eventId: string) {
  const [row] = await database.db
    .select({ id: organizations.id, displayName: organizations.displayName })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, eventId));
  if (!row || !mayEnter(await readMembership(database, row.id, viewer.userId), viewer.roles))
    throw notFound("Event not found or deleted", "EVENT_NOT_FOUND");
  return row;
}
