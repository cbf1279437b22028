import type { Language } from "@hulppost/shared/constants";
import { CASUALTY_PLACES, type IncidentBoardView, TRIAGE_ORDER } from "@hulppost/shared/incidents";
import { csvText } from "../../platform/csv";
import { ensureRoom, stampFooters, startPdf } from "../../platform/pdf/document";
import { labelledValue, paperHeader, sectionTitle } from "../../platform/pdf/layout";
import { drawLineChart } from "../../platform/pdf/line-chart";
import { pdfTable } from "../../platform/pdf/table";
import { fill, paperClock } from "../patients/papers/paper-format";
import type { IncidentRecordBoard } from "./board.service";
import { INCIDENT_REPORT_WORDS, type IncidentReportWords } from "./incident-report.messages";

/** The triage colours in print, the same as on screen. */
const COLOURS = { T1: "#dc2626", T2: "#ca8a04", T3: "#16a34a", dead: "#111827" } as const;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const categoryWord = (w: IncidentReportWords, category: string) =>
  category in COLOURS ? w[`category_${category as keyof typeof COLOURS}`] : category;
const placeWord = (w: IncidentReportWords, place: string) =>
  (CASUALTY_PLACES as readonly string[]).includes(place)
    ? w[`place_${place as (typeof CASUALTY_PLACES)[number]}`]
    : place;

/** One timeline line in words, as on the board. */
function timelineLine(w: IncidentReportWords, entry: IncidentBoardView["timeline"][number]) {
  return fill(w[`kind_${entry.kind}`], {
    tag: text(entry.details.tagCode) || w.noTag,
    category: categoryWord(w, text(entry.details.category)),
    to: placeWord(w, text(entry.details.to)),
  });
}

/** Cumulative counts per category at each first triage: the chart's lines. */
function seriesOf(board: IncidentRecordBoard, w: IncidentReportWords) {
  return TRIAGE_ORDER.map((category) => {
    let n = 0;
    const points = board.casualties
      .filter((c) => c.category === category)
      .map((c) => Date.parse(c.firstTriagedAt))
      .sort((a, b) => a - b)
      .map((at) => ({ at, value: ++n }));
    return { label: categoryWord(w, category), color: COLOURS[category], points };
  });
}

/**
 * The incident report for the organiser and the medical authority: what happened, the counts per
 * category (final and triaged), where the casualties went (places, hospitals, ambulances), the
 * counts over time as a chart, every casualty (label, category, age; no names) and the timeline.
 */
