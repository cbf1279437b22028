/**
 * The rules an organisation sets for who may work when (decision 050), and a checker that finds every way a set of
 * assignments breaks them. Pure: the API uses it to warn in the assign dialog and to filter open shifts, the roster
 * proposal's solver encodes the same rules as constraints, and the tests and the bench use this checker as the
 * independent judge of the solver's answer.
 */
import { z } from "zod";
import { QUALIFICATIONS, type Qualification } from "../constants";

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "invalidTime");

export const staffingRules = z
  .object({
    /** Hours free between the end of one shift and the start of the next (EU working-time directive: 11). */
    minRestHours: z.number().min(0).max(48),
    /** Hours a person works in a calendar week (Monday to Sunday, by each shift's local start day); null: no cap. */
    maxHoursPerWeek: z.number().int().min(1).max(168).nullable(),
    /** Minors (under 18 on the event's first day): hours a day and a week, and the night they may not work. */
    minorMaxHoursPerDay: z.number().int().min(1).max(24),
    minorMaxHoursPerWeek: z.number().int().min(1).max(168),
    minorNightStart: clock,
    minorNightEnd: clock,
    /**
     * A first-timer (no event worked yet) works only beside someone with at least this many events at the same
     * event; null: no buddy needed.
     */
    buddyMinEvents: z.number().int().min(1).max(100).nullable(),
    /** A doctor may take a nurse's or first aider's place, a nurse a first aider's. */
    higherMayFillLower: z.boolean(),
    /** At most this many first aiders per doctor or nurse at an event; null: any mix. */
    firstAidersPerSenior: z.number().int().min(1).max(100).nullable(),
  })
  .strict();
export type StaffingRules = z.infer<typeof staffingRules>;

/** What applies until an organisation changes it (decision 050). */
export const DEFAULT_STAFFING_RULES: StaffingRules = {
  minRestHours: 11,
  maxHoursPerWeek: 48,
  minorMaxHoursPerDay: 8,
  minorMaxHoursPerWeek: 40,
  minorNightStart: "23:00",
  minorNightEnd: "06:00",
  buddyMinEvents: 3,
  higherMayFillLower: true,
  firstAidersPerSenior: null,
};

