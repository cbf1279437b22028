import type { TriageSystem } from "@hulppost/shared/clinical/triage";
import type {
  CategoryCounts,
  closeIncidentBody,
  DeclareIncidentInput,
  IncidentSummaryView,
} from "@hulppost/shared/incidents";
import { declareIncidentBody } from "@hulppost/shared/incidents";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { eventAssignments, events, incidents, incidentTimeline, organizationSettings } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { requireEventPost } from "../patients/patient-access";
import { summaryRows, toSummary } from "./incident-rows";

export const incidentNotFound = () => notFound("Incident not found", "INCIDENT_NOT_FOUND");

export type IncidentRow = typeof incidents.$inferSelect;

/**
 * The incident, if it is the organisation's and the person may see it: admins every one, a
 * caregiver those of events they staff (like the event's patients); 404 otherwise, so nobody learns
 * that it exists. `open` refuses a closed one (read-only) with 409.
 */
export async function requireIncident(
  db: Db,
  access: OrgAccess,
  incidentId: string,
  options: { open?: boolean; lock?: boolean } = {},
): Promise<IncidentRow> {
  const query = db
    .select()
    .from(incidents)
    .where(
      and(
        eq(incidents.id, incidentId),
        eq(incidents.organizationId, access.organizationId),
        access.role !== "hulpverlener"
          ? sql`true`
          : sql`exists (select 1 from event_assignments a
              where a.event_id = "incidents"."event_id" and a.user_id = ${access.viewer.userId})`,
      ),
    );
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw incidentNotFound();
  if (options.open && row.closedAt)
    throw new AppError(409, "INCIDENT_CLOSED", "This incident is closed and can no longer be changed");
  return row;
}

/**
 * Whether the person leads the incidents of this event (docs/decisions/045): an admin any event's;
 * a caregiver an event whose assignment marks them post leader. Declaring needs the event under
 * way (checked with the event, in the admin's words too); an incident once open stays its post
 * leader's to run and close, also when it outlasts the event's planned end. The caller has already
 * answered 404 for what the person may not see, so a refusal here is 403: they can see the event.
 */
export async function assertLeadsPost(db: Db, access: OrgAccess, eventId: string) {
  if (access.role !== "hulpverlener") return;
  const [row] = await db
    .select({ eventId: eventAssignments.eventId })
    .from(eventAssignments)
    .where(
      and(
        eq(eventAssignments.organizationId, access.organizationId),
        eq(eventAssignments.eventId, eventId),
        eq(eventAssignments.userId, access.viewer.userId),
        eq(eventAssignments.postLeader, true),
      ),
    );
  if (!row) throw new AppError(403, "NOT_POST_LEADER", "Only an admin, or the event's post leader, may do this");
}

/**
 * Declares an incident on a live event (an admin, or the event's post leader; docs/decisions/044
 * and 045). An event has at most one open incident: a second declaration is refused with the open
 * one's id, so a coordinator who declares it a moment after a colleague joins the same board.
 */
export async function declareIncident(
  db: Db,
  access: OrgAccess,
  eventId: string,
  input: DeclareIncidentInput,
  ip: string,
  /** Runs in the declaration's transaction, once the incident exists (the staff's text message). */
  onDeclared?: (tx: Db, incident: { eventName: string; name: string }) => Promise<void>,
): Promise<IncidentSummaryView> {
  const body = declareIncidentBody.parse(input);
  const event = await requireEventPost(db, access, eventId);
  await assertLeadsPost(db, access, eventId);
  const now = new Date();
  if (!(event.startsAt <= now && now < event.endsAt))
    throw new AppError(409, "EVENT_NOT_LIVE", "An incident can only be declared while the event is under way");
  const id = await db.transaction(async (tx) => {
    // One at a time per event: the second waits here, then sees the first.
    await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for("update");
    const [open] = await tx
      .select({ id: incidents.id })
      .from(incidents)
      .where(and(eq(incidents.eventId, eventId), isNull(incidents.closedAt)));
    if (open)
      throw new AppError(409, "INCIDENT_ALREADY_OPEN", "This event already has an open incident", undefined, {
        incidentId: open.id,
      });
    const system = body.triageSystem ?? (await organisationTriageSystem(tx, access.organizationId));
    const [made] = await tx
      .insert(incidents)
      .values({
        organizationId: access.organizationId,
        eventId,
        name: body.name,
        description: body.description,
        exercise: body.exercise,
        triageSystem: system,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
        declaredBy: access.viewer.userId,
      })
      .returning({ id: incidents.id });
    const incidentId = made?.id as string;
    await tx.insert(incidentTimeline).values({
      organizationId: access.organizationId,
      incidentId,
      kind: "declared",
      actorId: access.viewer.userId,
      details: { name: body.name, exercise: body.exercise, triageSystem: system },
    });
    await audit(tx, {
      action: "incident.declare",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "incident",
      targetId: incidentId,
      details: { event: event.name, name: body.name, exercise: body.exercise },
      ipAddress: ip,
    });
    await onDeclared?.(tx, { eventName: event.name, name: body.name });
    return incidentId;
  });
  return getIncidentSummary(db, access, id);
}

