/**
 * The rules as a running tally (decision 051): who works when, hours a week and a day, events a month, who fills
 * which post at each event. The greedy pass, the repair after the solver, the explanations and accepting a proposal
 * ask it whether one more assignment fits; the MIP model encodes the same limits (weekCap is shared), and
 * checkRoster stays the independent judge of the end result.
 */
import type { Qualification } from "@hulppost/shared/constants";
import {
  isMinorOn,
  postsUnder,
  type RosterEvent,
  type StaffingRules,
  touchesNight,
  weekOf,
} from "@hulppost/shared/staffing/rules";
import {
  HOUR,
  hoursOf,
  isoWeekday,
  key,
  type Person,
  type Pick,
  type RosterData,
  type ScopeEvent,
  tieBreak,
} from "./roster-data";

/** Why one more assignment does not fit, in the order they are looked at. */
export type Block =
  | "notQualified"
  | "alreadyThere"
  | "absent"
  | "busy"
  | "rest"
  | "weekHours"
  | "minor"
  | "preferences"
  | "full"
  | "buddy"
  | "mix";

const EPS = 1e-9;

interface CheckOptions {
  dynamic?: boolean;
  preferences?: boolean;
}

/**
 * The most hours a person may work in a week. A minor's cap applies to the whole week when they are under 18 on its
 * Monday: stricter than the checker for a week in which they turn 18, never looser.
 */
export function weekCap(rules: StaffingRules, person: Person, week: string): number {
  const adult = rules.maxHoursPerWeek ?? Number.POSITIVE_INFINITY;
  return isMinorOn(person.birthDate, week) ? Math.min(adult, rules.minorMaxHoursPerWeek) : adult;
}

export const isExperienced = (rules: StaffingRules, p: Person) => p.pastEvents >= (rules.buddyMinEvents ?? 3);
export const isFirstTimer = (rules: StaffingRules, p: Person) => rules.buddyMinEvents !== null && p.pastEvents === 0;

export class Ledger {
  readonly rules: StaffingRules;
  readonly scope = new Map<string, ScopeEvent>();
  readonly people = new Map<string, Person>();
  private readonly events = new Map<string, RosterEvent>();
  /** Raised hands by event: a set per event, so no key is built per look-up. */
  private readonly raised = new Map<string, Set<string>>();
  private readonly shifts = new Map<string, RosterEvent[]>();
  private readonly week = new Map<string, number>();
  private readonly day = new Map<string, number>();
  private readonly month = new Map<string, number>();
  private readonly monthHours = new Map<string, number>();
  private readonly atEvent = new Map<string, Set<string>>();
  private readonly filled = new Map<string, Record<Qualification, number>>();
  private readonly experienced = new Map<string, number>();
  /** Room for first aiders the existing assignments leave under the mix rule (never below 0). */
  private readonly mixBase = new Map<string, number>();
  private readonly mixNew = new Map<string, number>();
  readonly added: Pick[] = [];
  // Memos: the checks run hundreds of thousands of times for a month.
  private readonly posts = new Map<string, Qualification[]>();
  private readonly weeks = new Map<string, string>();
  private readonly hashes = new Map<string, number>();
  private readonly months: Set<string>;
  private readonly inPeriod = new Map<string, number>();

  constructor(readonly data: RosterData) {
    this.rules = data.rules;
    this.months = new Set(data.months);
    for (const e of data.otherEvents) this.events.set(e.id, e);
    for (const e of data.events) {
      this.events.set(e.id, e);
      this.scope.set(e.id, e);
      this.filled.set(e.id, { doctor: 0, nurse: 0, first_aider: 0 });
    }
    for (const p of data.people) this.people.set(p.id, p);
    for (const i of data.interest) {
      const hands = this.raised.get(i.eventId) ?? new Set<string>();
      hands.add(i.userId);
      this.raised.set(i.eventId, hands);
    }
    for (const a of data.assignments) this.record(a, false);
    const k = this.rules.firstAidersPerSenior;
    for (const [eventId, count] of this.filled) {
      if (k !== null) this.mixBase.set(eventId, Math.max(0, k * (count.doctor + count.nurse) - count.first_aider));
    }
  }

  /** The posts a person may fill under the rules (memoised). */
  postsOf(p: Person): Qualification[] {
    let posts = this.posts.get(p.id);
    if (!posts) {
      posts = postsUnder(this.rules, p);
      this.posts.set(p.id, posts);
    }
    return posts;
  }

  /** The ISO week a local day counts in (memoised). */
  weekOf(day: string): string {
    let week = this.weeks.get(day);
    if (!week) {
      week = weekOf(day);
      this.weeks.set(day, week);
    }
    return week;
  }

  /** Hours worked in the period's months, every organisation, with what was added. */
  hoursInPeriod(userId: string) {
    return this.inPeriod.get(userId) ?? 0;
  }

  /** A stable number in [0, 1) for a person and an event: the tie-break between otherwise equal people. */
  tie(userId: string, eventId: string): number {
    return (Math.imul(this.hash(userId), 2654435761) ^ this.hash(eventId)) >>> 0;
  }

  private hash(id: string) {
    let h = this.hashes.get(id);
    if (h === undefined) {
      h = Math.floor(tieBreak(id, "") * 4294967296);
      this.hashes.set(id, h);
    }
    return h;
  }

  hasRaised(eventId: string, userId: string) {
    return this.raised.get(eventId)?.has(userId) ?? false;
  }

  /** The open places of a post at an event now. */
  open(eventId: string, q: Qualification): number {
    const e = this.scope.get(eventId);
    const count = this.filled.get(eventId);
    return e && count ? Math.max(0, e.required[q] - count[q]) : 0;
  }

