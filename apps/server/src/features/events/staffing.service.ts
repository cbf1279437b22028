import type { Qualification } from "@hulppost/shared/constants";
import type { AssignmentView, EventView, OverlapView } from "@hulppost/shared/events";
import type { StaffingCandidateView, VacancyView } from "@hulppost/shared/staffing/warnings";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import {
  eventAssignments,
  eventInterests,
  profiles,
  teamMembers,
  teams,
  userOrganizations,
} from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, conflict, fieldError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { absencesOverlapping, monthLoad } from "../availability/availability.service";
import { setAssignmentMark } from "./assignment-mark";
import { candidateRules } from "./candidate-rules";
import { selectEvents } from "./event-rows";
import { getEventView, requireEvent } from "./events.service";
import { monthWindow } from "./month-window";
import { notifyAssignment } from "./notifications";
import { fitVacancies } from "./vacancy-rules";

type Profile = typeof profiles.$inferSelect;

/** The posts a person can fill: a doctor any post, a nurse a nurse's or first aider's, a first aider their own. */
export function postsFor(profile: Pick<Profile, "isDoctor" | "isNurse" | "hasFirstAidCertificate">): Qualification[] {
  if (profile.isDoctor) return ["doctor", "nurse", "first_aider"];
  if (profile.isNurse) return ["nurse", "first_aider"];
  if (profile.hasFirstAidCertificate) return ["first_aider"];
  return [];
}

/**
 * Events of these people that overlap [startsAt, endsAt), whichever organisation runs them. Only
 * this organisation's own events keep their id and name; others come as anonymous "busy elsewhere".
 */
async function overlappingFor(
  db: Db,
  organizationId: string,
  userIds: string[],
  window: { startsAt: Date; endsAt: Date; excludeEventId: string },
) {
  const map = new Map<string, OverlapView[]>();
  if (!userIds.length) return map;
  const result = await db.execute(sql`
    select a.user_id,
      case when e.organization_id = ${organizationId} then e.id end as id,
      case when e.organization_id = ${organizationId} then e.name end as name,
      e.starts_at
    from event_assignments a join events e on e.id = a.event_id
    where a.user_id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and e.id <> ${window.excludeEventId} and not e.cancelled
      and e.starts_at < ${window.endsAt} and e.ends_at > ${window.startsAt}
    order by e.starts_at`);
  for (const row of result.rows as {
    user_id: string;
    id: string | null;
    name: string | null;
    starts_at: string | Date;
  }[]) {
    const list = map.get(row.user_id) ?? [];
    list.push({ id: row.id, name: row.name, startsAt: new Date(row.starts_at).toISOString() });
    map.set(row.user_id, list);
  }
  return map;
}

export async function assignCaregiver(
  deps: AppDeps,
  access: OrgAccess,
  eventId: string,
  input: { userId: string; qualification?: Qualification },
  ip: string,
  request?: Request,
) {
  const { organizationId } = access;
  return writeOrgData(deps.db, organizationId, async (tx) => {
    const event = await requireEvent(tx, organizationId, eventId);
    const [member] = await tx
      .select({ profile: profiles })
      .from(userOrganizations)
      .innerJoin(profiles, eq(profiles.userId, userOrganizations.userId))
      .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, input.userId)));
    if (!member) throw notFound("Responder not found", "USER_NOT_FOUND");
    const posts = postsFor(member.profile);
    const qualification = input.qualification ?? posts[0];
    if (!qualification || !posts.includes(qualification)) throw fieldError("qualification", "notQualified");
    const [inserted] = await tx
      .insert(eventAssignments)
      .values({ organizationId, eventId, userId: input.userId, qualification, assignedBy: access.viewer.userId })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw conflict("ALREADY_ASSIGNED", "This caregiver is already assigned to this event");
    await audit(tx, {
      action: "event.assign",
      actor: access.viewer,
      organizationId,
      targetUserId: input.userId,
      targetType: "event",
      targetId: eventId,
      details: { event: event.name, qualification },
      ipAddress: ip,
    });
    await notifyAssignment(deps, tx, {
      organizationId,
      eventId,
      userId: input.userId,
      qualification,
      kind: "assigned",
      request,
      actorId: access.viewer.userId,
    });
    const overlapping =
      (
        await overlappingFor(tx, organizationId, [input.userId], {
          startsAt: event.startsAt,
          endsAt: event.endsAt,
          excludeEventId: eventId,
        })
      ).get(input.userId) ?? [];
    const p = member.profile;
    return {
      assignment: {
        userId: p.userId,
        firstName: p.firstName,
        lastName: p.lastName,
        phone: p.phone,
        email: p.email,
        qualification,
        teamId: null,
        postLeader: inserted.postLeader,
        noShow: inserted.noShow,
        assignedAt: inserted.createdAt.toISOString(),
      },
      overlapping,
    };
  });
}

