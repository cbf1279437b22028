/**
 * Triage at a mass-casualty incident: sorting, not diagnosis (../shared/design/clinical.md).
 * Each system is a list of steps checked in order; the first that applies gives the category. A
 * step that needs an answer not given yet asks for it, so the same function drives the guided flow
 * on a phone (one question, one tap, then the next) and checks a set of answers sent at once.
 */

export const TRIAGE_SYSTEMS = ["start", "sieve"] as const;
/** `start`: START for adults with JumpSTART for children; `sieve`: the Triage Sieve (MIMMS). */
export type TriageSystem = (typeof TRIAGE_SYSTEMS)[number];

/** T1 immediate (red), T2 urgent (yellow), T3 minor, walking (green), dead (black). */
export const TRIAGE_CATEGORIES = ["T1", "T2", "T3", "dead"] as const;
export type TriageCategory = (typeof TRIAGE_CATEGORIES)[number];

export const AVPU_RESPONSES = ["A", "V", "P_appropriate", "P_inappropriate", "U"] as const;
export type AvpuResponse = (typeof AVPU_RESPONSES)[number];

/** "no" for a child who cannot walk yet (an infant): JumpSTART goes on to the next step. */
export const WALKS_ANSWERS = ["yes", "no", "infant"] as const;
export type WalksAnswer = (typeof WALKS_ANSWERS)[number];

/** Everything a triage may ask, answered or not yet. Rates per minute, refill in seconds. */
export interface TriageAnswers {
  /** START only: a child of about 1 to 8 years is sorted with JumpSTART. */
  child?: boolean;
  /** Sieve only (newer editions): bleeding that kills within minutes. */
  catastrophicHaemorrhage?: boolean;
  walks?: WalksAnswer;
  breathing?: boolean;
  /** Breathes once the airway is opened (repositioned). */
  breathesAfterAirway?: boolean;
  /** JumpSTART: a palpable peripheral pulse. */
  peripheralPulse?: boolean;
  /** JumpSTART: breathes after five rescue breaths. */
  breathesAfterRescueBreaths?: boolean;
  respiratoryRate?: number;
  /** START: a radial pulse can be felt. */
  radialPulse?: boolean;
  capillaryRefillSeconds?: number;
  /** Sieve: heart rate per minute. */
  pulseRate?: number;
  followsCommands?: boolean;
  avpu?: AvpuResponse;
}
export type TriageQuestion = keyof TriageAnswers;

/** The category, or the next question to ask. */
export type TriageOutcome = { category: TriageCategory; system: TriageAlgorithm } | { ask: TriageQuestion };
/** The algorithm that gave the category: the organisation's system, or JumpSTART for a child. */
export type TriageAlgorithm = "start" | "jumpstart" | "sieve";

/** A step: undefined goes on to the next step; a question asks; a category ends. */
type Step = (a: TriageAnswers) => TriageCategory | { ask: TriageQuestion } | undefined;
const ask = (question: TriageQuestion) => ({ ask: question });

/** Asks `question` when it has no answer yet, else runs `then` with the answer. */
function need<K extends TriageQuestion>(
  a: TriageAnswers,
  question: K,
  then: (answer: NonNullable<TriageAnswers[K]>) => TriageCategory | { ask: TriageQuestion } | undefined,
) {
  const answer = a[question];
  return answer === undefined ? ask(question) : then(answer as NonNullable<TriageAnswers[K]>);
}

const START: Step[] = [
  (a) => need(a, "walks", (walks) => (walks === "yes" ? "T3" : undefined)),
  (a) =>
    need(a, "breathing", (breathing) =>
      breathing ? undefined : need(a, "breathesAfterAirway", (after) => (after ? "T1" : "dead")),
    ),
  (a) => need(a, "respiratoryRate", (rate) => (rate > 30 ? "T1" : undefined)),
  (a) => need(a, "radialPulse", (pulse) => (pulse ? undefined : "T1")),
  (a) => need(a, "capillaryRefillSeconds", (refill) => (refill > 2 ? "T1" : undefined)),
  (a) => need(a, "followsCommands", (follows) => (follows ? undefined : "T1")),
  () => "T2",
];

const JUMPSTART: Step[] = [
  // An infant who cannot walk yet is not "minor" for that: the next steps decide.
  (a) => need(a, "walks", (walks) => (walks === "yes" ? "T3" : undefined)),
  (a) =>
    need(a, "breathing", (breathing) =>
      breathing
        ? undefined
        : need(a, "breathesAfterAirway", (after) =>
            after
              ? "T1"
              : need(a, "peripheralPulse", (pulse) =>
                  pulse ? need(a, "breathesAfterRescueBreaths", (breathes) => (breathes ? "T1" : "dead")) : "dead",
                ),
          ),
    ),
  (a) => need(a, "respiratoryRate", (rate) => (rate < 15 || rate > 45 ? "T1" : undefined)),
  (a) => need(a, "peripheralPulse", (pulse) => (pulse ? undefined : "T1")),
  (a) => need(a, "avpu", (avpu) => (avpu === "U" || avpu === "P_inappropriate" ? "T1" : "T2")),
];

const SIEVE: Step[] = [
  (a) => need(a, "catastrophicHaemorrhage", (bleeding) => (bleeding ? "T1" : undefined)),
  (a) => need(a, "walks", (walks) => (walks === "yes" ? "T3" : undefined)),
  (a) =>
    need(a, "breathing", (breathing) =>
      breathing ? undefined : need(a, "breathesAfterAirway", (after) => (after ? "T1" : "dead")),
    ),
  (a) => need(a, "respiratoryRate", (rate) => (rate < 10 || rate > 29 ? "T1" : undefined)),
  (a) => need(a, "capillaryRefillSeconds", (refill) => (refill > 2 ? "T1" : undefined)),
  (a) => need(a, "pulseRate", (pulse) => (pulse > 120 ? "T1" : undefined)),
  () => "T2",
];

const STEPS: Record<TriageAlgorithm, Step[]> = { start: START, jumpstart: JUMPSTART, sieve: SIEVE };

/**
 * The category for these answers under the organisation's system, or the next question. With
 * START, a child (about 1 to 8 years: `child`, asked first when not known) goes through JumpSTART.
 */
export function triage(system: TriageSystem, answers: TriageAnswers): TriageOutcome {
  let algorithm: TriageAlgorithm = system;
  if (system === "start") {
    if (answers.child === undefined) return ask("child");
    if (answers.child) algorithm = "jumpstart";
  }
  for (const step of STEPS[algorithm]) {
    const result = step(answers);
    if (result === undefined) continue;
    return typeof result === "string" ? { category: result, system: algorithm } : result;
  }
  // Every list ends in a category; this line is never reached.
  throw new Error(`triage: ${algorithm} gave no category`);
}

/**
 * A child for JumpSTART from an approximate age in years (up to about 8; an infant too, who goes
 * on past "walks"); unknown when null, so the flow asks.
 */
export const isTriageChild = (ageYears: number | null): boolean | undefined =>
  ageYears === null ? undefined : ageYears <= 8;
