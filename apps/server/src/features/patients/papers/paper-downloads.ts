import type { Language } from "@hulppost/shared/constants";
import type { HandoverView } from "@hulppost/shared/papers";
import type { Db } from "../../../db/client";
import type { OrgAccess } from "../../../http/context";
import { EVENT_REPORT_WORDS } from "./event-report.messages";
import { loadEventReport } from "./event-report.service";
import { renderEventReportCsv } from "./event-report-csv";
import { renderEventReportPdf } from "./event-report-pdf";
import { buildFhirBundle, type FhirBundle } from "./fhir-bundle";
import { HANDOVER_WORDS } from "./handover.messages";
import { renderHandoverPdf } from "./handover-pdf";
import { toHandoverView } from "./handover-view";
import { fileSafe } from "./paper-format";
import { auditPaper, loadPatientPaper, type PatientPaperData, paperLanguage } from "./papers.service";
import { PATIENT_PAPER_WORDS } from "./patient-paper.messages";
import { renderPatientReport } from "./patient-report";

export interface Download {
  body: Uint8Array<ArrayBuffer> | string;
  contentType: string;
  filename: string;
}

/** The FHIR export: the Bundle itself, which the route answers as the JSON its contract declares. */
export interface FhirDownload {
  bundle: FhirBundle;
  filename: string;
}

interface Context {
  db: Db;
  access: OrgAccess;
  timeZone: string;
  ip: string;
  lang?: Language;
}

/**
 * A patient paper's file name: the event's date, the paper and the record's short id. Never the
 * patient's name: file names end up in download folders, mail attachments and server logs.
 */
const patientFile = (data: PatientPaperData, paper: string, extension: string) =>
  `${data.event.date}-${paper}-${data.patient.id.slice(0, 8)}.${extension}`;

/** The ATMIST sheet's content for the phone page; the look is in the record's history. */
export async function getHandover(ctx: Context, patientId: string): Promise<HandoverView> {
  const data = await loadPatientPaper(ctx.db, ctx.access, patientId, ctx.ip);
  return toHandoverView(data, ctx.timeZone);
}

export async function patientReportDownload(ctx: Context, patientId: string): Promise<Download> {
  const data = await loadPatientPaper(ctx.db, ctx.access, patientId, ctx.ip);
  const language = await paperLanguage(ctx.db, ctx.access.organizationId, ctx.lang);
  const pdf = await renderPatientReport(data, language, ctx.timeZone);
  await auditPaper(ctx.db, ctx.access, "patient_report", { type: "patient", id: patientId }, language, ctx.ip);
  return {
    body: new Uint8Array(pdf),
    contentType: "application/pdf",
    filename: patientFile(data, PATIENT_PAPER_WORDS[language].reportFile, "pdf"),
  };
}

export async function handoverDownload(ctx: Context, patientId: string): Promise<Download> {
  const data = await loadPatientPaper(ctx.db, ctx.access, patientId, ctx.ip);
  const language = await paperLanguage(ctx.db, ctx.access.organizationId, ctx.lang);
  const pdf = await renderHandoverPdf(toHandoverView(data, ctx.timeZone), language);
  await auditPaper(ctx.db, ctx.access, "handover", { type: "patient", id: patientId }, language, ctx.ip);
  return {
    body: new Uint8Array(pdf),
    contentType: "application/pdf",
    filename: patientFile(data, HANDOVER_WORDS[language].handoverFile, "pdf"),
  };
}

export async function fhirDownload(ctx: Context, patientId: string): Promise<FhirDownload> {
  const data = await loadPatientPaper(ctx.db, ctx.access, patientId, ctx.ip);
  const language = await paperLanguage(ctx.db, ctx.access.organizationId, ctx.lang);
  const bundle = buildFhirBundle(data, language);
  await auditPaper(ctx.db, ctx.access, "fhir", { type: "patient", id: patientId }, language, ctx.ip);
  return { bundle, filename: patientFile(data, "fhir", "json") };
}

export async function eventReportDownload(ctx: Context, eventId: string, format: "pdf" | "csv"): Promise<Download> {
  const report = await loadEventReport(ctx.db, ctx.access, eventId, ctx.timeZone);
  const language = await paperLanguage(ctx.db, ctx.access.organizationId, ctx.lang);
  const body =
    format === "pdf"
      ? new Uint8Array(await renderEventReportPdf(report, language, ctx.timeZone))
      : renderEventReportCsv(report, language, ctx.timeZone);
  const paper = format === "pdf" ? "event_report_pdf" : "event_report_csv";
  await auditPaper(ctx.db, ctx.access, paper, { type: "event", id: eventId }, language, ctx.ip);
  return {
    body,
    contentType: format === "pdf" ? "application/pdf" : "text/csv; charset=utf-8",
    filename: `${report.event.date}-${fileSafe(report.event.name)}-${EVENT_REPORT_WORDS[language].file}.${format}`,
  };
}
