/**
 * The roster as a mixed-integer programme (decision 051): a binary x per person, event and post, rows for places,
 * one post per event, clashes (cliques of events closer than the rest), weekly and minors' daily hours, events a
 * month, buddies and the mix, and two continuous excess-hours variables per person for fairness. Built as a sparse
 * row-wise matrix for HiGHS.
 */
import { isMinorOn, postsUnder, weekOf } from "@hulppost/shared/staffing/rules";
import { isExperienced, isFirstTimer, type Ledger, weekCap } from "./ledger";
import { HOUR, hoursOf, key, type Pick, POST_ORDER } from "./roster-data";

/** Per filled place; the bonuses below never add up to another place (decision 051). */
const FILL = 1000;
const RAISED_HAND = 40;
const POST_BONUS = { doctor: 30, nurse: 20, first_aider: 10 } as const;
const BELOW_OWN_POST = 5;
/** Per shift above a fair share of the period's shifts, and more per shift above twice that. */
const OVER_SHARE = 8;
const OVER_TWICE_SHARE = 16;
/** Per hour already worked in the period: fewer hours go first. */
const HOURS_DONE = 0.2;

export interface MipModel {
  vars: Pick[];
  numCols: number;
  colCost: number[];
  colUpper: number[];
  integrality: number[];
  rowLower: number[];
  rowUpper: number[];
  starts: number[];
  indices: number[];
  values: number[];
  /** The greedy answer as a full column vector (a feasible start), or null when it is not in the model. */
  start: number[] | null;
}

interface Options {
  /** Above this many person-event-post variables, each place keeps only its best candidates (plus the greedy's). */
  maxVars: number;
}

export function buildModel(ledger: Ledger, candidates: Map<string, string[]>, greedy: Pick[], options: Options) {
  const { rules, data } = ledger;
  const greedyKeys = new Set(greedy.map((g) => `${g.userId}|${g.eventId}|${g.qualification}`));
  const total = [...candidates.values()].reduce((n, l) => n + l.length, 0);
  const vars: Pick[] = [];
  for (const e of data.events) {
    const lists = POST_ORDER.map((q) => {
      let list = candidates.get(key(e.id, q)) ?? [];
      if (total > options.maxVars) {
        const keep = Math.max(6, 3 * ledger.open(e.id, q));
        // The lists come in the greedy's order (staticCandidates).
        list = list.filter((u, i) => i < keep || ledger.hasRaised(e.id, u) || greedyKeys.has(`${u}|${e.id}|${q}`));
      }
      return { q, list };
    });
    // A first-timer only where a buddy is, or can be, at the event.
    const buddyNeeded = rules.buddyMinEvents !== null && ledger.buddiesAt(e.id) === 0;
    const buddyPossible = lists.some((l) =>
      l.list.some((u) => {
        const p = ledger.people.get(u);
        return p !== undefined && isExperienced(rules, p);
      }),
    );
    for (const { q, list } of lists) {
      for (const userId of list) {
        const p = ledger.people.get(userId);
        if (!p || (buddyNeeded && !buddyPossible && isFirstTimer(rules, p))) continue;
        vars.push({ userId, eventId: e.id, qualification: q });
      }
    }
  }
  return assemble(ledger, vars, greedyKeys);
}

