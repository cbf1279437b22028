import type { Language } from "@hulppost/shared/constants";
import { contentWidth, ensureRoom, type Pdf, stampFooters, startPdf } from "../../../platform/pdf/document";
import { paperHeader, sectionTitle } from "../../../platform/pdf/layout";
import { pdfTable } from "../../../platform/pdf/table";
import { CLINICAL_TERMS } from "./clinical-terms.messages";
import { EVENT_REPORT_WORDS, type EventReportWords } from "./event-report.messages";
import type { EventReportData } from "./event-report.service";
import { fill, type PaperClock, paperClock } from "./paper-format";

export interface ReportLine {
  section: string;
  code: string;
  label: string;
  count: number;
}

/** The report's breakdowns as labelled lines, shared by the PDF and the CSV so both say the same. */
export function breakdowns(report: EventReportData, language: Language) {
  const w = EVENT_REPORT_WORDS[language];
  const terms = CLINICAL_TERMS[language];
  const lines = <K extends string>(section: string, counts: Record<K, number>, label: (k: K) => string) =>
    (Object.keys(counts) as K[]).map((code) => ({ section, code, label: label(code), count: counts[code] }));
  return [
    lines(w.byUrgency, report.byUrgency, (k) => terms.urgency[k]),
    lines(w.byStatus, report.byStatus, (k) => terms.status[k]),
    lines(w.byOutcome, report.byOutcome, (k) => (k === "none" ? w.noOutcome : terms.outcome[k])),
    lines(w.byType, report.byType, (k) => (k === "none" ? w.noType : terms.type[k])),
  ];
}

/** "14:00–15:00", with the day in front when the event spans more than one. */
export function hourLabel(hour: string, multiDay: boolean, clock: PaperClock) {
  const [date = "", hh = "00"] = hour.split("T");
  const next = String((Number(hh) + 1) % 24).padStart(2, "0");
  const range = `${hh}:00–${next}:00`;
  return multiDay ? `${clock.calendarDate(date).replace(/\s*\d{4}$/, "")} ${range}` : range;
}

function keyFigures(doc: Pdf, report: EventReportData, w: EventReportWords) {
  const left = doc.page.margins.left;
  const gap = 10;
  const width = (contentWidth(doc) - gap * 2) / 3;
  const y = doc.y;
  [
    [w.contacts, report.total],
    [w.referrals, report.referrals],
    [w.calls112, report.calls112],
  ].forEach(([label, value], i) => {
    const x = left + i * (width + gap);
    doc.rect(x, y, width, 52).fill(i === 0 ? "#f1f5f9" : "#fef2f2");
    doc
      .font("Sans-Bold")
      .fontSize(22)
      .fillColor(i === 0 ? "#0f172a" : "#b91c1c")
      .text(String(value), x + 10, y + 6, { width: width - 20, lineBreak: false });
    doc
      .font("Sans")
      .fontSize(9)
      .fillColor("#333333")
      .text(String(label), x + 10, y + 34, { width: width - 20, height: 12, ellipsis: true, lineBreak: false });
  });
  doc.x = left;
  doc.y = y + 60;
  doc.fillColor("#000000");
}

