import type { Qualification } from "@hulppost/shared/constants";
import type { AssignmentView } from "@hulppost/shared/events";
import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { eventAssignments, profiles, teamMembers, teams } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { fieldError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { alertPostChanged } from "../notifications/event-change-alerts";
import { requireEvent } from "./events.service";
import { postsFor } from "./staffing.service";

const notAssigned = () => notFound("This caregiver is not assigned to this event", "NOT_ASSIGNED");

/** One assignment of the organisation's event as the event page shows it, with the person's team there. */
export async function readAssignment(
  db: Db,
  organizationId: string,
  eventId: string,
  userId: string,
): Promise<AssignmentView> {
  const eventTeams = db.select({ id: teams.id }).from(teams).where(eq(teams.eventId, eventId));
  const [row] = await db
    .select({ assignment: eventAssignments, profile: profiles, teamId: teamMembers.teamId })
    .from(eventAssignments)
    .innerJoin(profiles, eq(profiles.userId, eventAssignments.userId))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.userId, eventAssignments.userId), inArray(teamMembers.teamId, eventTeams)),
    )
    .where(
      and(
        eq(eventAssignments.organizationId, organizationId),
        eq(eventAssignments.eventId, eventId),
        eq(eventAssignments.userId, userId),
      ),
    );
  // Taken off the event between a change and this read.
  if (!row) throw notAssigned();
  return {
    userId: row.assignment.userId,
    firstName: row.profile.firstName,
    lastName: row.profile.lastName,
    phone: row.profile.phone,
    email: row.profile.email,
    qualification: row.assignment.qualification,
    teamId: row.teamId ?? null,
    postLeader: row.assignment.postLeader,
    assignedAt: row.assignment.createdAt.toISOString(),
  };
}

/**
 * Moves an assigned caregiver to another post at the event, one they are qualified for. The
 * person is told (an `eventChanged` alert of variant `post`) in the same transaction, unless the
 * event has ended or is cancelled; the same post again changes and tells nothing.
 */
export async function changeAssignmentPost(
  deps: AppDeps,
  access: OrgAccess,
  eventId: string,
  userId: string,
  qualification: Qualification,
  ip: string,
): Promise<AssignmentView> {
  const { organizationId } = access;
  const mine = and(
    eq(eventAssignments.organizationId, organizationId),
    eq(eventAssignments.eventId, eventId),
    eq(eventAssignments.userId, userId),
  );
  await writeOrgData(deps.db, organizationId, async (tx, changes) => {
    const event = await requireEvent(tx, organizationId, eventId);
    const [current] = await tx
      .select({ qualification: eventAssignments.qualification, profile: profiles })
      .from(eventAssignments)
      .innerJoin(profiles, eq(profiles.userId, eventAssignments.userId))
      .where(mine)
      .for("update", { of: eventAssignments });
    if (!current) throw notAssigned();
    if (!postsFor(current.profile).includes(qualification)) throw fieldError("qualification", "notQualified");
    if (current.qualification === qualification) return changes.none();
    await tx.update(eventAssignments).set({ qualification }).where(mine);
    await audit(tx, {
      action: "event.post_change",
      actor: access.viewer,
      organizationId,
      targetUserId: userId,
      targetType: "event",
      targetId: eventId,
      details: { event: event.name, from: current.qualification, to: qualification },
      ipAddress: ip,
    });
    if (!event.cancelled && event.endsAt > new Date())
      await alertPostChanged(deps, tx, event, { userId, language: current.profile.language }, qualification);
  });
  return readAssignment(deps.db, organizationId, eventId, userId);
}
