import { useTranslation } from "react-i18next";

/** Numbers, shares, minutes, hours and months of the insights in the reader's language. */
export function useInsightFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? "nl";
  const count = new Intl.NumberFormat(locale);
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const minutes = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "minute",
    unitDisplay: "short",
    maximumFractionDigits: 1,
  });
  const hours = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "hour",
    unitDisplay: "short",
    maximumFractionDigits: 1,
  });
  // Calendar months and days are read at noon UTC, so no time zone moves them.
  const month = new Intl.DateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" });
  const monthLong = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const noon = (key: string) => new Date(`${key}T12:00:00Z`);
  return {
    count: (n: number) => count.format(n),
    decimal: (n: number) => decimal.format(n),
    /** A share from 0 to 1 as "83 %"; "—" when there was nothing to share. */
    percent: (rate: number | null) => (rate === null ? "—" : percent.format(rate)),
    minutes: (n: number | null) => (n === null ? "—" : minutes.format(n)),
    hours: (n: number) => hours.format(n),
    /** "2026-06" as "jun 26" on an axis, "juni 2026" in a table. */
    month: (key: string) => month.format(noon(`${key}-01`)),
    monthLong: (key: string) => monthLong.format(noon(`${key}-01`)),
    day: (key: string) => day.format(noon(key)),
    /** "14:00–15:00" */
    hourRange: (hour: number) => `${String(hour).padStart(2, "0")}:00–${String((hour + 1) % 24).padStart(2, "0")}:00`,
  };
}
export type InsightFormat = ReturnType<typeof useInsightFormat>;
