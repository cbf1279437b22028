/**
 * NEWS2 — National Early Warning Score 2 (Royal College of Physicians, 2017).
 *
 * Pure and dependency-free so the web app, the API and the tests all score a set of vital signs the same way.
 * Every parameter is scored with "at most" thresholds instead of the chart's integer ranges, so a fractional value
 * (a temperature of 38.05, a rate typed as 20.5) always lands in a band and never falls in a gap between two ranges.
 */

/** The ACVPU scale; anything other than "alert" counts as new confusion or worse. */
export const ACVPU = ["alert", "confusion", "voice", "pain", "unresponsive"] as const;
export type Consciousness = (typeof ACVPU)[number];

/** The seven parameters of a complete NEWS2 set, in the order of the chart. */
export const NEWS2_PARAMETERS = [
  "respiratoryRate",
  "spo2",
  "onOxygen",
  "systolic",
  "heartRate",
  "consciousness",
  "temperature",
] as const;
export type News2Parameter = (typeof NEWS2_PARAMETERS)[number];

/**
 * The observations of one moment. Every field is optional because observations are often recorded one at a time;
 * null and undefined both mean "not measured".
 */
export interface News2Input {
  /** Breaths per minute. */
  respiratoryRate?: number | null;
  /** Oxygen saturation in percent. */
  spo2?: number | null;
  /** True when the patient receives supplemental oxygen, false when breathing room air. */
  onOxygen?: boolean | null;
  /** Systolic blood pressure in mmHg. */
  systolic?: number | null;
  /** Pulse in beats per minute. */
  heartRate?: number | null;
  /** Level of consciousness on the ACVPU scale. */
  consciousness?: Consciousness | null;
  /** Temperature in °C. */
  temperature?: number | null;
}

/**
 * The clinical risk bands: low (0–4), low_medium (a single 3 with a total under 5, urgent ward-based review),
 * medium (5–6, urgent response) and high (7 or more, emergency response).
 */
export type News2Risk = "low" | "low_medium" | "medium" | "high";

export interface News2Result {
  /** Points of each parameter that was given (0–3); a parameter not given has no entry. */
  parts: Partial<Record<News2Parameter, number>>;
  /** The parameters missing from the set, in NEWS2_PARAMETERS order; the total needs all seven. */
  missing: News2Parameter[];
  /** The sum, or null when a parameter is missing. */
  total: number | null;
  /** The clinical risk band, or null when a parameter is missing. */
  risk: News2Risk | null;
  /** True when one parameter scored 3 (decides low_medium when the total is under 5). */
  singleThree: boolean;
  /** Which SpO2 scale was used. */
  scale: 1 | 2;
}

/**
 * Options for scoring. `scale2` selects SpO2 scale 2, which is only for patients with a prescribed saturation target
 * of 88–92 % (hypercapnic respiratory failure); everyone else is scored on scale 1.
 */
export interface News2Options {
  scale2?: boolean;
}

