import { addDays, format, parseISO, startOfWeek } from "date-fns";
import { useTranslation } from "react-i18next";
import { clock24, displayLocale, getPlanningTimeZone, onPlanningTimeZoneChange } from "./planning-time-zone";

/**
 * The organisation plans in one time zone (the server's APP_TIMEZONE, Belgian time by default). Event dates and times come
 * as wall-clock strings in that zone and are shown as they are; instants (a shift's start, when a
 * hand was raised) are shown in this zone too, so a coordinator abroad sees the planned times.
 */

/** A calendar day as YYYY-MM-DD; calendar grids work on plain local days, never on instants. */
export const dayKey = (date: Date) => format(date, "yyyy-MM-dd");
export const fromDayKey = (key: string) => parseISO(key);
export const weekStart = (date: Date) => startOfWeek(date, { weekStartsOn: 1 });

const dayFormatter = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
let zonedDay = dayFormatter(getPlanningTimeZone());
onPlanningTimeZoneChange(() => {
  zonedDay = dayFormatter(getPlanningTimeZone());
});

/** The Belgian calendar day an instant falls on. */
export const zonedDayKey = (iso: string | Date) => zonedDay.format(typeof iso === "string" ? new Date(iso) : iso);
export const todayKey = () => zonedDayKey(new Date());

/** The days [first, last] as keys; an instant that ends exactly at midnight does not reach the next day. */
export function daysBetween(firstKey: string, lastKey: string): string[] {
  const days: string[] = [];
  for (let day = fromDayKey(firstKey); dayKey(day) <= lastKey && days.length < 62; day = addDays(day, 1)) {
    days.push(dayKey(day));
  }
  return days;
}

export const shiftDays = (startsAt: string, endsAt: string) =>
  daysBetween(zonedDayKey(startsAt), zonedDayKey(new Date(new Date(endsAt).getTime() - 60_000)));

/** Dates and times of events in the interface language. */
export function useEventFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? "nl";
  const fmt = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(displayLocale(locale), clock24(options));
  const day = (key: string, options: Intl.DateTimeFormatOptions) => fmt(options).format(fromDayKey(key));
  const zoned = (iso: string, options: Intl.DateTimeFormatOptions) =>
    fmt({ ...options, timeZone: getPlanningTimeZone() }).format(new Date(iso));

  return {
    locale,
    /** "za 25 nov 2026" */
    date: (key: string) => day(key, { weekday: "short", day: "numeric", month: "short", year: "numeric" }),
    /** "zaterdag 25 november 2026" */
    dateLong: (key: string) => day(key, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    /** "25 nov" */
    dateShort: (key: string) => day(key, { day: "numeric", month: "short" }),
    weekday: (key: string, width: "short" | "long" = "short") => day(key, { weekday: width }),
    monthTitle: (date: Date) => fmt({ month: "long", year: "numeric" }).format(date),
    /** The event's own days and times: one day with a time range, or from a day and time to another. */
    period: (event: { date: string; endDate: string; startTime: string; endTime: string }) => {
      const start = day(event.date, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
      if (event.endDate === event.date) return `${start} · ${event.startTime}–${event.endTime}`;
      const end = day(event.endDate, { weekday: "short", day: "numeric", month: "short" });
      return `${start} ${event.startTime} – ${end} ${event.endTime}`;
    },
    times: (event: { startTime: string; endTime: string }) => `${event.startTime}–${event.endTime}`,
    /** An instant in Belgian time: "25 nov 2026, 08:00". */
    instant: (iso: string) => zoned(iso, { dateStyle: "medium", timeStyle: "short" }),
    instantDate: (iso: string) => zoned(iso, { weekday: "short", day: "numeric", month: "short", year: "numeric" }),
    time: (iso: string) => zoned(iso, { hour: "2-digit", minute: "2-digit" }),
    /** "3 days ago", "in 2 hours": how long ago a hand was raised. */
    relative: (iso: string) => {
      const seconds = (new Date(iso).getTime() - Date.now()) / 1000;
      const units: [Intl.RelativeTimeFormatUnit, number][] = [
        ["year", 31_536_000],
        ["month", 2_592_000],
        ["week", 604_800],
        ["day", 86_400],
        ["hour", 3600],
        ["minute", 60],
      ];
      const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
      for (const [unit, size] of units) {
        if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
      }
      return rtf.format(Math.round(seconds / 60), "minute");
    },
    number: (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value),
  };
}

export type EventFormat = ReturnType<typeof useEventFormat>;
