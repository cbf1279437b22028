/**
 * Hand-built roster data for the solver's tests and the bench's sanity checks: local times read as UTC, so a day
 * and an instant agree without a time zone.
 */
import type { Qualification } from "@hulppost/shared/constants";
import { DEFAULT_STAFFING_RULES, type StaffingRules } from "@hulppost/shared/staffing/rules";
import type { Person, RosterData, ScopeEvent } from "../../src/features/roster/roster-data";

const at = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
const nextDay = (date: string) => new Date(at(date, "00:00") + 86_400_000).toISOString().slice(0, 10);

export function scopeEvent(
  id: string,
  date: string,
  startTime: string,
  endTime: string,
  required: Partial<Record<Qualification, number>> = {},
): ScopeEvent {
  const endDate = endTime <= startTime ? nextDay(date) : date;
  return {
    id,
    name: `Event ${id}`,
    date,
    startTime,
    endDate,
    endTime,
    startsAt: at(date, startTime),
    endsAt: at(endDate, endTime),
    required: { doctor: 0, nurse: 0, first_aider: 0, ...required },
  };
}

export function person(id: string, overrides: Partial<Person> = {}): Person {
  return {
    id,
    name: `Person ${id}`,
    birthDate: null,
    isDoctor: false,
    isNurse: false,
    hasFirstAidCertificate: true,
    pastEvents: 5,
    absences: [],
    member: true,
    avoidWeekdays: [],
    maxEventsPerMonth: null,
    ...overrides,
  };
}

export function rosterData(
  overrides: Partial<Omit<RosterData, "rules">> & { rules?: Partial<StaffingRules> } = {},
): RosterData {
  const { rules, ...rest } = overrides;
  return {
    events: [],
    otherEvents: [],
    people: [],
    assignments: [],
    interest: [],
    months: ["2027-03"],
    ...rest,
    rules: { ...DEFAULT_STAFFING_RULES, ...rules },
  };
}

export const instant = at;
