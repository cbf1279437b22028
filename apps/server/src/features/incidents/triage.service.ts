import { isTriageChild, type TriageCategory, triage } from "@hulppost/shared/clinical/triage";
import { type CasualtyView, type TriageView, tagNumber, type triageBody } from "@hulppost/shared/incidents";
import { and, eq, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { casualties, casualtyTriages, incidents, incidentTimeline } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, fieldError } from "../../http/errors";
import { casualtyNotFound, lockCasualty } from "./casualty-lock";
import { casualtyRows } from "./casualty-rows";
import { type IncidentRow, incidentNotFound, requireIncident } from "./incidents.service";

type TriageBody = z.output<typeof triageBody>;
type CasualtyRow = typeof casualties.$inferSelect;

/** The category and how it was reached: the organisation's algorithm from the answers, or chosen directly. */
function categoryOf(incident: IncidentRow, body: TriageBody, known: CasualtyRow | null) {
  if (!body.answers || body.override) return { category: body.category as TriageCategory, method: "direct" as const };
  const age = body.approxAge ?? known?.approxAge ?? null;
  const answers = { ...body.answers, child: body.answers.child ?? isTriageChild(age) };
  const outcome = triage(incident.triageSystem, answers);
  if ("ask" in outcome)
    throw new AppError(400, "TRIAGE_INCOMPLETE", `The triage needs an answer to ${outcome.ask}`, {
      [`answers.${outcome.ask}`]: "required",
    });
  if (body.category && body.category !== outcome.category)
    throw fieldError("category", "categoryMismatch", "VALIDATION_ERROR");
  return { category: outcome.category, method: outcome.system };
}

/**
 * Only the event's doctor overrides a category (or an admin, who answers for the post): the
 * assignment's qualification says who is the doctor at this event.
 */
async function requireOverrider(db: Db, access: OrgAccess, incident: IncidentRow) {
  if (access.role !== "hulpverlener") return;
  const result = await db.execute(sql`select 1 from event_assignments a
    where a.event_id = ${incident.eventId} and a.user_id = ${access.viewer.userId} and a.qualification = 'doctor'`);
  if (!result.rows.length)
    throw new AppError(403, "OVERRIDE_NOT_ALLOWED", "Only the event's doctor can override a triage category");
}

/**
 * The open incident the triage is for, locked shared (many triages at once, while a close waits
 * for them and they for it), and whether the label is one the organisation printed: one round
 * trip instead of three, as a triage at the peak of an incident must be quick (docs/performance.md).
 * Who may see it is requireIncident's rule: admins every one, a caregiver their events' only.
 */
async function openIncidentForTriage(db: Db, access: OrgAccess, incidentId: string, code: string | undefined) {
  const printed = code
    ? sql<boolean>`exists (select 1 from triage_tag_batches b
        where b.organization_id = ${access.organizationId} and b.prefix = ${code.slice(0, 3)}
          and ${tagNumber(code)} between b.first_number and b.first_number + b.count - 1)`
    : sql<boolean>`true`;
  const [row] = await db
    .select({ incident: incidents, printed })
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
    )
    .for("share");
  if (!row) throw incidentNotFound();
  if (row.incident.closedAt)
    throw new AppError(409, "INCIDENT_CLOSED", "This incident is closed and can no longer be changed");
  if (!row.printed) throw fieldError("tagCode", "unknownTag", "TAG_UNKNOWN", 404);
  return row.incident;
}

/** The casualty this triage is about: named, found by its label, or already made by this very triage (a replay). */
async function findCasualty(db: Db, access: OrgAccess, incident: IncidentRow, body: TriageBody) {
  if (body.casualtyId) {
    const row = await lockCasualty(db, access.organizationId, incident.id, body.casualtyId);
    return row;
  }
  // The label's casualty, else the one this very triage made (a replay): both in one round trip.
  const byClient = and(eq(casualties.incidentId, incident.id), eq(casualties.clientId, body.clientId));
  const tagCode = body.tagCode;
  const rows = await db
    .select()
    .from(casualties)
    .where(
      tagCode
        ? or(and(eq(casualties.organizationId, access.organizationId), eq(casualties.tagCode, tagCode)), byClient)
        : byClient,
    )
    .for("update");
  const labelled = tagCode
    ? rows.find((row) => row.organizationId === access.organizationId && row.tagCode === tagCode)
    : undefined;
  if (labelled && labelled.incidentId !== incident.id)
    throw new AppError(409, "TAG_IN_USE", "This label already belongs to a casualty of another incident");
  return labelled ?? rows.find((row) => row.incidentId === incident.id && row.clientId === body.clientId) ?? null;
}

