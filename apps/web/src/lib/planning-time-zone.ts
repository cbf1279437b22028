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
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: planningTimeZone });
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the planning time zone. */
export function planningDayKey(at: Date | string | number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: planningTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(at));
}
