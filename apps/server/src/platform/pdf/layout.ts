import { contentWidth, ensureRoom, type Pdf, roomLeft } from "./document";

/** The organisation in small capitals, the paper's title, and a line under it (every paper starts so). */
export function paperHeader(doc: Pdf, organization: string, title: string, subtitle?: string) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font("Sans-Bold").fontSize(8.5).fillColor("#555555").text(organization.toUpperCase(), left, doc.y, { width });
  doc.font("Sans-Bold").fontSize(19).fillColor("#000000").text(title, { width });
  if (subtitle) doc.font("Sans").fontSize(10.5).fillColor("#333333").text(subtitle, { width });
  doc.moveDown(0.3);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .strokeColor("#4338ca")
    .stroke();
  doc.moveDown(0.5).fillColor("#000000");
}

/** A section title, kept on the same page as at least `keepWith` points of what follows. */
export function sectionTitle(doc: Pdf, title: string, keepWith = 40) {
  doc.moveDown(0.6);
  ensureRoom(doc, 22 + keepWith);
  doc.x = doc.page.margins.left;
  doc
    .font("Sans-Bold")
    .fontSize(11.5)
    .fillColor("#4338ca")
    .text(title, { width: contentWidth(doc) });
  doc.fillColor("#000000").moveDown(0.2);
}

/**
 * "Label   value" in two columns, the value wrapped in its column. A value too long for the rest
 * of the page flows on to the next one under its label instead of running off the paper.
 */
export function labelledValue(doc: Pdf, label: string, value: string | null | undefined, labelWidth = 140) {
  if (value === null || value === undefined || value === "") return;
  const left = doc.page.margins.left;
  const valueWidth = contentWidth(doc) - labelWidth;
  doc.font("Sans").fontSize(9.5);
  const height = Math.max(
    doc.heightOfString(value, { width: valueWidth }),
    doc.font("Sans-Bold").heightOfString(label, { width: labelWidth - 8 }),
  );
  if (height > roomLeft(doc)) {
    ensureRoom(doc, Math.min(height, 60));
  }
  const y = doc.y;
  doc
    .font("Sans-Bold")
    .fontSize(9.5)
    .fillColor("#333333")
    .text(label, left, y, { width: labelWidth - 8 });
  const afterLabel = doc.y;
  doc
    .font("Sans")
    .fillColor("#000000")
    .text(value, left + labelWidth, y, { width: valueWidth });
  // On the same page the row ends below the taller column; after a page break, where the value did.
  doc.y = doc.y >= y ? Math.max(doc.y, afterLabel) : doc.y;
  doc.x = left;
  doc.moveDown(0.15);
}
