/**
 * The Maurer scheme ("Maurer-Schema", Klaus Maurer, Berufsfeuerwehr Hamburg; published in K. Maurer, H. Peter (Hrsg.),
 * "Gefahrenabwehr bei Großveranstaltungen", Wien 2005): a risk score for an event from its visitors, its kind and its
 * special hazards, and the first-aid staffing a table prescribes for that score.
 *
 * The book itself is not available to us. Every number below is taken from the open-source reproduction
 * moabits/sicherheitskonzept, src/views/MaurerView.vue (commit c084ee945a4fc28eae1f5e2f142dc2bcf19aa623), which cites
 * that book and the German Wikipedia article "Maurer-Schema"; the algorithm's outline (permitted and expected visitors
 * → points, multiplied by the event type's weight, plus points for prominent guests and police findings → a score →
 * tables) is confirmed by the Wikipedia article's copies. The decision record on demand models says what differs
 * between sources.
 * Pure and dependency-light so the web, the API and the tests compute the same staffing.
 */
import { z } from "zod";

/**
 * Event types with their weight ("Wichtungsfaktor", the event's propensity for danger). Source: MaurerView.vue,
 * `factor()` and `eventCategoryName()`. Only types the reproduction gives an explicit weight are listed: its "Kirmes"
 * and "Kongress" fall through to a default, which is not a published weight.
 */
export const MAURER_EVENT_WEIGHTS = {
  /** Allgemeine Sportveranstaltung. */
  sport_general: 0.3,
  /** Langlauf. */
  cross_country_run: 0.3,
  /** Radrennen. */
  cycle_race: 0.3,
  /** Tanzsportveranstaltung. */
  dance_sport: 0.3,
  /** Ausstellung. */
  exhibition: 0.3,
  /** Basar. */
  bazaar: 0.3,
  /** Demonstration. */
  demonstration: 0.8,
  /** Motorsportveranstaltung. */
  motor_sport: 0.8,
  /** Feuerwerk. */
  fireworks: 0.4,
  /** Kombi-Veranstaltung (Sport, Musik, Show). */
  combined_sport_music_show: 0.4,
  /** Stadtteilfest. */
  neighbourhood_festival: 0.4,
  /** Straßenfest. */
  street_festival: 0.4,
  /** Weihnachtsmarkt. */
  christmas_market: 0.4,
  /** (Fernseh-)Show. */
  tv_show: 0.4,
  /** Fußballspiele/-turniere. */
  football: 0.4,
  /** Flohmarkt. */
  flea_market: 0.2,
  /** Martinsumzug. */
  lantern_parade: 0.2,
  /** Reitsportveranstaltung. */
  equestrian: 0.2,
  /** Messe/Kongress: the reproduction labels this entry "Messe" and comments it "Kongresse". */
  trade_fair_congress: 0.2,
  /** Schauspiel/Theater. */
  theatre: 0.2,
  /** Oper/Operette/Musical. */
  opera_musical: 0.2,
  /** Flugveranstaltung. */
  air_show: 0.9,
  /** Karnevalsveranstaltung. */
  carnival: 0.7,
  /** Karnevalsumzug. */
  carnival_parade: 0.7,
  /** Volksfest. */
  folk_festival: 0.5,
  /** Kundgebung. */
  rally: 0.5,
  /** Schützenfest. */
  marksmen_festival: 0.5,
  /** Musikveranstaltung (Megaparty). */
  mega_party: 0.5,
  /** Konzert (open air). */
  concert: 1.0,
  /** Rockkonzert. */
  rock_concert: 1.2,
  /** Rockkonzert mit Boygroup. */
  rock_concert_boy_group: 1.2,
  /** Volkswandern. */
  walking_event: 0.1,
} as const;
export type MaurerEventType = keyof typeof MAURER_EVENT_WEIGHTS;
export const MAURER_EVENT_TYPES = Object.keys(MAURER_EVENT_WEIGHTS) as [MaurerEventType, ...MaurerEventType[]];

/**
 * Points for the permitted number of visitors: [upper bound inclusive, points]. Above the last band one more point per
 * started 10,000 (MaurerView.vue, `visitorPoints()`).
 */
