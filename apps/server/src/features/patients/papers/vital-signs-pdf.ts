import type { VitalSignsView } from "@hulppost/shared/vital-signs";
import { contentWidth, ensureRoom, type Pdf } from "../../../platform/pdf/document";
import { type ChartSeries, drawLineChart } from "../../../platform/pdf/line-chart";
import { pdfTable } from "../../../platform/pdf/table";
import { type PaperClock, personName, RISK_COLORS, vitalCells } from "./paper-format";
import type { PatientPaperWords } from "./patient-paper.messages";

/** The measurements, oldest first, one row each with its NEWS2 in the colour of its risk. */
export function vitalSignsTable(doc: Pdf, vitals: readonly VitalSignsView[], clock: PaperClock, w: PatientPaperWords) {
  if (!vitals.length) {
    doc.font("Sans").fontSize(9.5).fillColor("#555555").text(w.noVitals).fillColor("#000000");
    return;
  }
  const table = pdfTable(
    doc,
    [
      { header: w.time, width: 54 },
      { header: w.bloodPressure, width: 54, align: "right" },
      { header: w.heartRate, width: 32, align: "right" },
      { header: w.respiratoryRate, width: 40, align: "right" },
      { header: "SpO2", width: 48, align: "right" },
      { header: w.temperature, width: 36, align: "right" },
      { header: "ACVPU", width: 36, align: "center" },
      { header: w.painShort, width: 34, align: "right" },
      { header: w.glucose, width: 44, align: "right" },
      { header: "NEWS2", width: 40, align: "right" },
      { header: w.by },
    ],
    { rowHeight: 17, fontSize: 7.5, borders: false },
  );
  table.header();
  for (const v of vitals) {
    const c = vitalCells(v, clock, w);
    const risk = v.news2.risk;
    table.row([
      clock.dayTime(v.measuredAt),
      c.bp,
      c.heartRate,
      c.respiratoryRate,
      c.spo2,
      c.temperature,
      c.consciousness,
      c.pain,
      c.glucose,
      { text: c.news2, color: risk ? RISK_COLORS[risk] : "#555555", bold: risk !== null && risk !== "low" },
      personName(v.recordedBy, w),
    ]);
  }
  if (vitals.some((v) => v.news2.total === null)) {
    doc.moveDown(0.3);
    doc
      .font("Sans")
      .fontSize(7.5)
      .fillColor("#555555")
      .text(w.news2Incomplete, { width: contentWidth(doc) });
    doc.fillColor("#000000");
  }
}

const CHART_HEIGHT = 118;
const GAP = 14;

/** Four small charts of the values over time: circulation, saturation, breathing, temperature. */
export function vitalSignsCharts(doc: Pdf, vitals: readonly VitalSignsView[], clock: PaperClock, w: PatientPaperWords) {
  const series = (label: string, color: string, pick: (v: VitalSignsView) => number | null): ChartSeries => ({
    label,
    color,
    points: vitals.flatMap((v) => {
      const value = pick(v);
      return value === null ? [] : [{ at: Date.parse(v.measuredAt), value }];
    }),
  });
  const charts: { title: string; series: ChartSeries[]; ceiling?: number }[] = [
    {
      title: w.circulation,
      series: [
        series(w.systolic, "#4338ca", (v) => v.systolic),
        series(w.diastolic, "#f97316", (v) => v.diastolic),
        series(w.heartRate, "#2563eb", (v) => v.heartRate),
      ],
    },
    { title: w.saturation, series: [series("SpO2", "#0891b2", (v) => v.spo2)], ceiling: 100 },
    { title: w.breathing, series: [series(w.respiratoryRate, "#7c3aed", (v) => v.respiratoryRate)] },
    { title: w.temperatureChart, series: [series(w.temperature, "#ca8a04", (v) => v.temperature)] },
  ];
  const left = doc.page.margins.left;
  const width = (contentWidth(doc) - GAP) / 2;
  ensureRoom(doc, CHART_HEIGHT * 2 + GAP);
  const top = doc.y;
  charts.forEach((chart, i) => {
    drawLineChart(
      doc,
      {
        x: left + (i % 2) * (width + GAP),
        y: top + Math.floor(i / 2) * (CHART_HEIGHT + GAP),
        width,
        height: CHART_HEIGHT,
      },
      {
        ...chart,
        formatTime: (at) => clock.dayTime(new Date(at)),
        formatValue: clock.number,
        emptyText: w.noValues,
      },
    );
  });
  doc.x = left;
  doc.y = top + CHART_HEIGHT * 2 + GAP;
}
