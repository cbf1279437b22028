import { contentWidth, type Pdf, roomLeft } from "./document";

export interface PdfColumn {
  header: string;
  /** Points; the last column takes what is left of the page width when left out. */
  width?: number;
  align?: "left" | "center" | "right";
}

export interface PdfCell {
  text: string;
  color?: string;
  bold?: boolean;
}

/**
 * A table of fixed-height rows with a grey header that comes back at the top of every page the
 * table runs on to. A cell too long for its column ends in an ellipsis: a row never grows into
 * the next one.
 */
export function pdfTable(
  doc: Pdf,
  columns: readonly PdfColumn[],
  options: { rowHeight?: number; fontSize?: number; borders?: boolean; x?: number } = {},
) {
  const rowHeight = options.rowHeight ?? 20;
  const fontSize = options.fontSize ?? 9;
  const left = options.x ?? doc.page.margins.left;
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const widths = columns.map(
    (c) => c.width ?? Math.max(contentWidth(doc) - (left - doc.page.margins.left) - fixed, 40),
  );
  const width = widths.reduce((a, b) => a + b, 0);
  const textTop = (rowHeight - fontSize * 1.17) / 2;

  const cells = (values: readonly PdfCell[], y: number, bold: boolean) => {
    let x = left;
    columns.forEach((col, i) => {
      const cell = values[i];
      const w = widths[i] ?? 0;
      doc.font(bold || cell?.bold ? "Sans-Bold" : "Sans").fontSize(fontSize);
      // A header names its column in full: a word too wide is set smaller (to 6 pt), not cut.
      const natural = doc.widthOfString(cell?.text ?? "");
      const size = bold && natural > w - 8 ? Math.max(6, (fontSize * (w - 8)) / natural) : fontSize;
      doc
        .fontSize(size)
        .fillColor(cell?.color ?? "#000000")
        .text(cell?.text ?? "", x + 4, y + textTop, {
          width: w - 8,
          height: rowHeight - textTop,
          ellipsis: true,
          lineBreak: false,
          align: col.align ?? "left",
        });
      x += w;
    });
    doc.fillColor("#000000");
  };

  const header = () => {
    if (roomLeft(doc) < rowHeight * 2) doc.addPage();
    const y = doc.y;
    doc.rect(left, y, width, rowHeight).fill("#eeeeee");
    cells(
      columns.map((c) => ({ text: c.header })),
      y,
      true,
    );
    doc.x = doc.page.margins.left;
    doc.y = y + rowHeight;
  };

  const row = (values: readonly (PdfCell | string)[]) => {
    if (roomLeft(doc) < rowHeight) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    if (options.borders !== false) doc.rect(left, y, width, rowHeight).lineWidth(0.5).strokeColor("#999999").stroke();
    else
      doc
        .moveTo(left, y + rowHeight)
        .lineTo(left + width, y + rowHeight)
        .lineWidth(0.4)
        .strokeColor("#cccccc")
        .stroke();
    cells(
      values.map((v) => (typeof v === "string" ? { text: v } : v)),
      y,
      false,
    );
    doc.x = doc.page.margins.left;
    doc.y = y + rowHeight;
  };

  return { header, row, width };
}
