import PDFDocument from "pdfkit";
import { printOnlyPrintable, registerPdfFonts } from "./fonts";

export type Pdf = PDFKit.PDFDocument;

/**
 * A new A4 document with the embedded fonts, and a promise of its bytes once `doc.end()` is
 * called. Pages are buffered so the footers can say "page 2 of 3" once the last page is known.
 */
export function startPdf(info: { title: string; author: string; language: string }, margin = 40) {
  const doc = new PDFDocument({
    size: "A4",
    margin,
    bufferPages: true,
    lang: info.language,
    info: { Title: info.title, Author: info.author, Creator: "Hulppost" },
  });
  registerPdfFonts(doc);
  printOnlyPrintable(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** The width between the left and right margins. */
export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Air kept between the text and the footer, which sits in the bottom margin. */
export const FOOTER_SPACE = 6;
export const roomLeft = (doc: Pdf) => doc.page.height - doc.page.margins.bottom - FOOTER_SPACE - doc.y;

/** Starts a new page when fewer than `height` points are left above the footer. */
export function ensureRoom(doc: Pdf, height: number) {
  if (roomLeft(doc) < height) {
    doc.addPage();
    doc.x = doc.page.margins.left;
  }
}

/**
 * Writes the footer of every page: `text(page, pages)` in small grey type in the bottom margin.
 * The margin is lifted while writing, or pdfkit would start a new page for text below it.
 */
export function stampFooters(doc: Pdf, text: (page: number, pages: number) => string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { bottom, left } = doc.page.margins;
    doc.page.margins.bottom = 0;
    doc
      .font("Sans")
      .fontSize(7.5)
      .fillColor("#666666")
      .text(text(i - range.start + 1, range.count), left, doc.page.height - bottom + 14, {
        width: contentWidth(doc),
        height: 12,
        lineBreak: false,
        ellipsis: true,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor("#000000");
}
