import { downloadFile } from "../../../lib/download";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { eventPaths } from "./keys";

export type ReportFormat = "pdf" | "csv";

export const staffingSheetUrl = (orgId: string, eventId: string, language: string) =>
  `${eventPaths.event(orgId, eventId)}/staffing-sheet?lang=${encodeURIComponent(language)}`;

/** The event report for the organiser and the medical authority (no names), PDF or CSV. */
export const eventReportUrl = (orgId: string, eventId: string, format: ReportFormat) =>
  `${eventPaths.event(orgId, eventId)}/report.${format}`;

/** The staffing sheet PDF in `language`, saved under the name the server gives it. */
export async function downloadStaffingSheet(orgId: string, eventId: string, language: string) {
  const response = await fetch(staffingSheetUrl(orgId, eventId, language), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`PDF ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = response.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? "staffing-sheet.pdf";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetched rather than linked, so a failure shows a "PDF export error" toast instead of a broken download. */
export const useDownloadStaffingSheet = (orgId: string, eventId: string, callbacks: MutationCallbacks<void, string>) =>
  useApiMutation((language) => downloadStaffingSheet(orgId, eventId, language), callbacks);

/** GET of the report as a file the browser saves. */
export const useDownloadEventReport = (
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<void, ReportFormat>,
) => useApiMutation((format) => downloadFile(eventReportUrl(orgId, eventId, format), `report.${format}`), callbacks);
