import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The fonts of every PDF: DejaVu Sans, embedded (and subset by pdfkit). PDF's built-in Helvetica
 * only knows Western European letters, so "Święto Łodzi" or a volunteer called Łukasz would print
 * as gibberish; DejaVu covers Latin, Greek and Cyrillic.
 */
export const PDF_FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
} as const;

/** Registers the fonts under the names the renderers use: "Sans" and "Sans-Bold". */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont("Sans", PDF_FONTS.regular);
  doc.registerFont("Sans-Bold", PDF_FONTS.bold);
  doc.font("Sans");
}