export async function unassignCaregiver(
  deps: AppDeps,
  access: OrgAccess,
  eventId: string,
  userId: string,
  ip: string,
  request?: Request,
) {
  const { organizationId } = access;
  await writeOrgData(deps.db, organizationId, async (tx) => {
    const event = await requireEvent(tx, organizationId, eventId);
    const [removed] = await tx
      .delete(eventAssignments)
      .where(and(eq(eventAssignments.eventId, eventId), eq(eventAssignments.userId, userId)))
      .returning();
    if (!removed) throw notFound("This responder is not assigned to this event", "NOT_ASSIGNED");
    const eventTeams = tx.select({ id: teams.id }).from(teams).where(eq(teams.eventId, eventId));
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.userId, userId), sql`${teamMembers.teamId} in ${eventTeams}`));
    await audit(tx, {
      action: "event.unassign",
      actor: access.viewer,
      organizationId,
      targetUserId: userId,
      targetType: "event",
      targetId: eventId,
      details: { event: event.name },
      ipAddress: ip,
    });
    if (event.endsAt > new Date()) {
      await notifyAssignment(deps, tx, {
        organizationId,
        eventId,
        userId,
        qualification: removed.qualification,
        kind: "unassigned",
        request,
        actorId: access.viewer.userId,
      });
    }
  });
}

/**
 * Marks an assigned caregiver as the event's post leader, or takes the mark off (decision 045).
 * An event may have several (a day and a night shift).
 */
export function setPostLeader(
  db: Db,
  access: OrgAccess,
  eventId: string,
  userId: string,
  postLeader: boolean,
  ip: string,
): Promise<AssignmentView> {
  return setAssignmentMark(db, access, { eventId, userId }, "postLeader", postLeader, ip);
}

/** A caregiver raises a hand for an upcoming event (one per person and event). */
export async function raiseInterest(db: Db, access: OrgAccess, eventId: string, ip: string): Promise<EventView> {
  await writeOrgData(db, access.organizationId, async (tx) => {
    const event = await requireEvent(tx, access.organizationId, eventId);
    if (event.cancelled || event.startsAt <= new Date()) {
      throw new AppError(409, "EVENT_CLOSED", "Interest can only be shown for upcoming events");
    }
    const inserted = await tx
      .insert(eventInterests)
      .values({ organizationId: access.organizationId, eventId, userId: access.viewer.userId })
      .onConflictDoNothing()
      .returning({ id: eventInterests.id });
    if (inserted.length) {
      await audit(tx, {
        action: "interest.raise",
        actor: access.viewer,
        organizationId: access.organizationId,
        targetType: "event",
        targetId: eventId,
        ipAddress: ip,
      });
    }
  });
  return getEventView(db, access, eventId);
}

export async function withdrawInterest(db: Db, access: OrgAccess, eventId: string, ip: string): Promise<EventView> {
  await writeOrgData(db, access.organizationId, async (tx) => {
    await requireEvent(tx, access.organizationId, eventId);
    const removed = await tx
      .delete(eventInterests)
      .where(and(eq(eventInterests.eventId, eventId), eq(eventInterests.userId, access.viewer.userId)))
      .returning({ id: eventInterests.id });
    if (removed.length) {
      await audit(tx, {
        action: "interest.withdraw",
        actor: access.viewer,
        organizationId: access.organizationId,
        targetType: "event",
        targetId: eventId,
        ipAddress: ip,
      });
    }
  });
  return getEventView(db, access, eventId);
}

/**
 * Who could work this event: members with a qualification, marked assigned, interested, busy elsewhere, away, and
 * the staffing rules assigning them would break (warnings: the admin decides, decisions 048 and 050).
 */
