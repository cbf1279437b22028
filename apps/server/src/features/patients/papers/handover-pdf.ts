import type { Language } from "@hulppost/shared/constants";
import type { HandoverView } from "@hulppost/shared/papers";
import { contentWidth, FOOTER_SPACE, type Pdf, startPdf } from "../../../platform/pdf/document";
import { paperHeader } from "../../../platform/pdf/layout";
import { pdfTable } from "../../../platform/pdf/table";
import { plural } from "../../../platform/plural";
import { BODY_PART_WORDS } from "./body-parts.messages";
import { CLINICAL_TERMS } from "./clinical-terms.messages";
import { HANDOVER_WORDS } from "./handover.messages";
import { fill, type PaperClock, paperClock, RISK_COLORS } from "./paper-format";
import { PATIENT_PAPER_WORDS, type PatientPaperWords } from "./patient-paper.messages";
import { patientPaperFooter } from "./patient-report";

const RED = "#b91c1c";
/** The brand's indigo for the ATMIST letters: red is kept for what warns (allergies, danger). */
const BRAND = "#4338ca";
const LETTER = 28;
const INDENT = LETTER + 10;

/**
 * One ATMIST block: the letter in a square of the brand's colour, its name, and the text in large type, cut with an
 * ellipsis at `maxHeight` so the sheet stays on one page whatever was typed.
 */
function block(doc: Pdf, letter: string, label: string, text: string, maxHeight: number) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc) - INDENT;
  const y = doc.y;
  doc.rect(left, y, LETTER, LETTER).fill(BRAND);
  doc
    .font("Sans-Bold")
    .fontSize(17)
    .fillColor("#ffffff")
    .text(letter, left, y + 4, { width: LETTER, align: "center", lineBreak: false });
  doc
    .font("Sans-Bold")
    .fontSize(10.5)
    .fillColor(BRAND)
    .text(label.toUpperCase(), left + INDENT, y, { width, lineBreak: false });
  doc
    .font("Sans")
    .fontSize(12)
    .fillColor("#000000")
    .text(text, left + INDENT, doc.y + 1, { width, height: Math.max(maxHeight, 16), ellipsis: true });
  doc.x = left;
  doc.y = Math.max(doc.y, y + LETTER) + 8;
}

function signsTable(doc: Pdf, view: HandoverView, clock: PaperClock, w: PatientPaperWords) {
  const h = HANDOVER_WORDS[clock.language];
  const terms = CLINICAL_TERMS[clock.language];
  const table = pdfTable(
    doc,
    [
      { header: "", width: 88 },
      { header: w.bloodPressure, width: 54, align: "right" },
      { header: w.heartRate, width: 38, align: "right" },
      { header: w.respiratoryRate, width: 42, align: "right" },
      { header: "SpO2", width: 54, align: "right" },
      { header: w.temperature, width: 40, align: "right" },
      { header: "ACVPU", width: 102 },
      { header: "NEWS2" },
    ],
    { rowHeight: 21, fontSize: 9 },
  );
  table.header();
  const rows = [
    [h.latestShort, view.signs.latest],
    [h.firstShort, view.signs.first],
  ] as const;
  for (const [label, v] of rows) {
    if (!v) continue;
    const risk = v.news2.risk;
    table.row([
      { text: `${label} ${clock.time(v.measuredAt)}`, bold: true },
      v.systolic === null ? "" : `${v.systolic}/${v.diastolic ?? "–"}`,
      v.heartRate === null ? "" : String(v.heartRate),
      v.respiratoryRate === null ? "" : String(v.respiratoryRate),
      v.spo2 === null ? "" : `${v.spo2} %${v.onOxygen ? ` ${w.oxygen}` : ""}`,
      v.temperature === null ? "" : clock.number(v.temperature),
      v.consciousness ? terms.acvpu[v.consciousness] : "",
      {
        text: v.news2.total === null ? "–" : `${v.news2.total} ${risk ? terms.risk[risk] : ""}`,
        color: risk ? RISK_COLORS[risk] : "#555555",
        bold: true,
      },
    ]);
  }
  doc.moveDown(0.3);
}