async function organisationTriageSystem(db: Db, organizationId: string): Promise<TriageSystem> {
  const [row] = await db
    .select({ system: organizationSettings.triageSystem })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return row?.system ?? "sieve";
}

/** Closes an incident with the final count (an admin or the post leader); from then on it is read-only. */
export async function closeIncident(
  db: Db,
  access: OrgAccess,
  incidentId: string,
  body: z.output<typeof closeIncidentBody>,
  ip: string,
): Promise<IncidentSummaryView> {
  await db.transaction(async (tx) => {
    const incident = await requireIncident(tx, access, incidentId, { open: true, lock: true });
    await assertLeadsPost(tx, access, incident.eventId);
    await tx
      .update(incidents)
      .set({
        closedAt: new Date(),
        closedBy: access.viewer.userId,
        finalCounts: body.finalCounts,
        closingNote: body.note,
      })
      .where(eq(incidents.id, incidentId));
    await tx.insert(incidentTimeline).values({
      organizationId: access.organizationId,
      incidentId,
      kind: "closed",
      actorId: access.viewer.userId,
      details: { finalCounts: body.finalCounts },
    });
    await audit(tx, {
      action: "incident.close",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "incident",
      targetId: incidentId,
      details: { finalCounts: body.finalCounts },
      ipAddress: ip,
    });
  });
  return getIncidentSummary(db, access, incidentId);
}

/** Deletes an exercise, with its casualties and timeline; a real incident is kept. */
export async function deleteExercise(db: Db, access: OrgAccess, incidentId: string, ip: string) {
  await db.transaction(async (tx) => {
    const incident = await requireIncident(tx, access, incidentId, { lock: true });
    if (!incident.exercise)
      throw new AppError(409, "INCIDENT_NOT_EXERCISE", "Only an exercise can be deleted; a real incident is kept");
    await tx.delete(incidents).where(eq(incidents.id, incidentId));
    await audit(tx, {
      action: "incident.delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "incident",
      targetId: incidentId,
      details: { name: incident.name },
      ipAddress: ip,
    });
  });
}

/** One incident's summary (counts per category). */
export async function getIncidentSummary(db: Db, access: OrgAccess, incidentId: string) {
  await requireIncident(db, access, incidentId);
  const [row] = await summaryRows(db, access.organizationId, sql`i.id = ${incidentId}`);
  if (!row) throw incidentNotFound();
  return toSummary(row);
}

/** An event's incidents, newest first: the open one leads any page that shows them. */
export async function listEventIncidents(db: Db, access: OrgAccess, eventId: string) {
  await requireEventPost(db, access, eventId);
  const rows = await summaryRows(db, access.organizationId, sql`i.event_id = ${eventId}`);
  return rows.map(toSummary);
}

/** Every open incident the person may see: the app switches their screens to its board. */
export async function listOpenIncidents(db: Db, access: OrgAccess) {
  const rows = await summaryRows(
    db,
    access.organizationId,
    access.role !== "hulpverlener"
      ? sql`i.closed_at is null`
      : sql`i.closed_at is null and exists (select 1 from event_assignments a
          where a.event_id = i.event_id and a.user_id = ${access.viewer.userId})`,
  );
  return rows.map(toSummary);
}

export type { CategoryCounts };
