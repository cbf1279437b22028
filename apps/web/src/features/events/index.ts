/**
 * The events feature as others use it (decision 038): the cards, calendars and dialogs other pages
 * show, the event queries they share (same keys, same fetchers, one cached answer), the hooks of
 * the dashboard and the header's vacancy badge, and the sections app/ hands the event pages.
 */

export { getDashboard, useDashboard } from "./api/get-dashboard";
export { eventQuery, getEvent } from "./api/get-event";
export { eventDataKeys, eventKeys, invalidateEventData } from "./api/keys";
export { listEvents, useEventList } from "./api/list-events";
export { listMyEvents, useMyEvents } from "./api/list-my-events";
export { countVacancies, listVacancies, useVacancies, useVacancyCount } from "./api/vacancies";
export { CalendarFeedCard } from "./components/calendar-feed-card";
export { CaregiverCalendar } from "./components/caregiver-calendar";
export { CaregiverEventCard } from "./components/caregiver-event-card";
export { CaregiverHistory } from "./components/caregiver-history";
export { EventFormDialog } from "./components/event-form-dialog";
export { FilterChips } from "./components/event-toolbar";
export { PersonTrackRecordDialog } from "./components/person-history-dialog";
export { QualificationTags, qualificationsOf } from "./components/qualification-tags";
export { StaffingRulesCard } from "./components/staffing-rules-card";
export { TrackRecordLink } from "./components/track-record-link";
export type { EventSections } from "./event-sections";
