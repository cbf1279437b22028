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
