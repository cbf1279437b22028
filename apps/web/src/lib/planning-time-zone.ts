import { DEFAULT_TIME_ZONE } from "@hulppost/shared/constants";

/**
 * The time zone events are planned in: the server's APP_TIMEZONE, learnt from /api/me when the
 * person is known. Event times are shown in it, so a coordinator abroad sees the planned times.
 */
let planningTimeZone: string = DEFAULT_TIME_ZONE;
const listeners = new Set<() => void>();

export const getPlanningTimeZone = () => planningTimeZone;

export function setPlanningTimeZone(timeZone: string) {
  if (timeZone === planningTimeZone) return;
  planningTimeZone = timeZone;
  for (const listener of listeners) listener();
}

export function onPlanningTimeZoneChange(listener: () => void) {
  listeners.add(listener);
}

/** The device's own time zone, which may differ from the planning one (a coordinator abroad). */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Every time on screen is in the planning time zone, whatever the device's clock says: a chat
 * message, an arrival and a PDF of the same minute then read the same.
 */
export function planningFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(displayLocale(locale), { ...clock24(options), timeZone: planningTimeZone });
}

/**
 * The locale dates are written in: the interface language, with English as a European service
 * writes it ("23/11/2026", not the American "11/23/2026"; decision 043).
 */
export const displayLocale = (language: string) => (language === "en" ? "en-GB" : language);

/** Times on a 24-hour clock in every language, English too: "21:29", never "9:29 PM". */
export const clock24 = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions =>
  options.hour !== undefined || options.timeStyle !== undefined ? { ...options, hourCycle: "h23" } : options;

/** The calendar day (YYYY-MM-DD) an instant falls on in the planning time zone. */
export function planningDayKey(at: Date | string | number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: planningTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(at));
}

/** A local date-time input's value ("2026-07-04T14:30") for an ISO instant, in the planning zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: planningTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/**
 * The instant a local date-time input names in the planning zone (the inverse of toLocalInput), or
 * null when it names none.
 */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const asUtc = new Date(`${value}:00Z`);
  // Not a real moment: the browser's "0000-00-00", or 31 February (which Date rolls into March).
  if (Number.isNaN(asUtc.getTime()) || asUtc.toISOString().slice(0, 16) !== value) return null;
  // The zone's offset at that moment: format the UTC guess back and take the difference.
  const back = toLocalInput(asUtc.toISOString());
  const drift = new Date(`${back}:00Z`).getTime() - asUtc.getTime();
  return new Date(asUtc.getTime() - drift).toISOString();
}