function assemble(ledger: Ledger, vars: Pick[], greedyKeys: Set<string>): MipModel {
  const { rules, data } = ledger;
  const m = new Rows();
  const event = new Map(data.events.map((e) => [e.id, e]));
  const eventOf = (j: number) => event.get(vars[j]?.eventId ?? "");
  const hours = (j: number) => {
    const e = eventOf(j);
    return e ? hoursOf(e) : 0;
  };
  const all = vars.map((_, j) => j);
  const ones = (cols: number[]) => cols.map((j): [number, number] => [j, 1]);
  const weighted = (cols: number[]) => cols.map((j): [number, number] => [j, hours(j)]);

  const periodHours = (u: string) => data.months.reduce((s, month) => s + ledger.hoursIn(u, month), 0);
  const colCost = vars.map((v) => {
    const p = ledger.people.get(v.userId);
    const own = p ? postsUnder(rules, p)[0] : undefined;
    return (
      FILL +
      (ledger.hasRaised(v.eventId, v.userId) ? RAISED_HAND : 0) +
      POST_BONUS[v.qualification] -
      (own === v.qualification ? 0 : BELOW_OWN_POST) -
      HOURS_DONE * periodHours(v.userId)
    );
  });

  // Places per post and event.
  let places = 0;
  for (const cols of group(all, (j) => `${vars[j]?.eventId}|${vars[j]?.qualification}`).values()) {
    const first = vars[cols[0] ?? -1];
    const open = first ? ledger.open(first.eventId, first.qualification) : 0;
    m.row(ones(cols), open);
    places += open;
  }
  // One post per person and event.
  for (const cols of group(all, (j) => `${vars[j]?.userId}|${vars[j]?.eventId}`).values()) {
    if (cols.length > 1) m.row(ones(cols), 1);
  }

  const byPerson = group(all, (j) => vars[j]?.userId ?? "");
  const fairness: boolean[] = [];
  const periodEvents = (u: string) => data.months.reduce((s, month) => s + ledger.eventsInMonth(u, month), 0);
  /** The fair share: shifts a person would work in the period if every place were filled by everyone alike. */
  const share = byPerson.size
    ? Math.max(1, Math.ceil(([...byPerson.keys()].reduce((s, u) => s + periodEvents(u), 0) + places) / byPerson.size))
    : 1;

  for (const [userId, cols] of byPerson) {
    const person = ledger.people.get(userId);
    if (!person) continue;
    for (const clique of clashCliques(cols, eventOf, rules.minRestHours * HOUR)) m.row(ones(clique), 1);
    for (const [w, inWeek] of group(cols, (j) => weekOf(eventOf(j)?.date ?? ""))) {
      const room = weekCap(rules, person, w) - ledger.weekHours(userId, w);
      if (maxHours(inWeek, eventOf) > room + 1e-9) m.row(weighted(inWeek), room);
    }
    for (const [d, onDay] of group(cols, (j) => eventOf(j)?.date ?? "")) {
      const room = rules.minorMaxHoursPerDay - ledger.dayHours(userId, d);
      if (isMinorOn(person.birthDate, d) && maxHours(onDay, eventOf) > room + 1e-9) m.row(weighted(onDay), room);
    }
    const cap = person.maxEventsPerMonth;
    if (cap !== null) {
      for (const [month, inMonth] of group(cols, (j) => eventOf(j)?.date.slice(0, 7) ?? "")) {
        const room = cap - ledger.eventsInMonth(userId, month);
        if (new Set(inMonth.map((j) => vars[j]?.eventId)).size > room) m.row(ones(inMonth), room);
      }
    }
    // Fairness: each shift in the period beyond the fair share costs a little, beyond twice that more.
    const done = periodEvents(userId);
    const most = done + new Set(cols.map((j) => vars[j]?.eventId)).size;
    for (const tier of [1, 2]) {
      if (most <= tier * share) continue;
      m.row([...ones(cols), [vars.length + fairness.length, -1]], tier * share - done);
      fairness.push(tier === 2);
    }
  }

  // Buddies and the mix, per event.
  for (const [eventId, cols] of group(all, (j) => vars[j]?.eventId ?? "")) {
    if (rules.buddyMinEvents !== null && ledger.buddiesAt(eventId) === 0) {
      const buddies = cols.filter((j) => {
        const p = ledger.people.get(vars[j]?.userId ?? "");
        return p !== undefined && isExperienced(rules, p);
      });
      for (const [userId, own] of group(cols, (j) => vars[j]?.userId ?? "")) {
        const p = ledger.people.get(userId);
        if (p && isFirstTimer(rules, p)) m.row([...ones(own), ...buddies.map((j): [number, number] => [j, -1])], 0);
      }
    }
    const k = rules.firstAidersPerSenior;
    if (k !== null && cols.some((j) => vars[j]?.qualification === "first_aider")) {
      m.row(
        cols.map((j) => [j, vars[j]?.qualification === "first_aider" ? 1 : -k]),
        ledger.mixRoom(eventId),
      );
    }
  }

  const inStart = vars.map((v) => (greedyKeys.has(`${v.userId}|${v.eventId}|${v.qualification}`) ? 1 : 0));
  const complete = inStart.reduce<number>((s, x) => s + x, 0) === greedyKeys.size;
  // The solver never fills fewer places than the greedy pass (whose answer is also its start).
  if (complete && greedyKeys.size > 0) m.row(ones(all), Number.POSITIVE_INFINITY, greedyKeys.size);
  return {
    vars,
    numCols: vars.length + fairness.length,
    colCost: [...colCost, ...fairness.map((twice) => (twice ? -OVER_TWICE_SHARE : -OVER_SHARE))],
    colUpper: [...vars.map(() => 1), ...fairness.map(() => Number.POSITIVE_INFINITY)],
    integrality: [...vars.map(() => 1), ...fairness.map(() => 0)],
    ...m.done(),
    start: complete ? [...inStart, ...fairness.map(() => 0)] : null,
  };
}