/**
 * Records one triage (docs/decisions/044): a new casualty, a re-triage, or a doctor's override.
 * Idempotent by the phone's `clientId`; a label scanned twice, even by two phones at once, gives
 * one casualty. The later triage (by the phone's time) sets the category; an earlier one that
 * arrives late from an offline queue joins the history only.
 */
export async function recordTriage(
  db: Db,
  access: OrgAccess,
  incidentId: string,
  body: TriageBody,
): Promise<CasualtyView> {
  const casualtyId = await db.transaction(async (tx) => {
    const incident = await openIncidentForTriage(tx, access, incidentId, body.tagCode);
    let casualty = await findCasualty(tx, access, incident, body);
    const { category, method } = categoryOf(incident, body, casualty);
    if (body.override) await requireOverrider(tx, access, incident);
    const at = body.at ? new Date(body.at) : new Date();
    const position = { latitude: body.latitude ?? null, longitude: body.longitude ?? null };
    const isNew = !casualty;
    if (!casualty) casualty = await createCasualty(tx, access, incident, body, category, at);
    if (!casualty) throw casualtyNotFound();

    const [added] = await tx
      .insert(casualtyTriages)
      .values({
        organizationId: access.organizationId,
        casualtyId: casualty.id,
        clientId: body.clientId,
        category,
        method,
        answers: body.answers ?? null,
        override: body.override,
        reason: body.reason,
        ...position,
        at,
        by: access.viewer.userId,
      })
      .onConflictDoNothing()
      .returning({ id: casualtyTriages.id });
    // Sent before (a queue that replays): nothing more to do.
    if (!added) return casualty.id;
    const later = at >= casualty.lastTriagedAt;
    if (!isNew && later)
      await tx
        .update(casualties)
        .set({ category, lastTriagedAt: at, updatedAt: new Date() })
        .where(eq(casualties.id, casualty.id));
    // An older triage arriving late changes only the history, which the board counts: the row's
    // write makes the casualty's notice, for the open boards and every server process (board-cache.ts).
    else if (!isNew) await tx.update(casualties).set({ updatedAt: new Date() }).where(eq(casualties.id, casualty.id));
    await tx.insert(incidentTimeline).values({
      organizationId: access.organizationId,
      incidentId: incident.id,
      at,
      kind: isNew ? "triaged" : body.override ? "overridden" : "retriaged",
      actorId: access.viewer.userId,
      details: {
        casualtyId: casualty.id,
        tagCode: casualty.tagCode,
        category,
        ...(isNew ? {} : { from: casualty.category }),
        ...(body.override ? { reason: body.reason } : {}),
      },
    });
    return casualty.id;
  });
  const [view] = await casualtyRows(db, incidentId, sql`c.id = ${casualtyId}`);
  if (!view) throw casualtyNotFound();
  return view;
}

/**
 * A new casualty. Two phones scanning the same label at the same moment: one insert wins, the
 * other finds that casualty and its triage joins the history as a re-triage.
 */
async function createCasualty(
  db: Db,
  access: OrgAccess,
  incident: IncidentRow,
  body: TriageBody,
  category: TriageCategory,
  at: Date,
): Promise<CasualtyRow | null> {
  const [made] = await db
    .insert(casualties)
    .values({
      organizationId: access.organizationId,
      incidentId: incident.id,
      eventId: incident.eventId,
      tagCode: body.tagCode ?? null,
      clientId: body.clientId,
      category,
      sex: body.sex ?? null,
      approxAge: body.approxAge ?? null,
      description: body.description,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      firstTriagedAt: at,
      lastTriagedAt: at,
      createdBy: access.viewer.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  return findCasualty(db, access, incident, { ...body, casualtyId: undefined });
}

/** The casualty a label names in this incident, or 404 (the phone then offers to triage a new one). */
export async function casualtyByTag(db: Db, access: OrgAccess, incidentId: string, code: string) {
  await requireIncident(db, access, incidentId);
  const [view] = await casualtyRows(db, incidentId, sql`c.tag_code = ${code}`);
  if (!view) throw casualtyNotFound();
  return view;
}

export type { TriageView };
