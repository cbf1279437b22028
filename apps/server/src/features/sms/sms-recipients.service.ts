import type { Qualification } from "@hulppost/shared/constants";
import type { SmsPreviewView, smsRecipientSelection } from "@hulppost/shared/sms";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  eventAssignments,
  events,
  profiles,
  type SmsSkippedRow,
  teamMembers,
  teams,
  userOrganizations,
} from "../../db/schema/index";
import { notFound } from "../../http/errors";
import { smsPhone } from "../../platform/sms/phone";

export type Selection = z.output<typeof smsRecipientSelection>;

export interface Addressee {
  userId: string;
  firstName: string;
  name: string;
  /** E.164. */
  phone: string;
}

export interface ResolvedSelection {
  recipients: Addressee[];
  skipped: SmsSkippedRow[];
  /** The events the selection names, directly or through a team: `{evenement}` may use the only one. */
  events: { id: string; name: string }[];
}

const QUALIFICATION_COLUMN = {
  doctor: profiles.isDoctor,
  nurse: profiles.isNurse,
  first_aider: profiles.hasFirstAidCertificate,
} as const satisfies Record<Qualification, unknown>;

/** The named events of the organisation; one that is not (or another's) answers 404. */
async function namedEvents(db: Db, organizationId: string, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), inArray(events.id, ids)));
  if (rows.length < new Set(ids).size) throw notFound("Event not found", "EVENT_NOT_FOUND");
  return rows;
}

/** The named teams of the organisation with their event; one that is not answers 404. */
async function namedTeams(db: Db, organizationId: string, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: teams.id, eventId: events.id, eventName: events.name })
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(and(eq(teams.organizationId, organizationId), inArray(teams.id, ids)));
  if (rows.length < new Set(ids).size) throw notFound("Team not found", "TEAM_NOT_FOUND");
  return rows;
}

/**
 * Who a selection comes to: the members picked by name and those of every group, each once,
 * sorted by name, split into those with a number an SMS can go to and those skipped (and why).
 * One query per kind of thing named, and one for the people, whatever the size of the selection.
 */
export async function resolveSelection(
  db: Db,
  organizationId: string,
  selection: Selection,
): Promise<ResolvedSelection> {
  const eventRows = await namedEvents(db, organizationId, selection.eventIds);
  const teamRows = await namedTeams(db, organizationId, selection.teamIds);

  const groups: SQL[] = [];
  if (selection.everyone) groups.push(sql`true`);
  if (selection.userIds.length) groups.push(inArray(userOrganizations.userId, selection.userIds));
  if (selection.eventIds.length) {
    const assigned = db
      .select({ userId: eventAssignments.userId })
      .from(eventAssignments)
      .where(
        and(eq(eventAssignments.organizationId, organizationId), inArray(eventAssignments.eventId, selection.eventIds)),
      );
    groups.push(inArray(userOrganizations.userId, assigned));
  }
  if (selection.teamIds.length) {
    const inTeams = db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.organizationId, organizationId), inArray(teamMembers.teamId, selection.teamIds)));
    groups.push(inArray(userOrganizations.userId, inTeams));
  }
  for (const qualification of new Set(selection.qualifications))
    groups.push(eq(QUALIFICATION_COLUMN[qualification], true));

  const people = groups.length
    ? await db
        .select({
          userId: profiles.userId,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          phone: profiles.phone,
        })
        .from(userOrganizations)
        .innerJoin(profiles, eq(profiles.userId, userOrganizations.userId))
        .where(and(eq(userOrganizations.organizationId, organizationId), or(...groups)))
        // By the name as shown ("Lotte Peeters"), as the message's detail lists them.
        .orderBy(asc(sql`lower(${profiles.firstName})`), asc(sql`lower(${profiles.lastName})`), asc(profiles.userId))
    : [];

  // Someone picked by name who is not a member (of this organisation) is not found, like any id.
  const found = new Set(people.map((p) => p.userId));
  if (selection.userIds.some((id) => !found.has(id))) throw notFound("Responder not found", "USER_NOT_FOUND");

  const recipients: Addressee[] = [];
  const skipped: SmsSkippedRow[] = [];
  for (const person of people) {
    const name = `${person.firstName} ${person.lastName}`.trim();
    const raw = person.phone?.trim();
    const phone = raw ? smsPhone(raw) : null;
    if (phone) recipients.push({ userId: person.userId, firstName: person.firstName, name, phone });
    else skipped.push({ userId: person.userId, name, reason: raw ? "invalidPhone" : "noPhone" });
  }

  const eventsById = new Map(eventRows.map((e) => [e.id, e]));
  for (const team of teamRows) eventsById.set(team.eventId, { id: team.eventId, name: team.eventName });
  return { recipients, skipped, events: [...eventsById.values()] };
}

/** The preview the compose page shows before sending. */
export async function previewSelection(db: Db, organizationId: string, selection: Selection): Promise<SmsPreviewView> {
  const resolved = await resolveSelection(db, organizationId, selection);
  return {
    recipients: resolved.recipients.map(({ userId, name, phone }) => ({ userId, name, phone })),
    skipped: resolved.skipped,
  };
}
