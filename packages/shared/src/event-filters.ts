// Apart from events.ts: the event list's filter bar only needs these words, and events.ts brings the
// event form's schemas with the telephone check's library (~30 KB gzipped) onto the first screen.

/**
 * The filters of an event list, in the order the filter bar shows them. "current": live and planned
 * together, live first; the list's default (a live event is in front).
 */
export const EVENT_FILTERS = ["current", "upcoming", "ongoing", "completed", "cancelled", "all"] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];