export async function renderIncidentReportPdf(
  board: IncidentRecordBoard,
  organization: string,
  language: Language,
  timeZone: string,
): Promise<Buffer> {
  const w = INCIDENT_REPORT_WORDS[language];
  const clock = paperClock(language, timeZone);
  const { doc, done } = startPdf({ title: `${w.title} ${board.name}`, author: organization, language });
  paperHeader(doc, organization, w.title, board.exercise ? `${board.name} (${w.exercise})` : board.name);
  labelledValue(doc, w.event, board.eventName);
  labelledValue(doc, w.declared, clock.dateTime(board.declaredAt));
  labelledValue(doc, w.closed, board.closedAt ? clock.dateTime(board.closedAt) : w.open);
  labelledValue(doc, w.system, w.systems[board.triageSystem]);
  doc.font("Sans").fontSize(8.5).fillColor("#555555").text(w.anonymous).fillColor("#000000");

  sectionTitle(doc, w.counts, 80);
  const counts = pdfTable(doc, [
    { header: "", width: 110 },
    ...TRIAGE_ORDER.map((c) => ({ header: categoryWord(w, c), width: 90, align: "right" as const })),
    { header: w.total, align: "right" },
  ]);
  counts.header();
  const sum = (c: Record<string, number>) => TRIAGE_ORDER.reduce((s, k) => s + (c[k] ?? 0), 0);
  if (board.finalCounts)
    counts.row([
      w.final,
      ...TRIAGE_ORDER.map((c) => String(board.finalCounts?.[c] ?? 0)),
      String(sum(board.finalCounts)),
    ]);
  counts.row([w.board, ...TRIAGE_ORDER.map((c) => String(board.counts[c])), String(sum(board.counts))]);

  sectionTitle(doc, w.byPlace, 80);
  const places = pdfTable(doc, [
    { header: w.place, width: 110 },
    ...TRIAGE_ORDER.map((c) => ({ header: categoryWord(w, c), width: 90, align: "right" as const })),
    { header: w.total, align: "right" },
  ]);
  places.header();
  for (const place of CASUALTY_PLACES) {
    const row = board.byPlace[place];
    if (sum(row) > 0) places.row([placeWord(w, place), ...TRIAGE_ORDER.map((c) => String(row[c])), String(sum(row))]);
  }

  // The chart names itself: a section title above it would say the same twice.
  doc.moveDown(0.8);
  ensureRoom(doc, 170);
  const top = doc.y;
  drawLineChart(
    doc,
    { x: doc.page.margins.left, y: top, width: doc.page.width - doc.page.margins.left * 2, height: 150 },
    {
      title: w.overTime,
      series: seriesOf(board, w),
      formatTime: (at) => clock.time(new Date(at)),
      floor: 0,
      emptyText: w.noTime,
    },
  );
  doc.y = top + 158;

  if (board.hospitals.some((h) => sum(h.received) > 0 || h.capacity)) {
    sectionTitle(doc, w.hospitals, 60);
    const hospitals = pdfTable(doc, [
      { header: w.hospital },
      ...(["T1", "T2", "T3"] as const).map((c) => ({ header: c, width: 70, align: "right" as const })),
      { header: w.capacity, width: 90, align: "right" },
    ]);
    hospitals.header();
    for (const h of board.hospitals.filter((x) => sum(x.received) > 0 || x.capacity))
      hospitals.row([
        h.name,
        ...(["T1", "T2", "T3"] as const).map((c) => String(h.received[c])),
        h.capacity ? (["T1", "T2", "T3"] as const).map((c) => h.capacity?.[c] ?? "–").join(" / ") : "–",
      ]);
  }
  if (board.ambulances.some((a) => a.sent > 0)) {
    sectionTitle(doc, w.ambulances, 60);
    const ambulances = pdfTable(doc, [{ header: w.ambulance }, { header: w.trips, width: 90, align: "right" }]);
    ambulances.header();
    for (const a of board.ambulances.filter((x) => x.sent > 0)) ambulances.row([a.name, String(a.sent)]);
  }

  sectionTitle(doc, w.casualties, 60);
  const hospitalName = new Map(board.hospitals.map((h) => [h.id, h.name]));
  const list = pdfTable(
    doc,
    [
      { header: w.tag, width: 70 },
      { header: w.category, width: 85 },
      { header: w.since, width: 60 },
      { header: w.age, width: 40, align: "right" },
      { header: w.place, width: 85 },
      { header: w.hospital },
    ],
    { fontSize: 8.5, rowHeight: 17 },
  );
  list.header();
  for (const c of board.casualties)
    list.row([
      c.tagCode ?? w.noTag,
      { text: categoryWord(w, c.category), color: COLOURS[c.category], bold: true },
      clock.time(c.firstTriagedAt),
      c.approxAge === null ? "" : String(c.approxAge),
      placeWord(w, c.place),
      c.hospitalId ? (hospitalName.get(c.hospitalId) ?? "") : "",
    ]);

  sectionTitle(doc, w.timeline, 40);
  const timeline = pdfTable(doc, [{ header: "", width: 50 }, { header: w.timeline }], {
    fontSize: 8.5,
    rowHeight: 16,
    borders: false,
  });
  for (const entry of board.timeline) timeline.row([clock.time(entry.at), timelineLine(w, entry)]);

  stampFooters(doc, (page, pages) => `${w.title} · ${board.name} · ${fill(w.page, { page, pages })}`);
  doc.end();
  return done;
}

/** Every casualty as a CSV row (no names), in the report language and its spreadsheet separator. */
export function renderIncidentReportCsv(board: IncidentRecordBoard, language: Language, timeZone: string): string {
  const w = INCIDENT_REPORT_WORDS[language];
  const clock = paperClock(language, timeZone);
  const hospitalName = new Map(board.hospitals.map((h) => [h.id, h.name]));
  const ambulanceName = new Map(board.ambulances.map((a) => [a.id, a.name]));
  const rows: (string | number)[][] = [
    [w.tag, w.category, w.since, w.age, w.place, w.hospital, w.ambulance, w.overrides],
  ];
  for (const c of board.casualties)
    rows.push([
      c.tagCode ?? w.noTag,
      categoryWord(w, c.category),
      clock.dateTime(c.firstTriagedAt),
      c.approxAge ?? "",
      placeWord(w, c.place),
      c.hospitalId ? (hospitalName.get(c.hospitalId) ?? "") : "",
      c.ambulanceId ? (ambulanceName.get(c.ambulanceId) ?? "") : "",
      c.history.filter((h) => h.override).length,
    ]);
  return csvText(rows, language);
}
