import type { Language } from "@hulppost/shared/constants";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { audit } from "../audit/audit.service";
import { paperLanguage } from "../patients/papers/papers.service";
import { getBoardWithHistories } from "./board.service";
import { buildIncidentBundle } from "./incident-fhir";
import { renderIncidentReportCsv, renderIncidentReportPdf } from "./incident-report";
import { INCIDENT_REPORT_WORDS } from "./incident-report.messages";

/** The incident as a FHIR R4 Bundle (no names), audit-logged like the report. */
export async function incidentFhirDownload(db: Db, access: OrgAccess, incidentId: string, ip: string, lang?: Language) {
  const board = await getBoardWithHistories(db, access, incidentId);
  const language = await paperLanguage(db, access.organizationId, lang);
  const [org] = await db
    .select({ name: organizations.displayName })
    .from(organizations)
    .where(eq(organizations.id, access.organizationId));
  await audit(db, {
    action: "incident.report",
    actor: access.viewer,
    organizationId: access.organizationId,
    targetType: "incident",
    targetId: incidentId,
    details: { format: "fhir", language },
    ipAddress: ip,
  });
  return {
    bundle: buildIncidentBundle(board, org?.name ?? "", language),
    filename: `${board.declaredAt.slice(0, 10)}-${INCIDENT_REPORT_WORDS[language].file}-fhir.json`,
  };
}

/**
 * The incident report as a download, in the organisation's report language (or `lang`), named by
 * the incident's date, never a person. Who downloaded it, and when, is in the audit log.
 */
export async function incidentReportDownload(
  db: Db,
  access: OrgAccess,
  incidentId: string,
  format: "pdf" | "csv",
  timeZone: string,
  ip: string,
  lang?: Language,
) {
  const board = await getBoardWithHistories(db, access, incidentId);
  const language = await paperLanguage(db, access.organizationId, lang);
  const [org] = await db
    .select({ name: organizations.displayName })
    .from(organizations)
    .where(eq(organizations.id, access.organizationId));
  await audit(db, {
    action: "incident.report",
    actor: access.viewer,
    organizationId: access.organizationId,
    targetType: "incident",
    targetId: incidentId,
    details: { format, language },
    ipAddress: ip,
  });
  const file = `${board.declaredAt.slice(0, 10)}-${INCIDENT_REPORT_WORDS[language].file}.${format}`;
  if (format === "csv")
    return {
      body: renderIncidentReportCsv(board, language, timeZone),
      contentType: "text/csv; charset=utf-8",
      filename: file,
    };
  const pdf = await renderIncidentReportPdf(board, org?.name ?? "", language, timeZone);
  return { body: new Uint8Array(pdf), contentType: "application/pdf", filename: file };
}