export const MAURER_PERMITTED_VISITOR_BANDS: readonly (readonly [number, number])[] = [
  [500, 1],
  [1000, 2],
  [1500, 3],
  [3000, 4],
  [6000, 5],
  [10000, 6],
  [20000, 7],
];
/** An event inside a building doubles the permitted visitors' points (MaurerView.vue, `visitors`). */
export const MAURER_INDOOR_MULTIPLIER = 2;
/** One point per 500 expected visitors, not rounded (MaurerView.vue, `visitors`). */
export const MAURER_EXPECTED_VISITORS_PER_POINT = 500;
/** Two points per prominent guest (10 per 5), at most 30 (MaurerView.vue, `risk`). */
export const MAURER_POINTS_PER_PROMINENT_GUEST = 2;
export const MAURER_PROMINENT_GUESTS_MAX_POINTS = 30;
/** Police findings of a readiness for violence (MaurerView.vue, `risk`). */
export const MAURER_POLICE_RISK_POINTS = 10;

/**
 * The staffing tables: for each resource, [upper bound of the score inclusive, count]; the last band has no upper
 * bound. Source: MaurerView.vue, computed `helfer`, `ktw`, `rtw`, `na`, `grtw`, `uhs`, `el`.
 */
export const MAURER_TABLES = {
  /** Sanitätshelfer (first aiders). */
  firstAiders: [
    [2, 0],
    [4, 3],
    [13.5, 5],
    [22, 10],
    [40, 20],
    [60, 30],
    [80, 40],
    [100, 80],
    [110, 100],
    [120, 120],
    [Number.POSITIVE_INFINITY, 160],
  ],
  /** KTW, patient transport ambulances (crew not included). */
  patientTransportAmbulances: [
    [4, 0],
    [13, 1],
    [25, 2],
    [40, 3],
    [60, 4],
    [80, 5],
    [100, 6],
    [110, 7],
    [120, 8],
    [Number.POSITIVE_INFINITY, 10],
  ],
  /** RTW, emergency ambulances (crew not included). */
  emergencyAmbulances: [
    [6, 0],
    [25.5, 1],
    [45.5, 2],
    [60.5, 3],
    [75.5, 4],
    [100, 5],
    [120, 6],
    [Number.POSITIVE_INFINITY, 7],
  ],
  /** NA, emergency doctors. */
  emergencyDoctors: [
    [13, 0],
    [30, 1],
    [60, 2],
    [90, 3],
    [120, 4],
    [Number.POSITIVE_INFINITY, 5],
  ],
  /** GRTW, large-capacity ambulances (crew not included). */
  largeAmbulances: [
    [90, 0],
    [Number.POSITIVE_INFINITY, 1],
  ],
  /** UHS, first-aid posts ("Unfallhilfsstellen", staff not included). */
  firstAidPosts: [
    [50, 0],
    [80, 1],
    [110, 2],
    [Number.POSITIVE_INFINITY, 3],
  ],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;
export type MaurerResource = keyof typeof MAURER_TABLES;

/** Command: none up to 30 points, a reduced staff above 30, a full staff above 60 (MaurerView.vue, `el`). */
export const MAURER_COMMAND_LEVELS = ["none", "reduced", "full"] as const;
export type MaurerCommandLevel = (typeof MAURER_COMMAND_LEVELS)[number];
export const MAURER_REDUCED_COMMAND_ABOVE = 30;
export const MAURER_FULL_COMMAND_ABOVE = 60;

/** The contract a route validates an event's Maurer fields with. */
export const maurerInput = z.object({
  /** Maximum permitted visitors (the venue's capacity). */
  permittedVisitors: z.number().int().min(0).max(10_000_000),
  /** Visitors actually expected (tickets sold, an estimate). */
  expectedVisitors: z.number().int().min(0).max(10_000_000),
  eventType: z.enum(MAURER_EVENT_TYPES),
  /** In a closed building ("geschlossene bauliche Anlage"). */
  indoor: z.boolean(),
  /** Prominent guests, usually under police protection. */
  prominentGuests: z.number().int().min(0).max(1000),
  /** The police know of an increased readiness for violence. */
  policeRiskOfViolence: z.boolean(),
});
export type MaurerInput = z.infer<typeof maurerInput>;

export interface MaurerStaffing {
  firstAiders: number;
  patientTransportAmbulances: number;
  emergencyAmbulances: number;
  emergencyDoctors: number;
  largeAmbulances: number;
  firstAidPosts: number;
  command: MaurerCommandLevel;
}

export interface MaurerResult {
  /** The parts, so the page can show the reasoning. */
  parts: {
    permittedVisitorPoints: number;
    /** Permitted points after the indoor doubling. */
    permittedVisitorPointsWeighted: number;
    expectedVisitorPoints: number;
    /** Permitted (weighted) plus expected points. */
    visitorPoints: number;
    eventWeight: number;
    prominentGuestPoints: number;
    policeRiskPoints: number;
  };
  /** visitorPoints × eventWeight + prominentGuestPoints + policeRiskPoints, unrounded. */
  score: number;
  /** The score rounded to a whole number, which the tables are read with (as the reproduction does). */
  points: number;
  staffing: MaurerStaffing;
}

/** Points for the permitted number of visitors, before the indoor doubling. */
export function permittedVisitorPoints(permitted: number): number {
  for (const [upTo, points] of MAURER_PERMITTED_VISITOR_BANDS) {
    if (permitted <= upTo) return points;
  }
  return 7 + Math.ceil((permitted - 20000) / 10000);
}

function lookUp(table: readonly (readonly [number, number])[], points: number): number {
  for (const [upTo, count] of table) {
    if (points <= upTo) return count;
  }
  // The last band of every table is unbounded, so this is never reached.
  return table[table.length - 1]?.[1] ?? 0;
}

/** The staffing the tables prescribe for a whole number of points. */
export function maurerStaffingForPoints(points: number): MaurerStaffing {
  return {
    firstAiders: lookUp(MAURER_TABLES.firstAiders, points),
    patientTransportAmbulances: lookUp(MAURER_TABLES.patientTransportAmbulances, points),
    emergencyAmbulances: lookUp(MAURER_TABLES.emergencyAmbulances, points),
    emergencyDoctors: lookUp(MAURER_TABLES.emergencyDoctors, points),
    largeAmbulances: lookUp(MAURER_TABLES.largeAmbulances, points),
    firstAidPosts: lookUp(MAURER_TABLES.firstAidPosts, points),
    command: points > MAURER_FULL_COMMAND_ABOVE ? "full" : points > MAURER_REDUCED_COMMAND_ABOVE ? "reduced" : "none",
  };
}

/** The Maurer score of an event, its parts, and the staffing it prescribes. */
export function scoreMaurer(input: MaurerInput): MaurerResult {
  const permitted = permittedVisitorPoints(input.permittedVisitors);
  const permittedWeighted = permitted * (input.indoor ? MAURER_INDOOR_MULTIPLIER : 1);
  const expected = input.expectedVisitors / MAURER_EXPECTED_VISITORS_PER_POINT;
  const visitorPoints = permittedWeighted + expected;
  const eventWeight = MAURER_EVENT_WEIGHTS[input.eventType];
  const prominentGuestPoints = Math.min(
    input.prominentGuests * MAURER_POINTS_PER_PROMINENT_GUEST,
    MAURER_PROMINENT_GUESTS_MAX_POINTS,
  );
  const policeRiskPoints = input.policeRiskOfViolence ? MAURER_POLICE_RISK_POINTS : 0;
  // Rounded to 4 decimals so 0.1-step weights do not leave 3.5399999… in what the page shows.
  const score = Math.round((visitorPoints * eventWeight + prominentGuestPoints + policeRiskPoints) * 10_000) / 10_000;
  const points = Math.round(score);
  return {
    parts: {
      permittedVisitorPoints: permitted,
      permittedVisitorPointsWeighted: permittedWeighted,
      expectedVisitorPoints: expected,
      visitorPoints,
      eventWeight,
      prominentGuestPoints,
      policeRiskPoints,
    },
    score,
    points,
    staffing: maurerStaffingForPoints(points),
  };
}
