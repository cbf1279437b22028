import { LANGUAGES, type Language } from "@hulppost/shared/constants";
import { gcsOf, PATIENT_STATUSES, type PatientStatus } from "@hulppost/shared/patients";
import { contentWidth, stampFooters, startPdf } from "../../../platform/pdf/document";
import { labelledValue, paperHeader, sectionTitle } from "../../../platform/pdf/layout";
import { pdfTable } from "../../../platform/pdf/table";
import { plural } from "../../../platform/plural";
import { bodyPartWord } from "./body-parts.messages";
import { CLINICAL_TERMS } from "./clinical-terms.messages";
import { fill, type PaperClock, paperClock, patientName, personName } from "./paper-format";
import type { PatientPaperData } from "./papers.service";
import { PATIENT_PAPER_WORDS, type PatientPaperWords } from "./patient-paper.messages";
import { vitalSignsCharts, vitalSignsTable } from "./vital-signs-pdf";

/** "34 jaar (geschat)": the age from the birth date, else the responder's estimate; "1 year", never "1 years". */
export function ageText(data: PatientPaperData, w: PatientPaperWords, language: Language): string | null {
  if (data.ageYears === null) return null;
  const years = plural(language, data.ageYears, w.years);
  return data.patient.birthDate ? years : `${years} (${w.estimated})`;
}

/** "Fête de la Musique · samedi 21 juin 2026 · Place Flagey": what a reader needs to place the paper. */
export function eventLine(data: PatientPaperData, clock: PaperClock) {
  return [data.event.name, clock.calendarDate(data.event.date), data.event.location].filter(Boolean).join(" · ");
}

const isStatus = (value: unknown): value is PatientStatus => PATIENT_STATUSES.includes(value as PatientStatus);

/** The footer of every patient paper: confidential, when it was printed, page n of m. */
export function patientPaperFooter(doc: PDFKit.PDFDocument, w: PatientPaperWords, clock: PaperClock) {
  const printed = fill(w.printed, { at: clock.dateTime(new Date()) });
  stampFooters(doc, (page, pages) => `${w.confidential} · ${printed} · Hulppost · ${fill(w.page, { page, pages })}`);
}

/**
 * One patient's record on paper: identity, clinical picture, treatment with the
 * template used, the measurements with NEWS2 and their chart, the status history and the people
 * who made, changed and treated the record. Times are the post's (the event's time zone).
 */
export function renderPatientReport(data: PatientPaperData, language: Language, timeZone: string): Promise<Buffer> {
  const lang = LANGUAGES.includes(language) ? language : "nl";
  const w = PATIENT_PAPER_WORDS[lang];
  const terms = CLINICAL_TERMS[lang];
  const clock = paperClock(lang, timeZone);
  const p = data.patient;
  const name = patientName(p) ?? w.unknownName;
  const { doc, done } = startPdf({ title: `${w.reportTitle} – ${name}`, author: data.organization, language: lang });

  paperHeader(doc, data.organization, w.reportTitle, `${w.event}: ${eventLine(data, clock)}`);

  sectionTitle(doc, w.patient);
  labelledValue(doc, w.name, name);
  labelledValue(doc, w.age, ageText(data, w, lang));
  labelledValue(doc, w.birthDate, p.birthDate ? clock.birthDate(p.birthDate) : null);
  labelledValue(doc, w.sex, p.sex ? terms.sex[p.sex] : null);
  labelledValue(doc, w.type, p.type ? terms.type[p.type] : null);
  labelledValue(doc, w.urgency, terms.urgency[p.urgency]);
  labelledValue(doc, w.status, terms.status[p.status]);
  labelledValue(doc, w.arrivedAt, clock.dateTime(p.arrivedAt));
  labelledValue(doc, w.dischargedAt, p.dischargedAt ? clock.dateTime(p.dischargedAt) : null);
  labelledValue(doc, w.outcome, p.outcome ? terms.outcome[p.outcome] : null);
  labelledValue(doc, w.hospital, p.destinationHospital);

  sectionTitle(doc, w.clinical);
  const gcs = gcsOf(p.gcsEye, p.gcsVerbal, p.gcsMotor);
  const size = [
    p.heightCm === null ? null : `${p.heightCm} cm`,
    p.weightKg === null ? null : `${clock.number(Number(p.weightKg))} kg`,
  ];
  labelledValue(doc, w.complaint, p.complaint);
  labelledValue(doc, w.mechanism, p.mechanism);
  labelledValue(doc, w.injury, p.injury);
  labelledValue(doc, w.bodyParts, p.bodyParts.map((part) => bodyPartWord(lang, part)).join(", "));
  labelledValue(doc, w.allergies, p.allergies);
  labelledValue(doc, w.medication, p.medication);
  labelledValue(doc, w.medicalHistory, p.medicalHistory);
  labelledValue(doc, w.pain, p.pain === null ? null : `${p.pain}/10`);
  labelledValue(
    doc,
    w.gcs,
    gcs.total === null || gcs.band === null
      ? null
      : `${gcs.total} (${terms.gcsBand[gcs.band]}) · E${p.gcsEye} V${p.gcsVerbal} M${p.gcsMotor}`,
  );
  labelledValue(doc, w.heightWeight, size.filter(Boolean).join(" · "));
  labelledValue(doc, w.pregnant, p.pregnant ? w.yes : null);
  labelledValue(doc, w.spo2Scale2, p.spo2Scale2 ? w.yes : null);
  labelledValue(doc, w.notes, p.notes);

  sectionTitle(doc, w.treatmentSection);
  labelledValue(doc, w.template, data.template?.name);
  labelledValue(doc, w.treatment, p.treatment ?? w.none);

  sectionTitle(doc, w.vitals, 60);
  const warnings = [
    ...(data.ageYears !== null && data.ageYears < 16 ? [w.under16] : []),
    ...(p.pregnant ? [w.pregnancy] : []),
  ];
  for (const warning of warnings)
    doc
      .font("Sans")
      .fontSize(8.5)
      .fillColor("#b45309")
      .text(warning, { width: contentWidth(doc) })
      .fillColor("#000000");
  vitalSignsTable(doc, data.vitals, clock, w);

  if (data.vitals.length) {
    sectionTitle(doc, w.chart, 250);
    vitalSignsCharts(doc, data.vitals, clock, w);
  }

  sectionTitle(doc, w.statusHistory, 60);
  const history = pdfTable(doc, [{ header: w.time, width: 110 }, { header: w.change, width: 260 }, { header: w.by }], {
    rowHeight: 17,
    fontSize: 8.5,
    borders: false,
  });
  history.header();
  for (const entry of data.statusHistory) {
    const change = entry.changes.find((c) => c.field === "status");
    const text =
      entry.kind === "created"
        ? w.registered
        : `${isStatus(change?.from) ? terms.status[change.from] : w.none} → ${isStatus(change?.to) ? terms.status[change.to] : w.none}`;
    history.row([clock.dateTime(entry.at), text, personName(entry.actor, w)]);
  }

  sectionTitle(doc, w.people);
  labelledValue(doc, w.createdBy, `${personName(data.people.createdBy, w)} · ${clock.dateTime(p.createdAt)}`);
  labelledValue(doc, w.updatedBy, `${personName(data.people.updatedBy, w)} · ${clock.dateTime(p.updatedAt)}`);
  labelledValue(doc, w.treatedBy, personName(data.people.treatedBy, w));

  patientPaperFooter(doc, w, clock);
  doc.end();
  return done;
}
