import type { AssignmentView } from "@hulppost/shared/events";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { eventAssignments, profiles, teamMembers, teams } from "../../db/schema/index";
import { notFound } from "../../http/errors";

export const notAssigned = () => notFound("This responder is not assigned to this event", "NOT_ASSIGNED");

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
    noShow: row.assignment.noShow,
    assignedAt: row.assignment.createdAt.toISOString(),
  };
}
