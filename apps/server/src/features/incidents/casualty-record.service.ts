import type { CasualtyView } from "@hulppost/shared/incidents";
import { createPatientBody, type Urgency } from "@hulppost/shared/patients";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { casualties, incidents, incidentTimeline } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { notFound } from "../../http/errors";
import { requirePatient } from "../patients/patient-access";
import { createPatient } from "../patients/patients.service";
import { lockCasualty } from "./casualty-lock";
import { casualtyRows } from "./casualty-rows";
import { requireIncident } from "./incidents.service";

/** The urgency a new record starts with, from the triage category (the record's own scale). */
const URGENCY: Record<CasualtyView["category"], Urgency> = { T1: "high", T2: "medium", T3: "low", dead: "unknown" };

/**
 * Opens a full patient record of the event for a casualty taken into treatment (docs/decisions/044):
 * vital signs, NEWS2, treatments and the handover then work as for any patient. Once per casualty:
 * the casualty's row is locked, so two people opening it at once get the same record.
 */
export async function openCasualtyRecord(
  db: Db,
  access: OrgAccess,
  incidentId: string,
  casualtyId: string,
  ip: string,
): Promise<{ patientId: string }> {
  return db.transaction(async (tx) => {
    const incident = await requireIncident(tx, access, incidentId);
    const casualty = await lockCasualty(tx, access.organizationId, incident.id, casualtyId);
    if (casualty.patientId) return { patientId: casualty.patientId };
    const patientId = crypto.randomUUID();
    await createPatient(
      tx,
      access,
      incident.eventId,
      createPatientBody.parse({
        id: patientId,
        urgency: URGENCY[casualty.category],
        estimatedAge: casualty.approxAge ?? undefined,
        sex: casualty.sex ?? undefined,
        complaint: casualty.description ?? undefined,
      }),
      ip,
    );
    await tx.update(casualties).set({ patientId, updatedAt: new Date() }).where(eq(casualties.id, casualtyId));
    await tx.insert(incidentTimeline).values({
      organizationId: access.organizationId,
      incidentId: incident.id,
      kind: "recordOpened",
      actorId: access.viewer.userId,
      details: { casualtyId, tagCode: casualty.tagCode, patientId },
    });
    return { patientId };
  });
}

/** The casualty a patient record was opened for, with its incident and triage history; 404 when none. */
export async function casualtyOfPatient(db: Db, access: OrgAccess, patientId: string) {
  await requirePatient(db, access, patientId);
  const [link] = await db
    .select({ incidentId: casualties.incidentId, name: incidents.name, exercise: incidents.exercise })
    .from(casualties)
    .innerJoin(incidents, eq(incidents.id, casualties.incidentId))
    .where(and(eq(casualties.patientId, patientId), eq(casualties.organizationId, access.organizationId)));
  if (!link) throw notFound("This record was not opened for a casualty", "CASUALTY_NOT_FOUND");
  const [casualty] = await casualtyRows(db, link.incidentId, sql`c.patient_id = ${patientId}`);
  if (!casualty) throw notFound("This record was not opened for a casualty", "CASUALTY_NOT_FOUND");
  return { incidentId: link.incidentId, incidentName: link.name, exercise: link.exercise, casualty };
}
