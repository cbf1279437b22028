import type { ProcessingRecordView } from "@hulppost/shared/processing-record";
import { contentWidth, ensureRoom, type Pdf, stampFooters, startPdf } from "../../platform/pdf/document";
import { labelledValue, paperHeader, sectionTitle } from "../../platform/pdf/layout";
import { PROCESSING_WORDS, type ProcessingWords } from "./words";

/** Wider than the papers' 140 points: "Sous-traitants et destinataires" stays on two lines. */
const LABEL_WIDTH = 150;

/** A paragraph in body type across the page. */
function paragraph(doc: Pdf, text: string, options: { size?: number; color?: string } = {}) {
  doc
    .font("Sans")
    .fontSize(options.size ?? 9.5)
    .fillColor(options.color ?? "#000000")
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.fillColor("#000000");
}

/** A small coloured tag under a section title (health data is marked so it stands out on paper). */
function tag(doc: Pdf, text: string) {
  const left = doc.page.margins.left;
  doc.font("Sans-Bold").fontSize(8);
  const width = doc.widthOfString(text) + 10;
  const y = doc.y;
  doc.roundedRect(left, y, width, 13, 3).fill("#fee2e2");
  doc.fillColor("#991b1b").text(text, left + 5, y + 2.5, { lineBreak: false });
  doc.fillColor("#000000");
  doc.x = left;
  doc.y = y + 17;
}

function category(
  doc: Pdf,
  item: ProcessingRecordView["categories"][number],
  record: ProcessingRecordView,
  w: ProcessingWords,
) {
  sectionTitle(doc, item.title, 80);
  if (item.special) tag(doc, w.labels.special);
  labelledValue(doc, w.labels.purpose, item.purpose, LABEL_WIDTH);
  labelledValue(doc, w.labels.legalBasis, item.legalBasis, LABEL_WIDTH);
  labelledValue(doc, w.labels.retention, item.retention.text, LABEL_WIDTH);
  labelledValue(doc, w.labels.audience, item.audience.map((a) => w.audiences[a]).join(", "), LABEL_WIDTH);
  const processors = item.processors
    .map((key) => record.processors.find((p) => p.key === key))
    .filter((p) => p?.inUse)
    .map((p) => p?.name);
  labelledValue(doc, w.labels.processors, processors.length ? processors.join(", ") : w.labels.none, LABEL_WIDTH);
  dataRows(doc, w.labels.data, item.tables);
}

/**
 * The tables of a category under its label: each table's name in bold and its fields in small
 * grey type, a table kept whole on a page when it fits.
 */
function dataRows(doc: Pdf, label: string, tables: ProcessingRecordView["categories"][number]["tables"]) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc) - LABEL_WIDTH;
  tables.forEach((table, i) => {
    const text = table.fields.join(", ");
    doc.font("Sans").fontSize(8.5);
    const height = doc.heightOfString(`${table.table}  ${text}`, { width });
    ensureRoom(doc, Math.min(height + 4, 120));
    const y = doc.y;
    if (i === 0)
      doc
        .font("Sans-Bold")
        .fontSize(9.5)
        .fillColor("#333333")
        .text(label, left, y, { width: LABEL_WIDTH - 8 });
    doc
      .font("Sans-Bold")
      .fontSize(8.5)
      .fillColor("#1e293b")
      .text(`${table.table}  `, left + LABEL_WIDTH, y, { width, continued: true })
      .font("Sans")
      .fillColor("#555555")
      .text(text);
    doc.x = left;
    doc.moveDown(0.2);
  });
  doc.fillColor("#000000");
}

function processor(doc: Pdf, item: ProcessingRecordView["processors"][number], w: ProcessingWords) {
  ensureRoom(doc, 60);
  const left = doc.page.margins.left;
  doc
    .font("Sans-Bold")
    .fontSize(10)
    .fillColor(item.inUse ? "#000000" : "#666666")
    .text(item.inUse ? item.name : `${item.name} (${w.labels.notInUse})`, left, doc.y, { width: contentWidth(doc) });
  paragraph(doc, item.service, { color: item.inUse ? "#000000" : "#666666" });
  if (item.hosts.length) paragraph(doc, item.hosts.join(", "), { size: 8.5, color: "#555555" });
  paragraph(doc, item.transfer ? `${w.labels.transfer}${w.labels.colon}${item.transfer}` : w.labels.noTransfer, {
    size: 8.5,
    color: "#555555",
  });
  doc.moveDown(0.5);
}

/** The record of processing as an A4 PDF in the record's language (decision 057). */
export async function renderProcessingRecordPdf(record: ProcessingRecordView, timeZone: string): Promise<Buffer> {
  const w = PROCESSING_WORDS[record.language];
  const locale = record.language === "en" ? "en-GB" : record.language;
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone }).format(
    new Date(record.generatedAt),
  );
  const { doc, done } = startPdf({
    title: `${w.title} – ${record.organization.name}`,
    author: record.organization.name,
    language: record.language,
  });
  paperHeader(doc, record.organization.name, w.title, w.generated(date));
  paragraph(doc, w.intro);
  doc.moveDown(0.3);
  paragraph(doc, record.controller, { color: "#333333" });
  for (const item of record.categories) category(doc, item, record, w);
  sectionTitle(doc, w.labels.processors, 60);
  for (const item of record.processors) processor(doc, item, w);
  stampFooters(doc, (page, pages) => `${record.organization.name} · ${date} · ${w.footer(page, pages)}`);
  doc.end();
  return done;
}
