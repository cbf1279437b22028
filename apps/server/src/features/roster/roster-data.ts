/**
 * What the roster proposal works from (decision 051), loaded in a fixed number of queries (load.ts) and otherwise
 * pure: the solver's tests build it by hand.
 */
import type { Qualification } from "@hulppost/shared/constants";
import type { RosterAssignment, RosterEvent, RosterPerson, StaffingRules } from "@hulppost/shared/staffing/rules";

/** An event of the organisation in scope, with its places. */
export interface ScopeEvent extends RosterEvent {
  name: string;
  required: Record<Qualification, number>;
}

export interface Person extends RosterPerson {
  name: string;
  /** A member of the organisation who may be proposed (false: only assigned here before, e.g. since left). */
  member: boolean;
  /** ISO weekdays (1 Monday … 7 Sunday) they prefer not to work (decision 048). */
  avoidWeekdays: number[];
  maxEventsPerMonth: number | null;
}

export interface RosterData {
  rules: StaffingRules;
  /** The organisation's events in scope, by start. */
  events: ScopeEvent[];
  /** Every other event the people are assigned to around the scope (any organisation), for rest, overlap and hours. */
  otherEvents: RosterEvent[];
  people: Person[];
  /** Existing assignments, at the scope's events and at the other events. */
  assignments: RosterAssignment[];
  /** Raised hands at the scope's events. */
  interest: { eventId: string; userId: string }[];
  /** The local months ("YYYY-MM") whose hours the fairness spreads and the items report. */
  months: string[];
}

/** A place a person could take: person, event, post. */
export interface Pick {
  userId: string;
  eventId: string;
  qualification: Qualification;
}

export const HOUR = 3_600_000;
export const POST_ORDER: Qualification[] = ["doctor", "nurse", "first_aider"];
export const hoursOf = (e: { startsAt: number; endsAt: number }) => (e.endsAt - e.startsAt) / HOUR;
export const key = (a: string, b: string) => `${a}|${b}`;

/** A stable number in [0, 1) for a pair of ids: the deterministic tie-break between equal choices. */
export function tieBreak(a: string, b: string): number {
  let h = 2166136261;
  for (const s of [a, "|", b]) {
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 16777619);
    }
  }
  return (h >>> 0) / 4294967296;
}

/** ISO weekday of a local day "YYYY-MM-DD": 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}