/** The one-page ATMIST handover sheet a crew takes with the patient. */
export function renderHandoverPdf(view: HandoverView, language: Language): Promise<Buffer> {
  const w = PATIENT_PAPER_WORDS[language];
  const h = HANDOVER_WORDS[language];
  const terms = CLINICAL_TERMS[language];
  const clock = paperClock(language, view.timeZone);
  const name = view.name ?? w.unknownName;
  const { doc, done } = startPdf({ title: `${h.handoverTitle} – ${name}`, author: view.organization, language }, 36);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const eventLine = [view.event.name, clock.calendarDate(view.event.date), view.event.location].filter(Boolean);
  paperHeader(doc, view.organization, h.handoverTitle, eventLine.join(" · "));

  doc.font("Sans-Bold").fontSize(16).text(name, left, doc.y, { width, height: 42, ellipsis: true });
  doc
    .font("Sans")
    .fontSize(11)
    .fillColor("#333333")
    .text(`${terms.status[view.status]} · ${w.urgency}: ${terms.urgency[view.urgency]}`, { width });
  doc.moveDown(0.4);

  if (view.destination) {
    const d = view.destination;
    const text = [
      `${h.destination}: ${d.name}${d.fromEvent ? ` (${h.nearestHospital})` : ""}`,
      // A phone number breaks across lines at none of its spaces.
      [d.address, d.emergencyPhone ? `${h.emergencyPhone} ${d.emergencyPhone.replace(/ /g, "\u00a0")}` : null]
        .filter(Boolean)
        .join(" · "),
    ]
      .filter(Boolean)
      .join("\n");
    doc.font("Sans-Bold").fontSize(11.5);
    const height = Math.min(doc.heightOfString(text, { width: width - 16 }), 60);
    const y = doc.y;
    doc.rect(left, y, width, height + 10).fill("#fef2f2");
    doc.fillColor(RED).text(text, left + 8, y + 5, { width: width - 16, height, ellipsis: true });
    doc.x = left;
    doc.y = y + height + 18;
  }
  const alert = [
    view.allergies ? `${w.allergies}: ${view.allergies}` : null,
    view.medication ? `${w.medication}: ${view.medication}` : null,
    view.medicalHistory ? `${w.medicalHistory}: ${view.medicalHistory}` : null,
  ].filter(Boolean);
  if (alert.length) {
    doc
      .font("Sans")
      .fontSize(10.5)
      .fillColor("#000000")
      .text(alert.join("\n"), left, doc.y, { width, height: 46, ellipsis: true });
    doc.moveDown(0.5);
  }

  const age = view.age.years === null ? w.none : plural(language, view.age.years, w.years);
  block(
    doc,
    "A",
    h.atmistA,
    [view.age.estimated ? `${age} (${w.estimated})` : age, view.sex ? terms.sex[view.sex] : null]
      .filter(Boolean)
      .join(" · "),
    18,
  );
  const timeLines = [fill(h.arrivedAtPost, { at: clock.dateTime(view.time.arrivedAt) })];
  if (view.status !== "under_treatment")
    timeLines.push(
      fill(h.statusSince, { status: terms.status[view.status], at: clock.time(view.time.statusChangedAt) }),
    );
  block(doc, "T", h.atmistT, timeLines.join(" · "), 34);
  block(doc, "M", h.atmistM, view.mechanism ?? w.none, 50);
  const parts = view.injuries.bodyParts.map((part) => BODY_PART_WORDS[language][part]).join(", ");
  block(
    doc,
    "I",
    h.atmistI,
    [view.injuries.complaint, view.injuries.injury, parts].filter(Boolean).join("\n") || w.none,
    66,
  );

  const gcs = view.signs.gcs;
  const signsLine = [
    gcs.total !== null && gcs.band
      ? `GCS ${gcs.total} (${terms.gcsBand[gcs.band]}) E${gcs.eye} V${gcs.verbal} M${gcs.motor}`
      : null,
    view.signs.pain !== null ? `${w.pain}: ${view.signs.pain}/10` : null,
  ].filter(Boolean);
  block(doc, "S", h.atmistS, signsLine.join(" · ") || (view.signs.latest ? "" : w.noVitals), 18);
  if (view.signs.latest) signsTable(doc, view, clock, w);
  for (const warning of view.signs.news2Warnings)
    doc.font("Sans").fontSize(9).fillColor("#b45309").text(w[warning], left, doc.y, { width }).fillColor("#000000");
  doc.moveDown(0.4);

  const treatment = [
    view.treatment.templateName ? `${w.template}: ${view.treatment.templateName}` : null,
    view.treatment.text,
  ]
    .filter(Boolean)
    .join("\n");
  const room = doc.page.height - doc.page.margins.bottom - FOOTER_SPACE - doc.y - 24;
  block(doc, "T", h.atmistT2, treatment || w.none, room);

  patientPaperFooter(doc, w, clock);
  doc.end();
  return done;
}
