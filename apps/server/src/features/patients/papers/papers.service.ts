import type { Language } from "@hulppost/shared/constants";
import type { Paper } from "@hulppost/shared/papers";
import type { PatientHistoryEntry } from "@hulppost/shared/patients";
import type { VitalSignsView } from "@hulppost/shared/vital-signs";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  events,
  organizationSettings,
  organizations,
  type TemplateMedication,
  treatmentTemplates,
} from "../../../db/schema/index";
import type { OrgAccess } from "../../../http/context";
import { notFound } from "../../../http/errors";
import { audit } from "../../audit/audit.service";
import { type PatientRow, requirePatient } from "../patient-access";
import { listHistory, recordView } from "../patient-history";
import { loadPeople, patientAge } from "../patient-views";
import { listVitalSigns } from "../vital-signs.service";

export interface PaperEvent {
  id: string;
  name: string;
  date: string;
  endDate: string;
  startsAt: Date;
  location: string | null;
  address: string | null;
  hospitalName: string | null;
  hospitalAddress: string | null;
  hospitalPhone: string | null;
}

/** Everything a patient's papers print, loaded in a fixed number of queries. */
export interface PatientPaperData {
  organization: string;
  event: PaperEvent;
  patient: PatientRow;
  ageYears: number | null;
  people: Awaited<ReturnType<typeof loadPeople>>;
  template: { name: string; medications: TemplateMedication[] } | null;
  /** Oldest first, as a chart and a handover read them. */
  vitals: VitalSignsView[];
  /** Oldest first: registration and status changes only (not every look at the record). */
  statusHistory: PatientHistoryEntry[];
}

/**
 * The papers' language: the one the download asks for, else the organisation's choice (Dutch
 * when it never chose).
 */
export async function paperLanguage(db: Db, organizationId: string, requested?: Language): Promise<Language> {
  if (requested) return requested;
  const [row] = await db
    .select({ language: organizationSettings.reportLanguage })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return row?.language ?? "nl";
}

/** The event's columns a paper prints (a `PaperEvent`), for every query that loads one. */
export const paperEventColumns = {
  id: events.id,
  name: events.name,
  date: events.date,
  endDate: events.endDate,
  startsAt: events.startsAt,
  location: events.location,
  address: events.address,
  hospitalName: events.hospitalName,
  hospitalAddress: events.hospitalAddress,
  hospitalPhone: events.hospitalPhone,
};

/** The event with its organisation's name; the caller has already checked who may see it. */
export async function loadPaperEvent(db: Db, access: OrgAccess, eventId: string) {
  const [row] = await db
    .select({
      organization: organizations.displayName,
      event: paperEventColumns,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(eq(events.id, eventId), eq(events.organizationId, access.organizationId)));
  if (!row) throw notFound("Event not found or deleted", "EVENT_NOT_FOUND");
  return row as { organization: string; event: PaperEvent };
}

/**
 * A patient's record with its event, people, template, measurements and status history, for
 * someone who may reach it (patient-access rules: 404 otherwise). The look is written to the
 * record's history like any other.
 */
export async function loadPatientPaper(
  db: Db,
  access: OrgAccess,
  patientId: string,
  ip: string,
): Promise<PatientPaperData> {
  const patient = await requirePatient(db, access, patientId);
  await recordView(db, access, patient, ip);
  const [{ organization, event }, people, vitals, history, template] = await Promise.all([
    loadPaperEvent(db, access, patient.eventId),
    loadPeople(db, patient),
    listVitalSigns(db, access, patient.id),
    listHistory(db, patient.id),
    loadTemplate(db, patient),
  ]);
  return {
    organization,
    event,
    patient,
    ageYears: patientAge(patient),
    people,
    template,
    vitals: vitals.reverse(),
    statusHistory: history.filter((h) => h.kind === "created" || h.kind === "status").reverse(),
  };
}

/**
 * The template the treatment was filled from. Read defensively: a record from before templates,
 * or whose template has since been deleted, has none.
 */
async function loadTemplate(db: Db, patient: PatientRow): Promise<PatientPaperData["template"]> {
  const templateId = (patient as { treatmentTemplateId?: string | null }).treatmentTemplateId;
  if (!templateId) return null;
  const [row] = await db
    .select({ name: treatmentTemplates.name, medications: treatmentTemplates.medications })
    .from(treatmentTemplates)
    .where(and(eq(treatmentTemplates.id, templateId), eq(treatmentTemplates.organizationId, patient.organizationId)));
  return row ? { name: row.name, medications: row.medications ?? [] } : null;
}

/** One audit line per download: who, which record or event, which paper, which language; never a value. */
export async function auditPaper(
  db: Db,
  access: OrgAccess,
  paper: Paper,
  target: { type: "patient" | "event"; id: string },
  language: Language,
  ip: string,
) {
  await audit(db, {
    action: target.type === "patient" ? "patient.export" : "event.report",
    actor: access.viewer,
    organizationId: access.organizationId,
    targetType: target.type,
    targetId: target.id,
    details: { paper, language },
    ipAddress: ip,
  });
}
