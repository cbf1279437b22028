import type { Language } from "@hulppost/shared/constants";
import { csvText } from "../../../platform/csv";
import { EVENT_REPORT_WORDS } from "./event-report.messages";
import type { EventReportData } from "./event-report.service";
import { breakdowns, hourLabel } from "./event-report-pdf";
import { paperClock } from "./paper-format";

/**
 * The event report as CSV: one line per figure (section, item, code, value, needed), with a byte
 * order mark so spreadsheets read the accents as UTF-8. No names.
 */
export function renderEventReportCsv(report: EventReportData, language: Language, timeZone: string): string {
  const w = EVENT_REPORT_WORDS[language];
  const clock = paperClock(language, timeZone);
  const rows: (string | number)[][] = [[w.section, w.item, w.code, w.value, w.required]];
  rows.push([w.event, w.organization, "organization", report.organization, ""]);
  rows.push([w.event, w.event, "name", report.event.name, ""]);
  rows.push([w.event, w.date, "date", report.event.date, ""]);
  if (report.event.location) rows.push([w.event, w.location, "location", report.event.location, ""]);
  rows.push([w.contacts, w.contacts, "contacts", report.total, ""]);
  rows.push([w.referrals, w.referrals, "hospital_referrals", report.referrals, ""]);
  rows.push([w.calls112, w.calls112, "calls_112", report.calls112, ""]);
  for (const lines of breakdowns(report, language))
    for (const line of lines) rows.push([line.section, line.label, line.code, line.count, ""]);
  const multiDay = new Set(report.byHour.map((h) => h.hour.slice(0, 10))).size > 1;
  for (const { hour, count } of report.byHour) rows.push([w.byHour, hourLabel(hour, multiDay, clock), hour, count, ""]);
  const names = { doctor: w.doctors, nurse: w.nurses, first_aider: w.firstAiders };
  for (const s of report.staffing)
    rows.push([w.staffing, `${names[s.qualification]} (${w.present})`, s.qualification, s.assigned, s.required]);
  rows.push([w.staffing, w.tents, "tents", report.equipment.tentsAssigned, report.equipment.tents]);
  rows.push([w.staffing, w.ambulances, "ambulances", report.equipment.ambulancesAssigned, report.equipment.ambulances]);
  return csvText(rows, language);
}