export async function listCandidates(
  db: Db,
  access: OrgAccess,
  eventId: string,
  qualification: Qualification | undefined,
  timeZone: string,
): Promise<StaffingCandidateView[]> {
  const event = await requireEvent(db, access.organizationId, eventId);
  const qualified =
    qualification === "doctor"
      ? sql`p.is_doctor`
      : qualification === "nurse"
        ? sql`(p.is_doctor or p.is_nurse)`
        : sql`(p.is_doctor or p.is_nurse or p.has_first_aid_certificate)`;
  const result = await db.execute(sql`
    select p.user_id, p.first_name, p.last_name, p.phone, p.is_doctor, p.is_nurse, p.has_first_aid_certificate,
           p.birth_date, (a.id is not null) as assigned, (i.id is not null) as interested
    from user_organizations uo
    join profiles p on p.user_id = uo.user_id
    left join event_assignments a on a.event_id = ${eventId} and a.user_id = uo.user_id
    left join event_interests i on i.event_id = ${eventId} and i.user_id = uo.user_id
    where uo.organization_id = ${access.organizationId} and ${qualified}
    order by (i.id is not null) desc, lower(p.last_name), lower(p.first_name)`);
  const rows = result.rows as Record<string, unknown>[];
  const userIds = rows.map((r) => r.user_id as string);
  const overlaps = await overlappingFor(db, access.organizationId, userIds, {
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    excludeEventId: eventId,
  });
  // Candidates are an admin's list (events.manage), so the absence's reason is shown (decision 048).
  const absences = await absencesOverlapping(db, userIds, event, true);
  const load = await monthLoad(db, userIds, { ...monthWindow(event.startsAt, timeZone), excludeEventId: eventId });
  const rules = await candidateRules(
    db,
    access.organizationId,
    event,
    rows.map((r) => ({
      userId: r.user_id as string,
      birthDate: r.birth_date ? String(r.birth_date).slice(0, 10) : null,
      isDoctor: Boolean(r.is_doctor),
      isNurse: Boolean(r.is_nurse),
      hasFirstAidCertificate: Boolean(r.has_first_aid_certificate),
    })),
    qualification,
  );
  return rows.map((r) => ({
    userId: r.user_id as string,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    phone: (r.phone as string | null) ?? null,
    isDoctor: Boolean(r.is_doctor),
    isNurse: Boolean(r.is_nurse),
    hasFirstAidCertificate: Boolean(r.has_first_aid_certificate),
    assigned: Boolean(r.assigned),
    interested: Boolean(r.interested),
    overlapping: overlaps.get(r.user_id as string) ?? [],
    unavailable: absences.get(r.user_id as string) ?? [],
    eventsThisMonth: load.get(r.user_id as string)?.eventsThisMonth ?? 0,
    maxEventsPerMonth: load.get(r.user_id as string)?.maxEventsPerMonth ?? null,
    ruleWarnings: rules.get(r.user_id as string)?.ruleWarnings ?? [],
    avoidsWeekday: rules.get(r.user_id as string)?.avoidsWeekday ?? false,
  }));
}

/**
 * Vacancies: upcoming events of the organisation whose requirement for one of my qualifications is
 * not yet met and that I do not already work at; with `eligible`, only those I may work (decisions 048, 050).
 */
export async function listVacancies(db: Db, access: OrgAccess, eligible = false): Promise<VacancyView[]> {
  const [me] = await db.select().from(profiles).where(eq(profiles.userId, access.viewer.userId));
  if (!me) return [];
  const open: ReturnType<typeof sql>[] = [];
  if (me.isDoctor) open.push(sql`e.required_doctors > a.doctors`);
  if (me.isNurse) open.push(sql`e.required_nurses > a.nurses`);
  if (me.hasFirstAidCertificate) open.push(sql`e.required_first_aiders > a.first_aiders`);
  if (!open.length) return [];
  const vacancies = await selectEvents(
    db,
    access,
    sql`not e.cancelled and e.starts_at > now() and mine.id is null and (${sql.join(open, sql` or `)})
      ${eligible ? eligibleFor(access.viewer.userId) : sql``}`,
  );
  // Rest, weekly hours and minors' hours and nights need the local times and ages: checked after, decision 050.
  return fitVacancies(db, access.organizationId, me, vacancies, eligible);
}

/**
 * Open shifts for me (decision 048): besides the qualification above, no overlap with an event I
 * am assigned to (any organisation: I cannot be in two places) and not inside one of my absences.
 * Both probe by user first (event_assignments_user_idx, availability_absences_user_window_idx).
 */
function eligibleFor(userId: string) {
  return sql`
    and not exists (select 1 from event_assignments oa join events oe on oe.id = oa.event_id
      where oa.user_id = ${userId} and not oe.cancelled and oe.starts_at < e.ends_at and oe.ends_at > e.starts_at)
    and not exists (select 1 from availability_absences ab
      where ab.user_id = ${userId} and ab.starts_at < e.ends_at and ab.ends_at > e.starts_at)`;
}

export async function listMyEvents(db: Db, access: OrgAccess): Promise<EventView[]> {
  return selectEvents(db, access, sql`mine.id is not null`, sql`e.starts_at desc`);
}
