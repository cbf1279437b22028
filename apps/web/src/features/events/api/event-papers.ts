import type { Language } from "@hulppost/shared/constants";
import { downloadFile, inLanguage } from "../../../lib/download";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { eventPaths } from "./keys";

export type ReportFormat = "pdf" | "csv";

/** The staffing sheet in `language`; without one, in the organisation's report language. */
export const staffingSheetUrl = (orgId: string, eventId: string, language?: Language) =>
  inLanguage(`${eventPaths.event(orgId, eventId)}/staffing-sheet`, language);

/** The event report for the organiser and the medical authority (no names), PDF or CSV. */
export const eventReportUrl = (orgId: string, eventId: string, format: ReportFormat, language?: Language) =>
  inLanguage(`${eventPaths.event(orgId, eventId)}/report.${format}`, language);

/** Fetched rather than linked, so a failure shows a "PDF export error" toast instead of a broken download. */
export const useDownloadStaffingSheet = (
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<void, Language>,
) =>
  useApiMutation(
    (language: Language) => downloadFile(staffingSheetUrl(orgId, eventId, language), "staffing-sheet.pdf"),
    callbacks,
  );

/** Which report, and in which language. */
export interface ReportDownload {
  format: ReportFormat;
  lang?: Language;
}

/** GET of the report as a file the browser saves, under the name the server gives it in its language. */
export const useDownloadEventReport = (
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<void, ReportDownload>,
) =>
  useApiMutation(
    ({ format, lang }: ReportDownload) =>
      downloadFile(eventReportUrl(orgId, eventId, format, lang), `report.${format}`),
    callbacks,
  );
