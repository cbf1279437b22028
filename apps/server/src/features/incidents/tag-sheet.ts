import type { Language } from "@hulppost/shared/constants";
import { INCIDENT_LIMITS, tagCodeOf } from "@hulppost/shared/incidents";
import QRCode from "qrcode";
import { type Pdf, startPdf } from "../../platform/pdf/document";

/** The words on a label sheet, in the organisation's report language. */
const WORDS: Record<Language, { title: string; label: string; sheet: string }> = {
  nl: { title: "Triagelabels", label: "Triage: vink de categorie aan", sheet: "Blad {n} van {total}" },
  en: { title: "Triage labels", label: "Triage: tick the category", sheet: "Sheet {n} of {total}" },
  es: { title: "Etiquetas de triaje", label: "Triaje: marca la categoría", sheet: "Hoja {n} de {total}" },
  fr: { title: "Étiquettes de triage", label: "Triage : cochez la catégorie", sheet: "Feuille {n} sur {total}" },
};

/** The grid of an A4 sheet in points: 3 labels across, 8 down, cut lines between them. */
export const SHEET = { margin: 28, columns: 3, rows: 8, qr: 64 } as const;
const CATEGORY_COLOURS = [
  ["T1", "#dc2626"],
  ["T2", "#facc15"],
  ["T3", "#16a34a"],
] as const;

/** Where label `i` of a sheet sits: its top-left corner and size, in points (the test reads them back). */
export function labelBox(i: number, page = { width: 595.28, height: 841.89 }) {
  const width = (page.width - 2 * SHEET.margin) / SHEET.columns;
  const height = (page.height - 2 * SHEET.margin) / SHEET.rows;
  return {
    x: SHEET.margin + (i % SHEET.columns) * width,
    y: SHEET.margin + Math.floor(i / SHEET.columns) * height,
    width,
    height,
  };
}

/** A QR code drawn as squares: sharp at any printer's resolution, no image to blur. */
function drawQr(doc: Pdf, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  // Four modules of white around it, as scanners need.
  const cells = modules.size + 8;
  const cell = size / cells;
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
  doc.fill("#000000");
}

function drawLabel(doc: Pdf, code: string, organization: string, words: (typeof WORDS)["nl"], i: number) {
  const box = labelBox(i, doc.page);
  // Dashed cut lines, light enough not to confuse a scanner.
  doc
    .save()
    .lineWidth(0.5)
    .dash(3, { space: 3 })
    .strokeColor("#9ca3af")
    .rect(box.x, box.y, box.width, box.height)
    .stroke()
    .restore();
  const pad = 8;
  drawQr(doc, code, box.x + pad - 4, box.y + pad - 4, SHEET.qr);
  const textX = box.x + SHEET.qr + pad;
  const textWidth = box.width - SHEET.qr - pad * 2;
  doc
    .font("Sans")
    .fontSize(7)
    .fillColor("#4b5563")
    .text(organization, textX, box.y + pad, {
      width: textWidth,
      height: 9,
      ellipsis: true,
      lineBreak: false,
    });
  doc
    .font("Sans-Bold")
    .fontSize(15)
    .fillColor("#111827")
    .text(code, textX, box.y + pad + 12, {
      width: textWidth,
      lineBreak: false,
    });
  doc
    .font("Sans")
    .fontSize(7)
    .fillColor("#4b5563")
    .text(words.label, textX, box.y + pad + 32, { width: textWidth });
  // Boxes to tick by hand when the phone is not at hand: T1, T2, T3 and dead.
  const boxSize = 11;
  const top = box.y + box.height - pad - boxSize;
  const step = (box.width - pad * 2) / 4;
  [...CATEGORY_COLOURS, ["†", "#111827"] as const].forEach(([name, colour], n) => {
    const left = box.x + pad + n * step;
    doc.rect(left, top, boxSize, boxSize).lineWidth(0.8).strokeColor("#111827").stroke();
    doc.rect(left + boxSize + 3, top, step - boxSize - 8, boxSize).fill(colour);
    doc
      .font("Sans-Bold")
      .fontSize(7)
      .fillColor(colour === "#facc15" ? "#111827" : "#ffffff")
      // The cross for the dead: every language reads it, and it fits the box ("Overleden" does not).
      .text(name, left + boxSize + 4, top + 2, {
        width: step - boxSize - 10,
        align: "center",
        lineBreak: false,
      });
  });
}

/** A4 sheets of triage labels `firstNumber` onwards: each a QR code of its code and the code in large type. */
export async function renderTagSheet(input: {
  prefix: string;
  firstNumber: number;
  count: number;
  organization: string;
  language: Language;
}): Promise<Buffer> {
  const words = WORDS[input.language];
  const { doc, done } = startPdf({ title: words.title, author: input.organization, language: input.language }, 0);
  const perSheet = INCIDENT_LIMITS.tagsPerSheet;
  const sheets = Math.ceil(input.count / perSheet);
  for (let n = 0; n < input.count; n++) {
    if (n > 0 && n % perSheet === 0) doc.addPage({ size: "A4", margin: 0 });
    drawLabel(doc, tagCodeOf(input.prefix, input.firstNumber + n), input.organization, words, n % perSheet);
  }
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc
      .font("Sans")
      .fontSize(6.5)
      .fillColor("#6b7280")
      .text(
        `${words.title} · ${words.sheet.replace("{n}", String(i + 1)).replace("{total}", String(sheets))}`,
        SHEET.margin,
        doc.page.height - SHEET.margin + 8,
        { width: doc.page.width - 2 * SHEET.margin, align: "center", lineBreak: false },
      );
  }
  doc.end();
  return done;
}