/** A measured number, or null when it is not given or not a real number (NaN would otherwise score as the top band). */
function measured(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function respiratoryRatePoints(rate: number): number {
  if (rate <= 8) return 3;
  if (rate <= 11) return 1;
  if (rate <= 20) return 0;
  if (rate <= 24) return 2;
  return 3;
}

function spo2Scale1Points(spo2: number): number {
  if (spo2 <= 91) return 3;
  if (spo2 <= 93) return 2;
  if (spo2 <= 95) return 1;
  return 0;
}

/**
 * Scale 2 accepts 88–92 % as the target and scores high saturations only when they come from oxygen, because
 * over-oxygenation is the danger for these patients; the same saturation on room air is harmless.
 */
function spo2Scale2Points(spo2: number, onOxygen: boolean): number {
  if (spo2 <= 83) return 3;
  if (spo2 <= 85) return 2;
  if (spo2 <= 87) return 1;
  if (spo2 <= 92) return 0;
  if (!onOxygen) return 0;
  if (spo2 <= 94) return 1;
  if (spo2 <= 96) return 2;
  return 3;
}

function systolicPoints(systolic: number): number {
  if (systolic <= 90) return 3;
  if (systolic <= 100) return 2;
  if (systolic <= 110) return 1;
  if (systolic <= 219) return 0;
  return 3;
}

function heartRatePoints(rate: number): number {
  if (rate <= 40) return 3;
  if (rate <= 50) return 1;
  if (rate <= 90) return 0;
  if (rate <= 110) return 1;
  if (rate <= 130) return 2;
  return 3;
}

function temperaturePoints(temperature: number): number {
  if (temperature <= 35.0) return 3;
  if (temperature <= 36.0) return 1;
  if (temperature <= 38.0) return 0;
  if (temperature <= 39.0) return 1;
  return 2;
}

/** Points of a number, or null when it was not measured. */
function pointsOf(value: number | null | undefined, score: (value: number) => number): number | null {
  const number = measured(value);
  return number === null ? null : score(number);
}

/**
 * Points of one parameter, or null when the value is null/undefined. spo2 needs onOxygen for scale 2 (treat a
 * missing onOxygen as air for the SpO2 part only).
 *
 * Scoring one parameter on its own lets a form colour each value as it is typed, before the set is complete.
 * A missing onOxygen counts as air for SpO2 because that gives the lower, non-alarming score; the missing onOxygen
 * itself still keeps the total from being computed.
 */
export function news2Part(parameter: News2Parameter, input: News2Input, options: News2Options = {}): number | null {
  switch (parameter) {
    case "respiratoryRate":
      return pointsOf(input.respiratoryRate, respiratoryRatePoints);
    case "spo2":
      return options.scale2
        ? pointsOf(input.spo2, (spo2) => spo2Scale2Points(spo2, input.onOxygen === true))
        : pointsOf(input.spo2, spo2Scale1Points);
    case "onOxygen":
      if (input.onOxygen === true) return 2;
      if (input.onOxygen === false) return 0;
      return null;
    case "systolic":
      return pointsOf(input.systolic, systolicPoints);
    case "heartRate":
      return pointsOf(input.heartRate, heartRatePoints);
    case "consciousness":
      if (input.consciousness === null || input.consciousness === undefined) return null;
      return input.consciousness === "alert" ? 0 : 3;
    case "temperature":
      return pointsOf(input.temperature, temperaturePoints);
  }
}

/** The risk band of a complete total; a single 3 raises an otherwise low score because one extreme value matters. */
function riskOf(total: number, singleThree: boolean): News2Risk {
  if (total >= 7) return "high";
  if (total >= 5) return "medium";
  if (singleThree) return "low_medium";
  return "low";
}

/**
 * Scores a set of observations. The total and risk are only given for a complete set of all seven parameters,
 * because a partial sum would look reassuringly low; instead `missing` says what still has to be measured, while
 * `parts` still scores what was given.
 */
export function scoreNews2(input: News2Input, options: News2Options = {}): News2Result {
  const parts: Partial<Record<News2Parameter, number>> = {};
  const missing: News2Parameter[] = [];
  let sum = 0;
  for (const parameter of NEWS2_PARAMETERS) {
    const points = news2Part(parameter, input, options);
    if (points === null) {
      missing.push(parameter);
    } else {
      parts[parameter] = points;
      sum += points;
    }
  }
  const singleThree = Object.values(parts).some((points) => points === 3);
  const complete = missing.length === 0;
  return {
    parts,
    missing,
    total: complete ? sum : null,
    risk: complete ? riskOf(sum, singleThree) : null,
    singleThree,
    scale: options.scale2 ? 2 : 1,
  };
}

/** Why a score should be read with care: NEWS2 was not validated for these patients. */
export type News2Warning = "under16" | "pregnancy";

/**
 * The score is not validated under 16 or in pregnancy (age unknown → no under16 warning).
 *
 * The score is still shown with these warnings, so the caregiver can weigh it instead of losing it.
 */
export function news2Warnings(patient: { ageYears: number | null; pregnant: boolean }): News2Warning[] {
  const warnings: News2Warning[] = [];
  if (patient.ageYears !== null && patient.ageYears < 16) warnings.push("under16");
  if (patient.pregnant) warnings.push("pregnancy");
  return warnings;
}

/**
 * Age in whole years on a date, from a YYYY-MM-DD birth date (null when not given).
 *
 * The birth date is a calendar date, so it is compared with the local calendar date of `on` rather than with a UTC
 * timestamp, which could be a day off near midnight. A birthday on 29 February counts from 1 March in other years.
 * A malformed or impossible date, or one after `on`, also gives null, because a wrong age is worse than none.
 */
export function ageInYears(birthDate: string | null, on: Date): number | null {
  if (birthDate === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const onMonth = on.getMonth() + 1;
  const onDay = on.getDate();
  const hadBirthday = onMonth > month || (onMonth === month && onDay >= day);
  const age = on.getFullYear() - year - (hadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}
