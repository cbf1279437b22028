import type { Qualification } from "@hulppost/shared/constants";
import type {
  AdminDashboardView,
  AssignmentView,
  CandidateView,
  CaregiverHistoryRow,
  EventDetailView,
  EventFilter,
  EventSummary,
  EventView,
  personHistoryView,
  scheduleView,
  TeamInput,
  TeamView,
} from "@hulppost/shared/events";
import type { QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client";

export type ScheduleView = z.infer<typeof scheduleView>;
export type PersonHistoryView = z.infer<typeof personHistoryView>;
export type EventPayload = Record<string, unknown>;

export interface EventListParams {
  filter: EventFilter;
  from?: string;
  to?: string;
  search?: string;
}

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
const event = (orgId: string, eventId: string) => `${org(orgId)}/events/${encodeURIComponent(eventId)}`;
const team = (orgId: string, teamId: string) => `${org(orgId)}/teams/${encodeURIComponent(teamId)}`;

export const eventKeys = {
  lists: (orgId: string) => ["org", orgId, "events"] as const,
  list: (orgId: string, params: EventListParams) => ["org", orgId, "events", params] as const,
  detail: (orgId: string, eventId: string) => ["org", orgId, "event", eventId] as const,
  candidates: (orgId: string, eventId: string, qualification: Qualification | "") =>
    ["org", orgId, "event", eventId, "candidates", qualification] as const,
  myEvents: (orgId: string) => ["org", orgId, "my-events"] as const,
  vacancies: (orgId: string) => ["vacancies", orgId, "list"] as const,
  vacancyCount: (orgId: string) => ["vacancies", orgId, "count"] as const,
  dashboard: (orgId: string) => ["org", orgId, "dashboard"] as const,
  schedule: (orgId: string, from: string, to: string) => ["org", orgId, "schedule", from, to] as const,
  history: (orgId: string, from: string, to: string) => ["org", orgId, "caregiver-history", from, to] as const,
  personHistory: (orgId: string, userId: string) => ["org", orgId, "member", userId, "history"] as const,
  calendarFeed: () => ["calendar-feed"] as const,
};

/**
 * Everything that shows staffing or interest: after a change to an event, its people or a raised
 * hand, these lists are out of date. The vacancy badge shares the ["vacancies", orgId] prefix.
 */
export function eventDataKeys(orgId: string): readonly (readonly unknown[])[] {
  return [
    eventKeys.lists(orgId),
    ["org", orgId, "event"],
    eventKeys.myEvents(orgId),
    eventKeys.dashboard(orgId),
    ["org", orgId, "schedule"],
    ["org", orgId, "caregiver-history"],
    ["vacancies", orgId],
  ];
}

export function invalidateEventData(client: QueryClient, orgId: string) {
  for (const key of eventDataKeys(orgId)) void client.invalidateQueries({ queryKey: key });
}

export function listEvents(orgId: string, params: EventListParams) {
  const query = new URLSearchParams({ filter: params.filter });
  if (params.from) query.set("from", params.from);
  if (params.to) query.set("to", params.to);
  if (params.search) query.set("search", params.search);
  return api<EventSummary[]>(`${org(orgId)}/events?${query}`);
}

export const getEvent = (orgId: string, eventId: string) => api<EventDetailView>(event(orgId, eventId));
export const createEvent = (orgId: string, body: EventPayload) =>
  api<EventView>(`${org(orgId)}/events`, { method: "POST", body });
export const updateEvent = (orgId: string, eventId: string, body: EventPayload) =>
  api<EventView>(event(orgId, eventId), { method: "PATCH", body });
export const deleteEvent = (orgId: string, eventId: string) => api<void>(event(orgId, eventId), { method: "DELETE" });
export const staffingSheetUrl = (orgId: string, eventId: string, language: string) =>
  `${event(orgId, eventId)}/staffing-sheet?lang=${encodeURIComponent(language)}`;

/** The event report for the organiser and the medical authority (no names), PDF or CSV. */
export const eventReportUrl = (orgId: string, eventId: string, format: "pdf" | "csv") =>
  `${event(orgId, eventId)}/report.${format}`;

export function listCandidates(orgId: string, eventId: string, qualification: Qualification | "") {
  const query = qualification ? `?qualification=${qualification}` : "";
  return api<CandidateView[]>(`${event(orgId, eventId)}/candidates${query}`);
}
export const assignCaregiver = (orgId: string, eventId: string, userId: string, qualification?: Qualification) =>
  api<{ assignment: AssignmentView; overlapping: { id: string; name: string; startsAt: string }[] }>(
    `${event(orgId, eventId)}/assignments`,
    { method: "POST", body: qualification ? { userId, qualification } : { userId } },
  );
export const unassignCaregiver = (orgId: string, eventId: string, userId: string) =>
  api<void>(`${event(orgId, eventId)}/assignments/${encodeURIComponent(userId)}`, { method: "DELETE" });

export const raiseInterest = (orgId: string, eventId: string) =>
  api<EventView>(`${event(orgId, eventId)}/interest`, { method: "POST", body: {} });
export const withdrawInterest = (orgId: string, eventId: string) =>
  api<EventView>(`${event(orgId, eventId)}/interest`, { method: "DELETE" });

export const listVacancies = (orgId: string) => api<EventView[]>(`${org(orgId)}/vacancies`);
export const countVacancies = (orgId: string) => api<{ count: number }>(`${org(orgId)}/vacancies/count`);
export const listMyEvents = (orgId: string) => api<EventView[]>(`${org(orgId)}/my-events`);

export const createTeam = (orgId: string, eventId: string, body: TeamInput) =>
  api<TeamView>(`${event(orgId, eventId)}/teams`, { method: "POST", body });
export const updateTeam = (orgId: string, teamId: string, body: Partial<TeamInput> & { version?: number }) =>
  api<TeamView>(team(orgId, teamId), { method: "PATCH", body });
export const deleteTeam = (orgId: string, teamId: string) => api<void>(team(orgId, teamId), { method: "DELETE" });
export const addTeamMember = (orgId: string, teamId: string, userId: string) =>
  api<TeamView>(`${team(orgId, teamId)}/members`, { method: "POST", body: { userId } });
export const removeTeamMember = (orgId: string, teamId: string, userId: string) =>
  api<TeamView>(`${team(orgId, teamId)}/members/${encodeURIComponent(userId)}`, { method: "DELETE" });

export const getDashboard = (orgId: string) => api<AdminDashboardView>(`${org(orgId)}/dashboard`);
export const getSchedule = (orgId: string, from: string, to: string) =>
  api<ScheduleView>(`${org(orgId)}/schedule?from=${from}&to=${to}`);
export function getCaregiverHistory(orgId: string, from: string, to: string) {
  const query = new URLSearchParams();
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  return api<CaregiverHistoryRow[]>(`${org(orgId)}/caregiver-history?${query}`);
}
export const getPersonHistory = (orgId: string, userId: string) =>
  api<PersonHistoryView>(`${org(orgId)}/members/${encodeURIComponent(userId)}/history`);

export const getCalendarFeed = () => api<{ url: string | null }>("/api/me/calendar-feed");
export const makeCalendarFeed = () =>
  api<{ url: string | null }>("/api/me/calendar-feed", { method: "POST", body: {} });
export const stopCalendarFeed = () => api<{ url: string | null }>("/api/me/calendar-feed", { method: "DELETE" });
