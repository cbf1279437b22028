/**
 * The events feature as others use it (decision 038): the cards, calendars and dialogs other pages
 * show, the event queries they share (same keys, same fetchers, one cached answer), and the
 * sections app/ hands the event pages.
 */
export { CalendarFeedCard } from "./components/calendar-feed-card";
export { CaregiverCalendar } from "./components/caregiver-calendar";
export { CaregiverEventCard } from "./components/caregiver-event-card";
export { CaregiverHistory } from "./components/caregiver-history";
export { EventFormDialog } from "./components/event-form-dialog";
export { FilterChips } from "./components/event-toolbar";
export { QualificationTags, qualificationsOf } from "./components/qualification-tags";
export type { EventSections } from "./event-sections";
export {
  countVacancies,
  eventKeys,
  getDashboard,
  getEvent,
  invalidateEventData,
  listEvents,
  listMyEvents,
  listVacancies,
} from "./events-api";