export const RULE_KINDS = [
  "qualification",
  "overlap",
  "absence",
  "rest",
  "weekHours",
  "minorDayHours",
  "minorWeekHours",
  "minorNight",
  "buddy",
  "mix",
  "overfilled",
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** A shift as the rules see it: the event's local days and times (planning time zone) and its instants. */
export interface RosterEvent {
  id: string;
  /** Local start and end, "YYYY-MM-DD" and "HH:MM". */
  date: string;
  startTime: string;
  endDate: string;
  endTime: string;
  startsAt: number;
  endsAt: number;
  /**
   * Places per post: given for the organisation's own events, whose places, buddy and mix are checked; a person's
   * other organisations' events come without (their staff is not ours to see).
   */
  required?: Record<Qualification, number>;
}

export interface RosterPerson {
  id: string;
  /** "YYYY-MM-DD" or null when unknown (then treated as an adult: the admin sees no birth date to check). */
  birthDate: string | null;
  isDoctor: boolean;
  isNurse: boolean;
  hasFirstAidCertificate: boolean;
  /** Events this person has worked before (for the buddy rule). */
  pastEvents: number;
  /** Periods the person cannot work, as instants. */
  absences?: { startsAt: number; endsAt: number }[];
}

export interface RosterAssignment {
  eventId: string;
  userId: string;
  qualification: Qualification;
}

export interface Violation {
  rule: RuleKind;
  eventId: string;
  userId?: string;
  /** The other event a rest, overlap or hours rule was broken against, when one is named. */
  otherEventId?: string;
  /** A figure that makes the message concrete: hours of rest, hours worked, the age. */
  value?: number;
}

const HOUR = 3_600_000;

/** The posts a person may fill under the rules. */
export function postsUnder(rules: Pick<StaffingRules, "higherMayFillLower">, p: RosterPerson): Qualification[] {
  const own: Qualification[] = [];
  if (p.isDoctor) own.push("doctor");
  if (p.isNurse) own.push("nurse");
  if (p.hasFirstAidCertificate) own.push("first_aider");
  if (!rules.higherMayFillLower) return own;
  if (p.isDoctor) return [...QUALIFICATIONS];
  if (p.isNurse) return ["nurse", "first_aider"];
  return own;
}

/** Whole years between a birth date and a day, both "YYYY-MM-DD"; someone born on 29 February turns a year older on 1 March. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

export function isMinorOn(birthDate: string | null, day: string): boolean {
  return birthDate !== null && ageOn(birthDate, day) < 18;
}

function minutes(clockTime: string): number {
  return Number(clockTime.slice(0, 2)) * 60 + Number(clockTime.slice(3, 5));
}

/**
 * Whether a shift touches the night a minor may not work (e.g. 23:00–06:00). A shift that runs past midnight always
 * does when the night spans midnight; ending exactly at the night's start, or starting exactly at its end, does not.
 */
export function touchesNight(e: Pick<RosterEvent, "date" | "startTime" | "endDate" | "endTime">, rules: StaffingRules) {
  const nightStart = minutes(rules.minorNightStart);
  const nightEnd = minutes(rules.minorNightEnd);
  const start = minutes(e.startTime);
  const end = minutes(e.endTime);
  if (nightStart > nightEnd) {
    if (e.endDate > e.date) return true;
    return end > nightStart || start < nightEnd;
  }
  // A night inside one day (e.g. 00:00–06:00 would be written as nightStart < nightEnd). A shift over more than one
  // midnight passes a whole night; over one, it touches the first day's night before its end or the next day's after
  // its start (18:00–00:00 does not touch 00:00–06:00).
  if (e.endDate > e.date) {
    const nextDay = new Date(Date.parse(`${e.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (e.endDate > nextDay) return true;
    return start < nightEnd || end > nightStart;
  }
  return start < nightEnd && end > nightStart;
}

/** Monday of the ISO week a local day falls in, as "YYYY-MM-DD": the key the weekly caps count by. */
export function weekOf(day: string): string {
  const t = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  const weekday = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - weekday * 86_400_000).toISOString().slice(0, 10);
}

function hours(e: RosterEvent): number {
  return (e.endsAt - e.startsAt) / HOUR;
}

/**
 * Every way the assignments break the rules. `assignments` is the whole picture for the people concerned: their
 * other shifts (also at other organisations, without `required`) must be in it for rest, overlap and hours to count.
 */
export function checkRoster(input: {
  rules: StaffingRules;
  events: RosterEvent[];
  people: RosterPerson[];
  assignments: RosterAssignment[];
}): Violation[] {
  const { rules } = input;
  const events = new Map(input.events.map((e) => [e.id, e]));
  const people = new Map(input.people.map((p) => [p.id, p]));
  const out: Violation[] = [];
  const byPerson = new Map<string, RosterAssignment[]>();
  const byEvent = new Map<string, RosterAssignment[]>();
  for (const a of input.assignments) {
    byPerson.set(a.userId, [...(byPerson.get(a.userId) ?? []), a]);
    byEvent.set(a.eventId, [...(byEvent.get(a.eventId) ?? []), a]);
  }

  for (const [userId, list] of byPerson) {
    const person = people.get(userId);
    const shifts = list
      .map((a) => ({ a, e: events.get(a.eventId) }))
      .filter((s): s is { a: RosterAssignment; e: RosterEvent } => s.e !== undefined)
      .sort((x, y) => x.e.startsAt - y.e.startsAt);
    if (person) {
      const posts = postsUnder(rules, person);
      for (const { a, e } of shifts) {
        if (!posts.includes(a.qualification)) out.push({ rule: "qualification", eventId: e.id, userId });
        if (person.absences?.some((ab) => ab.startsAt < e.endsAt && ab.endsAt > e.startsAt)) {
          out.push({ rule: "absence", eventId: e.id, userId });
        }
      }
    }
    // Every pair, not only neighbours: a long shift can overlap several later ones.
    for (const [i, { e: first }] of shifts.entries()) {
      for (const { e: next } of shifts.slice(i + 1)) {
        const gap = next.startsAt - first.endsAt;
        if (next.startsAt < first.endsAt && next.endsAt > first.startsAt) {
          out.push({ rule: "overlap", eventId: next.id, otherEventId: first.id, userId });
        } else if (gap >= 0 && gap < rules.minRestHours * HOUR) {
          out.push({ rule: "rest", eventId: next.id, otherEventId: first.id, userId, value: gap / HOUR });
        }
      }
    }
    const week = new Map<string, number>();
    const day = new Map<string, number>();
    for (const { e } of shifts) {
      week.set(weekOf(e.date), (week.get(weekOf(e.date)) ?? 0) + hours(e));
      day.set(e.date, (day.get(e.date) ?? 0) + hours(e));
    }
    const lastOfWeek = (w: string) => shifts.filter((s) => weekOf(s.e.date) === w).at(-1)?.e.id ?? "";
    const lastOfDay = (d: string) => shifts.filter((s) => s.e.date === d).at(-1)?.e.id ?? "";
    if (rules.maxHoursPerWeek !== null) {
      for (const [w, h] of week) {
        if (h > rules.maxHoursPerWeek + 1e-9) out.push({ rule: "weekHours", eventId: lastOfWeek(w), userId, value: h });
      }
    }
    if (person?.birthDate) {
      for (const { e } of shifts) {
        if (isMinorOn(person.birthDate, e.date) && touchesNight(e, rules)) {
          out.push({ rule: "minorNight", eventId: e.id, userId, value: ageOn(person.birthDate, e.date) });
        }
      }
      for (const [d, h] of day) {
        if (isMinorOn(person.birthDate, d) && h > rules.minorMaxHoursPerDay + 1e-9) {
          out.push({ rule: "minorDayHours", eventId: lastOfDay(d), userId, value: h });
        }
      }
      for (const [w, h] of week) {
        const minorThatWeek = shifts.some((s) => weekOf(s.e.date) === w && isMinorOn(person.birthDate, s.e.date));
        if (minorThatWeek && h > rules.minorMaxHoursPerWeek + 1e-9) {
          out.push({ rule: "minorWeekHours", eventId: lastOfWeek(w), userId, value: h });
        }
      }
    }
  }

  for (const [eventId, list] of byEvent) {
    const e = events.get(eventId);
    if (!e?.required) continue;
    const count = { doctor: 0, nurse: 0, first_aider: 0 } as Record<Qualification, number>;
    for (const a of list) count[a.qualification]++;
    for (const q of QUALIFICATIONS) {
      if (count[q] > e.required[q]) out.push({ rule: "overfilled", eventId, value: count[q] });
    }
    if (rules.firstAidersPerSenior !== null && count.first_aider > 0) {
      const seniors = count.doctor + count.nurse;
      if (count.first_aider > seniors * rules.firstAidersPerSenior) {
        out.push({ rule: "mix", eventId, value: count.first_aider });
      }
    }
    if (rules.buddyMinEvents !== null) {
      const min = rules.buddyMinEvents;
      const staff = list.map((a) => people.get(a.userId)).filter((p): p is RosterPerson => p !== undefined);
      const hasBuddy = staff.some((p) => p.pastEvents >= min);
      for (const p of staff) {
        if (p.pastEvents === 0 && !hasBuddy) out.push({ rule: "buddy", eventId, userId: p.id });
      }
    }
  }
  return out;
}