/** Two breakdown tables side by side (label, count, share). */
function tablePair(doc: Pdf, pair: ReportLine[][], total: number, w: EventReportWords) {
  const left = doc.page.margins.left;
  const gap = 15;
  const width = (contentWidth(doc) - gap) / 2;
  const rowHeight = 17;
  const rows = Math.max(...pair.map((lines) => lines.length));
  ensureRoom(doc, 22 + rowHeight * (rows + 1));
  const top = doc.y;
  let bottom = top;
  pair.forEach((lines, i) => {
    const x = left + i * (width + gap);
    doc.y = top;
    doc
      .font("Sans-Bold")
      .fontSize(10)
      .fillColor("#b91c1c")
      .text(lines[0]?.section ?? "", x, top, { width, lineBreak: false });
    doc.fillColor("#000000");
    doc.y = top + 16;
    const table = pdfTable(
      doc,
      [
        { header: w.item, width: width - 100 },
        { header: w.count, width: 50, align: "right" },
        { header: w.share, width: 50, align: "right" },
      ],
      { rowHeight, fontSize: 8.5, borders: false, x },
    );
    table.header();
    for (const line of lines)
      table.row([line.label, String(line.count), total ? `${Math.round((line.count / total) * 100)} %` : "–"]);
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left;
  doc.y = bottom + 10;
}

/** Arrivals per hour as horizontal bars, one line each, scaled to the busiest hour. */
function hourBars(doc: Pdf, report: EventReportData, clock: PaperClock, w: EventReportWords) {
  if (!report.byHour.length) {
    doc.font("Sans").fontSize(9.5).fillColor("#555555").text(w.noPatients).fillColor("#000000");
    return;
  }
  const left = doc.page.margins.left;
  const multiDay = new Set(report.byHour.map((h) => h.hour.slice(0, 10))).size > 1;
  const labelWidth = multiDay ? 150 : 80;
  const barSpace = contentWidth(doc) - labelWidth - 40;
  const max = Math.max(...report.byHour.map((h) => h.count));
  for (const { hour, count } of report.byHour) {
    ensureRoom(doc, 16);
    const y = doc.y;
    doc
      .font("Sans")
      .fontSize(8.5)
      .fillColor("#000000")
      .text(hourLabel(hour, multiDay, clock), left, y + 2, { width: labelWidth - 6, lineBreak: false, ellipsis: true });
    doc.rect(left + labelWidth, y + 2, Math.max((count / max) * barSpace, 2), 10).fill("#b91c1c");
    doc
      .fillColor("#000000")
      .text(String(count), left + labelWidth + (count / max) * barSpace + 6, y + 2, { width: 34, lineBreak: false });
    doc.x = left;
    doc.y = y + 15;
  }
}

/** The event report as a PDF: key figures, the breakdowns, arrivals per hour and the staffing. No names. */
export function renderEventReportPdf(report: EventReportData, language: Language, timeZone: string): Promise<Buffer> {
  const w = EVENT_REPORT_WORDS[language];
  const clock = paperClock(language, timeZone);
  const { doc, done } = startPdf({
    title: `${w.title} – ${report.event.name}`,
    author: report.organization,
    language,
  });
  const place = [clock.calendarDate(report.event.date), report.event.location].filter(Boolean).join(" · ");
  paperHeader(doc, report.organization, `${w.title}: ${report.event.name}`, place);
  keyFigures(doc, report, w);
  const [urgency = [], status = [], outcome = [], type = []] = breakdowns(report, language);
  tablePair(doc, [urgency, status], report.total, w);
  tablePair(doc, [outcome, type], report.total, w);

  sectionTitle(doc, w.byHour, 30);
  hourBars(doc, report, clock, w);

  sectionTitle(doc, w.staffing, 80);
  const staffing = pdfTable(
    doc,
    [
      { header: w.item },
      { header: w.required, width: 90, align: "right" },
      { header: w.present, width: 90, align: "right" },
      { header: w.difference, width: 90, align: "right" },
    ],
    { rowHeight: 18, fontSize: 9, borders: false },
  );
  staffing.header();
  const names = { doctor: w.doctors, nurse: w.nurses, first_aider: w.firstAiders };
  const line = (label: string, required: number, assigned: number) => {
    const short = assigned - required;
    staffing.row([
      label,
      String(required),
      String(assigned),
      { text: short > 0 ? `+${short}` : String(short), color: short < 0 ? "#b91c1c" : "#15803d", bold: short < 0 },
    ]);
  };
  for (const s of report.staffing) line(names[s.qualification], s.required, s.assigned);
  line(w.tents, report.equipment.tents, report.equipment.tentsAssigned);
  line(w.ambulances, report.equipment.ambulances, report.equipment.ambulancesAssigned);

  doc.moveDown(1);
  doc
    .font("Sans")
    .fontSize(8.5)
    .fillColor("#555555")
    .text(w.anonymous, { width: contentWidth(doc) });
  const printed = fill(w.printed, { at: clock.dateTime(new Date()) });
  stampFooters(doc, (page, pages) => `${printed} · Hulppost · ${fill(w.page, { page, pages })}`);
  doc.end();
  return done;
}
