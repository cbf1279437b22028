import type { Language } from "@hulppost/shared/constants";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  events,
  organizations,
  patientHistory,
  patients,
  profiles,
  treatmentTemplates,
  vitalSigns,
} from "../../db/schema/index";
import { type PatientPaperData, paperEventColumns } from "../patients/papers/papers.service";
import { renderPatientReport } from "../patients/papers/patient-report";
import { patientAge, personOf, toVitalSignsView } from "../patients/patient-views";

/** Patients rendered per round: five queries load a batch, whatever its size (no query per patient). */
const BATCH = 25;

const DELETED = { id: null, name: "deleted_user" };
const ref = (id: string | null, first: string | null, last: string | null) =>
  id ? (personOf(id, first, last) ?? DELETED) : DELETED;

/**
 * Every patient's report, as the papers route prints it (patient-report.ts), in batches: the
 * batch's records, their events, people, measurements, status history and templates in a fixed
 * number of queries. The export is not a look at each record, so nothing is written to their
 * histories; the export itself is in the audit log.
 */
export async function* patientReports(
  db: Db,
  organizationId: string,
  language: Language,
  timeZone: string,
): AsyncGenerator<{ name: string; pdf: Buffer }> {
  const [org] = await db
    .select({ name: organizations.displayName })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const created = alias(profiles, "created_p");
  const updated = alias(profiles, "updated_p");
  const treated = alias(profiles, "treated_p");
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await db
      .select({
        patient: patients,
        event: paperEventColumns,
        cf: created.firstName,
        cl: created.lastName,
        uf: updated.firstName,
        ul: updated.lastName,
        tf: treated.firstName,
        tl: treated.lastName,
        templateName: treatmentTemplates.name,
        medications: treatmentTemplates.medications,
      })
      .from(patients)
      .innerJoin(events, eq(events.id, patients.eventId))
      .leftJoin(created, eq(created.userId, patients.createdBy))
      .leftJoin(updated, eq(updated.userId, patients.updatedBy))
      .leftJoin(treated, eq(treated.userId, patients.treatedBy))
      .leftJoin(
        treatmentTemplates,
        and(
          eq(treatmentTemplates.id, patients.treatmentTemplateId),
          eq(treatmentTemplates.organizationId, patients.organizationId),
        ),
      )
      .where(and(eq(patients.organizationId, organizationId), gt(patients.id, after)))
      .orderBy(asc(patients.id))
      .limit(BATCH);
    if (!rows.length) return;
    after = rows[rows.length - 1]?.patient.id as string;
    const ids = rows.map((r) => r.patient.id);
    const [vitals, history] = await Promise.all([
      db
        .select({ v: vitalSigns, recorderFirst: profiles.firstName, recorderLast: profiles.lastName })
        .from(vitalSigns)
        .leftJoin(profiles, eq(profiles.userId, vitalSigns.recordedBy))
        .where(and(eq(vitalSigns.organizationId, organizationId), inArray(vitalSigns.patientId, ids)))
        .orderBy(asc(vitalSigns.measuredAt), asc(vitalSigns.createdAt)),
      db
        .select({
          id: patientHistory.id,
          patientId: patientHistory.patientId,
          at: patientHistory.at,
          kind: patientHistory.kind,
          actorUserId: patientHistory.actorUserId,
          changes: patientHistory.changes,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
        })
        .from(patientHistory)
        .leftJoin(profiles, eq(profiles.userId, patientHistory.actorUserId))
        .where(
          and(
            eq(patientHistory.organizationId, organizationId),
            inArray(patientHistory.patientId, ids),
            inArray(patientHistory.kind, ["created", "status"]),
          ),
        )
        .orderBy(asc(patientHistory.at), asc(patientHistory.id)),
    ]);
    for (const row of rows) {
      const p = row.patient;
      const data: PatientPaperData = {
        organization: org?.name ?? "",
        event: row.event,
        patient: p,
        ageYears: patientAge(p),
        people: {
          createdBy: ref(p.createdBy, row.cf, row.cl),
          updatedBy: ref(p.updatedBy, row.uf, row.ul),
          treatedBy: ref(p.treatedBy, row.tf, row.tl),
        },
        template: row.templateName ? { name: row.templateName, medications: row.medications ?? [] } : null,
        vitals: vitals
          .filter((v) => v.v.patientId === p.id)
          .map((v) =>
            toVitalSignsView({ ...v.v, recorderFirst: v.recorderFirst, recorderLast: v.recorderLast }, p.spo2Scale2),
          ),
        statusHistory: history
          .filter((h) => h.patientId === p.id)
          .map((h) => ({
            id: h.id,
            at: h.at.toISOString(),
            kind: h.kind,
            actor: ref(h.actorUserId, h.firstName, h.lastName),
            changes: (h.changes as PatientPaperData["statusHistory"][number]["changes"]) ?? [],
          })),
      };
      const pdf = await renderPatientReport(data, language, timeZone);
      yield { name: `${row.event.date}-${p.id}.pdf`, pdf };
    }
  }
}
