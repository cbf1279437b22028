import { orgRoot } from "./query-keys";

/**
 * One event with its people (the events feature's detail). Here because the incident board reads it
 * too, for whether the person leads the event's post, and the incidents feature cannot reach into
 * the events feature, which uses it (decision 045): one key, one cached answer, one refresh. Not in
 * query-keys.ts, which the landing page loads.
 */
export const eventDetailKey = (orgId: string, eventId: string) => [...orgRoot(orgId), "event", eventId] as const;
