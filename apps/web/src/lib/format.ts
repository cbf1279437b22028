import { useTranslation } from "react-i18next";

/** Dates, times and money in the interface language, so a French admin reads "3 mars 2026". */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? "nl";
  const safe = (iso: string | null | undefined, options: Intl.DateTimeFormatOptions) => {
    if (!iso) return null;
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(locale, options).format(date);
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
