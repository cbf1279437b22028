/**
 * The proposal's steps (decision 051), pure but for the solver: the greedy floor, the model, HiGHS, the repair of
 * what the narrowed model could not see, and the independent check of the answer.
 */
import type { SolveStatus } from "@hulppost/shared/roster";
import { checkRoster, type Violation } from "@hulppost/shared/staffing/rules";
import { fillGreedily, staticCandidates } from "./greedy";
import { Ledger } from "./ledger";
import { buildModel } from "./model";
import { type Pick, POST_ORDER, type RosterData } from "./roster-data";
import { solveMip } from "./solve";

export interface PlanOptions {
  /** The solver's time limit: its best answer by then. */
  seconds: number;
  /** Above this many variables each place keeps only its best candidates. */
  maxVars: number;
  /** When the solver must stop at the latest (performance.now() ms), if sooner than `seconds` from its start. */
  deadline?: number;
}

export const PLAN_DEFAULTS: PlanOptions = { seconds: 7, maxVars: 40_000 };

export interface Plan {
  picks: Pick[];
  /** The rules tallied with the existing assignments only, and with the proposal added. */
  before: Ledger;
  after: Ledger;
  places: number;
  greedyFilled: number;
  status: SolveStatus;
  solveMs: number;
  variables: number;
}

export async function planRoster(data: RosterData, options: PlanOptions = PLAN_DEFAULTS): Promise<Plan> {
  const before = new Ledger(data);
  const places = data.events.reduce((n, e) => n + POST_ORDER.reduce((m, q) => m + before.open(e.id, q), 0), 0);
  const candidates = staticCandidates(before);
  const greedyLedger = new Ledger(data);
  const greedy = fillGreedily(greedyLedger, candidates);
  const base = { before, places, greedyFilled: greedy.length };
  if (places === 0) {
    return { ...base, picks: [], after: greedyLedger, status: "nothingToFill", solveMs: 0, variables: 0 };
  }
  const model = buildModel(before, candidates, greedy, { maxVars: options.maxVars });
  const left = options.deadline === undefined ? options.seconds : (options.deadline - performance.now()) / 1000;
  const seconds = Math.max(1, Math.min(options.seconds, left));
  const answer = model.vars.length ? await solveMip(model, seconds) : null;
  const solved = answer?.values ? model.vars.filter((_, j) => (answer.values?.[j] ?? 0) > 0.5) : greedy;
  const after = new Ledger(data);
  for (const pick of solverOrder(after, solved)) after.add(pick);
  // Places the narrowed model left open, filled greedily from everyone.
  fillGreedily(after, candidates);
  const useGreedy = after.added.length < greedy.length;
  return {
    ...base,
    picks: useGreedy ? greedy : after.added,
    after: useGreedy ? greedyLedger : after,
    status: answer?.status === "timeLimit" ? "timeLimit" : "optimal",
    solveMs: Math.round(answer?.ms ?? 0),
    variables: model.vars.length,
  };
}

/** Seniors and buddies first, so the tally reads like an admin assigning them one by one. */
export function solverOrder<T extends Pick>(ledger: Ledger, picks: T[]): T[] {
  const rank = (p: Pick) =>
    POST_ORDER.indexOf(p.qualification) * 2 + ((ledger.people.get(p.userId)?.pastEvents ?? 0) > 0 ? 0 : 1);
  return [...picks].sort((a, b) => rank(a) - rank(b));
}

const violationKey = (v: Violation) => `${v.rule}|${v.eventId}|${v.userId ?? ""}|${v.otherEventId ?? ""}`;

/** Rule breaks the picks add to the existing assignments, found by the shared checker (the independent judge). */
export function newViolations(data: RosterData, picks: Pick[]): Violation[] {
  const input = { rules: data.rules, events: [...data.events, ...data.otherEvents], people: data.people };
  const existing = new Set(checkRoster({ ...input, assignments: data.assignments }).map(violationKey));
  return checkRoster({ ...input, assignments: [...data.assignments, ...picks] }).filter(
    (v) => !existing.has(violationKey(v)),
  );
}
