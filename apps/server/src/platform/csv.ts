import type { Language } from "@hulppost/shared/constants";

/**
 * A spreadsheet opens a CSV with the list separator of its region: a semicolon where the decimal
 * mark is a comma (Dutch, French, Spanish), a comma in English.
 */
export const csvSeparator = (language: Language) => (language === "en" ? "," : ";");

/**
 * One cell, quoted when it holds the separator, a quote or a line break (RFC 4180). Text that a
 * spreadsheet would run as a formula (= + - @ at the start) gets a leading apostrophe: an event
 * name is typed by a person and must not become a command in someone's spreadsheet.
 */
export function csvCell(value: string | number, separator: string): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return new RegExp(`["\\r\\n${separator}]`).test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text with CRLF line ends and a byte order mark, so spreadsheets read accents as UTF-8. */
export function csvText(rows: (string | number)[][], language: Language): string {
  const separator = csvSeparator(language);
  return `\uFEFF${rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join("\r\n")}\r\n`;
}
