import type { RosterAcceptItem, RosterItemView, UnfilledView } from "@hulppost/shared/roster";

/** One proposed place: the event, the person and the post (a person holds one post at an event). */
export const itemKey = (item: Pick<RosterItemView, "eventId" | "userId">) => `${item.eventId}/${item.userId}`;

export const acceptItem = ({ eventId, userId, qualification }: RosterItemView): RosterAcceptItem => ({
  eventId,
  userId,
  qualification,
});

/** An event of the proposal: the people proposed for it and the places that stay open. */
export interface RosterGroup {
  eventId: string;
  eventName: string;
  eventDate: string;
  /** Unknown for an event of which nothing is proposed (an unfilled place names only the day). */
  startTime: string | null;
  endTime: string | null;
  items: RosterItemView[];
  unfilled: UnfilledView[];
}

/**
 * The proposal per event, by day and start time: the items come ordered by event start, the
 * unfilled places by event; an event with only open places takes its place by its day.
 */
export function groupByEvent(items: RosterItemView[], unfilled: UnfilledView[]): RosterGroup[] {
  const groups = new Map<string, RosterGroup>();
  for (const item of items) {
    let group = groups.get(item.eventId);
    if (!group) {
      const { eventId, eventName, eventDate, startTime, endTime } = item;
      group = { eventId, eventName, eventDate, startTime, endTime, items: [], unfilled: [] };
      groups.set(item.eventId, group);
    }
    group.items.push(item);
  }
  for (const place of unfilled) {
    let group = groups.get(place.eventId);
    if (!group) {
      const { eventId, eventName, eventDate } = place;
      group = { eventId, eventName, eventDate, startTime: null, endTime: null, items: [], unfilled: [] };
      groups.set(place.eventId, group);
    }
    group.unfilled.push(place);
  }
  return [...groups.values()].sort(
    (a, b) => a.eventDate.localeCompare(b.eventDate) || (a.startTime ?? "").localeCompare(b.startTime ?? ""),
  );
}
