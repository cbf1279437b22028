import type { TeamView } from "@hulppost/shared/events";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { changedFields, checkEditConflict, nextEditVersion } from "../../db/edit-version";
import { eventAssignments, teamMembers, teams } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { fieldError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { requireEvent } from "../events/events.service";

async function requireTeam(db: Db, organizationId: string, teamId: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.organizationId, organizationId)));
  const [team] = lock ? await query.for("update") : await query;
  if (!team) throw notFound("Team not found", "TEAM_NOT_FOUND");
  return team;
}

async function teamView(db: Db, teamId: string): Promise<TeamView> {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound("Team not found", "TEAM_NOT_FOUND");
  const members = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return {
    id: team.id,
    version: team.version,
    eventId: team.eventId,
    name: team.name,
    description: team.description,
    color: team.color,
    memberIds: members.map((m) => m.userId),
  };
}

export async function createTeam(
  db: Db,
  access: OrgAccess,
  eventId: string,
  input: { name: string; description: string | null; color: string },
  ip: string,
) {
  const id = await db.transaction(async (tx) => {
    await requireEvent(tx, access.organizationId, eventId);
    const [team] = await tx
      .insert(teams)
      .values({ ...input, eventId, organizationId: access.organizationId })
      .returning({ id: teams.id });
    if (!team) throw new Error("team not created");
    await audit(tx, {
      action: "team.create",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "team",
      targetId: team.id,
      details: { name: input.name, eventId },
      ipAddress: ip,
    });
    return team.id;
  });
  return teamView(db, id);
}

export async function updateTeam(
  db: Db,
  access: OrgAccess,
  teamId: string,
  input: Partial<{ name: string; description: string | null; color: string }> & { version?: number },
  ip: string,
) {
  const { version: seen, ...fields } = input;
  await db.transaction(async (tx) => {
    const current = await requireTeam(tx, access.organizationId, teamId, { lock: true });
    // A form loaded before someone else changed one of these fields asks the person first (decision 036).
    const changed = changedFields(current, fields);
    checkEditConflict(current, changed, seen);
    await tx
      .update(teams)
      .set({ ...fields, ...nextEditVersion(current, changed) })
      .where(eq(teams.id, teamId));
    await audit(tx, {
      action: "team.update",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "team",
      targetId: teamId,
      details: fields,
      ipAddress: ip,
    });
  });
  return teamView(db, teamId);
}

export async function deleteTeam(db: Db, access: OrgAccess, teamId: string, ip: string) {
  await db.transaction(async (tx) => {
    const team = await requireTeam(tx, access.organizationId, teamId);
    await tx.delete(teams).where(eq(teams.id, teamId));
    await audit(tx, {
      action: "team.delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "team",
      targetId: teamId,
      details: { name: team.name },
      ipAddress: ip,
    });
  });
}

/** Adds one of the event's assigned caregivers to a team; a person is in one team per event. */
export async function addTeamMember(db: Db, access: OrgAccess, teamId: string, userId: string, ip: string) {
  await db.transaction(async (tx) => {
    const team = await requireTeam(tx, access.organizationId, teamId);
    const [assigned] = await tx
      .select({ id: eventAssignments.id })
      .from(eventAssignments)
      .where(and(eq(eventAssignments.eventId, team.eventId), eq(eventAssignments.userId, userId)));
    if (!assigned) throw fieldError("userId", "notAssignedToEvent", "NOT_ASSIGNED", 409);
    const siblings = tx.select({ id: teams.id }).from(teams).where(eq(teams.eventId, team.eventId));
    await tx.delete(teamMembers).where(and(eq(teamMembers.userId, userId), inArray(teamMembers.teamId, siblings)));
    await tx.insert(teamMembers).values({ teamId, userId, organizationId: access.organizationId });
    await audit(tx, {
      action: "team.member_add",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetUserId: userId,
      targetType: "team",
      targetId: teamId,
      ipAddress: ip,
    });
  });
  return teamView(db, teamId);
}

export async function removeTeamMember(db: Db, access: OrgAccess, teamId: string, userId: string, ip: string) {
  await db.transaction(async (tx) => {
    await requireTeam(tx, access.organizationId, teamId);
    const removed = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .returning({ userId: teamMembers.userId });
    if (!removed.length) throw notFound("Not a member of this team", "NOT_FOUND");
    await audit(tx, {
      action: "team.member_remove",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetUserId: userId,
      targetType: "team",
      targetId: teamId,
      ipAddress: ip,
    });
  });
  return teamView(db, teamId);
}
