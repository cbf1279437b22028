import { createRequire } from "node:module";
import * as fontkit from "fontkit";

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

/** What stands in for an emoji the font cannot draw: readable on paper, the same in every language. */
export const EMOJI_PLACEHOLDER = "[emoji]";
/** What stands in for another character the font lacks (a Chinese name, say): the Unicode sign for it. */
export const MISSING_PLACEHOLDER = "\uFFFD";

const segmenter = new Intl.Segmenter("und", { granularity: "grapheme" });
// Parts of an emoji sequence that draw nothing themselves: joiner, variation selectors, skin tones,
// tags and the keycap. A grapheme is printable when the font has all its other code points.
const INVISIBLE = /[\u200d\ufe0e\ufe0f\u20e3\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
let coverage: fontkit.Font | null = null;

/** One face of a font file; a collection (.ttc, several faces in one file) is not one of ours. */
function openFace(file: string): fontkit.Font {
  const opened = fontkit.openSync(file);
  if ("fonts" in opened) throw new Error(`${file} is a font collection, not one font`);
  return opened;
}

/**
 * The text as the PDF's font can draw it (decision 037): DejaVu Sans has Latin, Greek, Cyrillic
 * and many symbols, but no colour emoji, which pdfkit cannot embed either. An emoji it lacks
 * ("Team 🚑 Noord") prints as "[emoji]" instead of an empty box, a row of them as one; any other
 * character it lacks as U+FFFD. Everything the font has stays as it is.
 */
export function printable(text: string): string {
  // The usual text (every character below the symbols' planes) needs no look-up at all.
  if (!/[\u2190-\u{10ffff}]/u.test(text)) return text;
  coverage ??= openFace(PDF_FONTS.regular);
  const font = coverage;
  let out = "";
  for (const { segment } of segmenter.segment(text)) {
    const drawn = [...segment].filter((c) => !INVISIBLE.test(c));
    if (drawn.length > 0 && drawn.every((c) => font.hasGlyphForCodePoint(c.codePointAt(0) as number))) {
      out += drawn.join("");
      continue;
    }
    if (drawn.length === 0) continue;
    const placeholder = PICTOGRAPHIC.test(segment) ? EMOJI_PLACEHOLDER : MISSING_PLACEHOLDER;
    if (!out.endsWith(placeholder)) out += placeholder;
  }
  return out;
}

/**
 * Every string a renderer hands pdfkit goes through `printable`, in one place: writing, and the
 * measuring that lays a table out, so a cell is as wide as what it prints.
 */
export function printOnlyPrintable(doc: PDFKit.PDFDocument): void {
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  const widthOf = doc.widthOfString.bind(doc) as (...args: unknown[]) => number;
  const heightOf = doc.heightOfString.bind(doc) as (...args: unknown[]) => number;
  const clean = (value: unknown) => (typeof value === "string" ? printable(value) : value);
  doc.text = ((value: unknown, ...rest: unknown[]) => text(clean(value), ...rest)) as typeof doc.text;
  doc.widthOfString = ((value: unknown, ...rest: unknown[]) =>
    widthOf(clean(value), ...rest)) as typeof doc.widthOfString;
  doc.heightOfString = ((value: unknown, ...rest: unknown[]) =>
    heightOf(clean(value), ...rest)) as typeof doc.heightOfString;
}
