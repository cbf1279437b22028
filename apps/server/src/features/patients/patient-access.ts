import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events, patients } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, notFound } from "../../http/errors";

/**
 * Who reaches which patients. Admins (and super admins) reach every patient of their organisation;
 * a caregiver reaches the patients of the events they are assigned to, and no others: health data
 * is seen by the people at that post. A patient of another organisation, or of an event the
 * caregiver is not at, answers 404, so nobody learns that it exists.
 */
export const seesAllPatients = (access: OrgAccess) => access.role !== "hulpverlener";

export const patientNotFound = () => notFound("Patient not found", "PATIENT_NOT_FOUND");

/** The event, if it is the organisation's and the person may work with its patients. */
export async function requireEventPost(db: Db, access: OrgAccess, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      hospitalName: events.hospitalName,
      // Spelled out: drizzle leaves a column's table off in a one-table select, and inside this
      // subquery an unqualified "id" would be the assignment's own.
      assigned: sql<boolean>`exists (select 1 from event_assignments a
        where a.event_id = "events"."id" and a.user_id = ${access.viewer.userId})`,
    })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, access.organizationId)));
  if (!row) throw notFound("Event not found or deleted", "EVENT_NOT_FOUND");
  if (!seesAllPatients(access) && !row.assigned)
    throw new AppError(403, "NOT_ASSIGNED", "Only the responders assigned to this event work with its patients");
  return row;
}

/** The patient row, if the person may reach it (see above); 404 otherwise. `lock` for updates. */
export async function requirePatient(db: Db, access: OrgAccess, patientId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(patients)
    .where(
      and(
        eq(patients.id, patientId),
        eq(patients.organizationId, access.organizationId),
        seesAllPatients(access)
          ? sql`true`
          : sql`exists (select 1 from event_assignments a
              where a.event_id = "patients"."event_id" and a.user_id = ${access.viewer.userId})`,
      ),
    );
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw patientNotFound();
  return row;
}

export type PatientRow = typeof patients.$inferSelect;
