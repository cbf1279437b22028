import { useTranslation } from "react-i18next";
import { displayLocale, planningFormat } from "./planning-time-zone";

/** A calendar date without a time (a birth date): named as it is, in no time zone at all. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates, times and money in the interface language, so a French admin reads "3 mars 2026"; times
 * in the planning time zone, so every screen and every PDF shows the same clock.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? "nl";
  const safe = (iso: string | null | undefined, options: Intl.DateTimeFormatOptions) => {
    if (!iso) return null;
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return null;
    if (DATE_ONLY.test(iso))
      return new Intl.DateTimeFormat(displayLocale(locale), { ...options, timeZone: "UTC" }).format(date);
    return planningFormat(locale, options).format(date);
  };
  return {
    date: (iso: string | null | undefined) => safe(iso, { dateStyle: "medium" }),
    dateTime: (iso: string | null | undefined) => safe(iso, { dateStyle: "medium", timeStyle: "short" }),
    euro: (amount: number, digits = 0) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "EUR",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount),
  };
}