  /** Hours worked in the local month, every organisation. */
  hoursIn(userId: string, monthKey: string) {
    return this.monthHours.get(key(userId, monthKey)) ?? 0;
  }

  weekHours(userId: string, week: string) {
    return this.week.get(key(userId, week)) ?? 0;
  }

  dayHours(userId: string, day: string) {
    return this.day.get(key(userId, day)) ?? 0;
  }

  eventsInMonth(userId: string, monthKey: string) {
    return this.month.get(key(userId, monthKey)) ?? 0;
  }

  /** Experienced people (buddies) at the event now. */
  buddiesAt(eventId: string) {
    return this.experienced.get(eventId) ?? 0;
  }

  /** Room the existing assignments leave for first aiders under the mix rule. */
  mixRoom(eventId: string) {
    return this.mixBase.get(eventId) ?? 0;
  }

  isAt(eventId: string, userId: string) {
    return this.atEvent.get(eventId)?.has(userId) ?? false;
  }

  /**
   * Why `userId` cannot take post `q` at scope event `eventId` now, or null when they can. Without `dynamic` only
   * what the existing assignments decide is looked at: buddies and the mix are left to the model. Without
   * `preferences` a person's avoided weekdays and monthly cap do not count (an admin's own choice, decision 048).
   */
  check(userId: string, eventId: string, q: Qualification, options: CheckOptions = {}): Block | null {
    const { dynamic = true, preferences = true } = options;
    const p = this.people.get(userId);
    const e = this.scope.get(eventId);
    if (!p || !e || !p.member || !this.postsOf(p).includes(q)) return "notQualified";
    if (this.isAt(eventId, userId)) return "alreadyThere";
    if (p.absences?.some((ab) => ab.startsAt < e.endsAt && ab.endsAt > e.startsAt)) return "absent";
    const clash = this.clash(userId, e);
    if (clash) return clash;
    const h = hoursOf(e);
    const w = this.weekOf(e.date);
    const weekHours = (this.week.get(key(userId, w)) ?? 0) + h;
    if (this.rules.maxHoursPerWeek !== null && weekHours > this.rules.maxHoursPerWeek + EPS) return "weekHours";
    if (weekHours > weekCap(this.rules, p, w) + EPS) return "minor";
    if (isMinorOn(p.birthDate, e.date)) {
      if (touchesNight(e, this.rules)) return "minor";
      if ((this.day.get(key(userId, e.date)) ?? 0) + h > this.rules.minorMaxHoursPerDay + EPS) return "minor";
    }
    if (preferences && this.againstPreferences(p, e)) return "preferences";
    if (this.open(eventId, q) < 1) return "full";
    if (!dynamic) return null;
    if (isFirstTimer(this.rules, p) && (this.experienced.get(eventId) ?? 0) === 0) return "buddy";
    const k = this.rules.firstAidersPerSenior;
    if (q === "first_aider" && k !== null && (this.mixBase.get(eventId) ?? 0) + (this.mixNew.get(eventId) ?? 0) < 1) {
      return "mix";
    }
    return null;
  }

  private againstPreferences(p: Person, e: ScopeEvent) {
    if (!p.avoidWeekdays.length && p.maxEventsPerMonth === null) return false;
    if (p.avoidWeekdays.includes(isoWeekday(e.date)) && !this.hasRaised(e.id, p.id)) return true;
    const cap = p.maxEventsPerMonth;
    return cap !== null && (this.month.get(key(p.id, e.date.slice(0, 7))) ?? 0) + 1 > cap;
  }

  /** Another shift of theirs overlaps the event ("busy") or leaves less than the minimum rest ("rest"). */
  private clash(userId: string, e: RosterEvent): "busy" | "rest" | null {
    const rest = this.rules.minRestHours * HOUR;
    let found: "busy" | "rest" | null = null;
    for (const s of this.shifts.get(userId) ?? []) {
      if (s.startsAt < e.endsAt && s.endsAt > e.startsAt) return "busy";
      const gap = s.startsAt >= e.endsAt ? s.startsAt - e.endsAt : e.startsAt - s.endsAt;
      if (gap < rest) found = "rest";
    }
    return found;
  }

  /** Adds an assignment without asking (the caller asked, or it is the solver's answer being tallied). */
  add(pick: Pick) {
    this.record(pick, true);
    this.added.push(pick);
  }

  private record(a: Pick, isNew: boolean) {
    const e = this.events.get(a.eventId);
    if (!e) return;
    const h = hoursOf(e);
    this.shifts.set(a.userId, [...(this.shifts.get(a.userId) ?? []), e]);
    const bump = (map: Map<string, number>, k: string, by: number) => map.set(k, (map.get(k) ?? 0) + by);
    bump(this.week, key(a.userId, this.weekOf(e.date)), h);
    bump(this.day, key(a.userId, e.date), h);
    bump(this.month, key(a.userId, e.date.slice(0, 7)), 1);
    bump(this.monthHours, key(a.userId, e.date.slice(0, 7)), h);
    if (this.months.has(e.date.slice(0, 7))) bump(this.inPeriod, a.userId, h);
    const count = this.filled.get(a.eventId);
    if (!count) return;
    const users = this.atEvent.get(a.eventId) ?? new Set<string>();
    users.add(a.userId);
    this.atEvent.set(a.eventId, users);
    count[a.qualification]++;
    const p = this.people.get(a.userId);
    if (p && this.rules.buddyMinEvents !== null && p.pastEvents >= this.rules.buddyMinEvents) {
      bump(this.experienced, a.eventId, 1);
    }
    const k = this.rules.firstAidersPerSenior;
    if (isNew && k !== null) bump(this.mixNew, a.eventId, a.qualification === "first_aider" ? -1 : k);
  }
}