/** Sparse rows `lower <= a·x <= upper`, compressed row-wise. */
class Rows {
  private readonly lower: number[] = [];
  private readonly upper: number[] = [];
  private readonly starts: number[] = [0];
  private readonly indices: number[] = [];
  private readonly values: number[] = [];

  row(entries: [number, number][], upper: number, lower = Number.NEGATIVE_INFINITY) {
    if (!entries.length) return;
    for (const [i, v] of entries) {
      this.indices.push(i);
      this.values.push(v);
    }
    this.starts.push(this.indices.length);
    this.lower.push(lower);
    this.upper.push(upper);
  }

  done() {
    const { lower, upper, starts, indices, values } = this;
    return { rowLower: lower, rowUpper: upper, starts, indices, values };
  }
}

/**
 * Two events clash for one person when they overlap or leave less than the rest between them, i.e. when their
 * intervals padded by the rest overlap: an interval graph, whose maximal cliques are the sets of padded intervals
 * around each start. One row per clique says "at most one of these" (it implies every pairwise row).
 */
function clashCliques(cols: number[], eventOf: (j: number) => ShiftLike | undefined, rest: number): number[][] {
  const spans = [...group(cols, (j) => eventOf(j)?.id ?? "").values()]
    .map((own) => {
      const e = eventOf(own[0] ?? -1);
      return { start: e?.startsAt ?? 0, end: (e?.endsAt ?? 0) + rest, own };
    })
    .sort((a, b) => a.start - b.start);
  const sets: number[][] = [];
  for (const s of spans) {
    // Everyone whose padded interval contains this start (a later one with the same start too).
    const members: number[] = [];
    for (const [k, o] of spans.entries()) if (o.start <= s.start && o.end > s.start) members.push(k);
    if (members.length > 1) sets.push(members);
  }
  const cliques = sets.filter(
    (set, i) =>
      !sets.some(
        (other, k) =>
          k !== i &&
          other.length >= set.length &&
          set.every((m) => other.includes(m)) &&
          (other.length > set.length || k < i),
      ),
  );
  return cliques.map((members) => members.flatMap((k) => spans[k]?.own ?? []));
}

interface ShiftLike {
  id: string;
  startsAt: number;
  endsAt: number;
}

/** The most hours the columns can add (one post per event). */
function maxHours(cols: number[], eventOf: (j: number) => ShiftLike | undefined) {
  const seen = new Map<string, number>();
  for (const j of cols) {
    const e = eventOf(j);
    if (e) seen.set(e.id, hoursOf(e));
  }
  return [...seen.values()].reduce((s, h) => s + h, 0);
}

function group(cols: number[], by: (j: number) => string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const j of cols) {
    const k = by(j);
    const list = out.get(k);
    if (list) list.push(j);
    else out.set(k, [j]);
  }
  return out;
}
