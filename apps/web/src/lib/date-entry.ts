import { NOT_A_DATE } from "../components/ui/input";

/**
 * Dates and times as people type them, the same on every device: day-month-year in every
 * language (British English too) and always a 24-hour clock. Native date inputs follow the
 * device's settings instead, so a Dutch record showed "mm/dd/yyyy" and "09:29 PM" on a phone set
 * to American English. The form keeps the value as before: "YYYY-MM-DD", or "YYYY-MM-DDTHH:mm"
 * for a moment; NOT_A_DATE for text that names no real date, so the shared rules refuse it.
 */
export type DateMode = "date" | "datetime" | "time";

/** A time that is not a time ("25:00", "9 PM"): no HH:mm rule accepts it, so the form says so. */
export const NOT_A_TIME = "99:99";

/** How the date's parts are separated when shown: "23-11-2026" in Dutch, "23/11/2026" elsewhere. */
const SEPARATOR: Record<string, string> = { nl: "-", en: "/", fr: "/", es: "/" };

const pad = (n: number) => String(n).padStart(2, "0");

function realDate(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The form's value for what was typed: "" when empty, the value, or NOT_A_DATE. */
export function parseDateEntry(text: string, mode: DateMode): string {
  const typed = text.trim();
  if (typed === "") return "";
  if (mode === "time") return parseTime(typed);
  const dayFirst = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})(?:(?:\s+|\s*,\s*|T)(\d{1,2})[:.hu](\d{2}))?$/i.exec(typed);
  // The form's own value, as a browser or a test fills it, is accepted too.
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(typed);
  const parts = dayFirst
    ? { day: dayFirst[1], month: dayFirst[2], year: dayFirst[3], hour: dayFirst[4], minute: dayFirst[5] }
    : iso
      ? { year: iso[1], month: iso[2], day: iso[3], hour: iso[4], minute: iso[5] }
      : null;
  if (!parts) return NOT_A_DATE;
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  if (!realDate(year, month, day)) return NOT_A_DATE;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (mode === "date") return parts.hour === undefined ? date : NOT_A_DATE;
  if (parts.hour === undefined || parts.minute === undefined) return NOT_A_DATE;
  const [hour, minute] = [Number(parts.hour), Number(parts.minute)];
  if (hour > 23 || minute > 59) return NOT_A_DATE;
  return `${date}T${pad(hour)}:${pad(minute)}`;
}

/** "21:29", "7.05", "21u29", "21h29" → "21:29"; anything else NOT_A_TIME. */
function parseTime(typed: string): string {
  const match = /^(\d{1,2})[:.hu](\d{2})$/i.exec(typed);
  if (!match) return NOT_A_TIME;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return NOT_A_TIME;
  return `${pad(hour)}:${match[2]}`;
}

/** The form's value as the reader types it: "23-11-2026 21:29" in Dutch, "23/11/2026 21:29" in English. */
export function formatDateEntry(value: string | null | undefined, language: string): string {
  const time = /^(\d{2}):(\d{2})$/.exec(value ?? "");
  if (time) return value === NOT_A_TIME ? "" : `${time[1]}:${time[2]}`;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value ?? "");
  if (!match || value === NOT_A_DATE) return "";
  const separator = SEPARATOR[language] ?? "/";
  const date = [match[3], match[2], match[1]].join(separator);
  return match[4] ? `${date} ${match[4]}:${match[5]}` : date;
}
