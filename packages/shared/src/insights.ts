import { z } from "zod";
import { LANGUAGES, QUALIFICATIONS } from "./constants";
import { PATIENT_STATUSES, URGENCIES } from "./patients";
import { ARBON_RATE_SOURCES } from "./staffing/arbon";
import { ownRatesView } from "./staffing/forecast";
import { isoDate } from "./validation";

// Insights: figures on patients, staffing, caregiver hours and response for an
// organisation's admins, over a period or for one event.

/**
 * The longest period the figures cover: five years of days, both ends included. Longer ones are
 * typos ("1925" for "2025") that would make every list (events, people, the CSV) as long as the
 * organisation's whole history.
 */
export const INSIGHT_MAX_DAYS = 366 * 5;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * What is wrong with a period of two valid days, as the field message of its end: `invalidPeriod`
 * when it ends before it starts, `periodTooLong` past INSIGHT_MAX_DAYS; null when it is fine.
 */
export function periodProblem(from: string, to: string): "invalidPeriod" | "periodTooLong" | null {
  if (from > to) return "invalidPeriod";
  return dayNumber(to) - dayNumber(from) + 1 > INSIGHT_MAX_DAYS ? "periodTooLong" : null;
}

/** A period's check on its end; a missing end is the server's to fill in and check (it is today). */
const checkPeriod = (v: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  const problem = v.from && v.to ? periodProblem(v.from, v.to) : null;
  if (problem) ctx.addIssue({ code: "custom", path: ["to"], message: problem });
};

/**
 * A period of local calendar days (the planning time zone), both included, at most
 * INSIGHT_MAX_DAYS long; 12 months when left out.
 */
export const insightsQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() }).superRefine(checkPeriod);
export type InsightsQuery = z.infer<typeof insightsQuery>;

/** The figures a CSV download can hold alone; without `section` the download holds them all. */
export const INSIGHT_SECTIONS = [
  "status",
  "urgency",
  "hour",
  "outcome",
  "response",
  "staffingMonths",
  "staffingEvents",
  "hoursPeople",
  "hoursQualifications",
] as const;
export type InsightSection = (typeof INSIGHT_SECTIONS)[number];

const csvFields = { section: z.enum(INSIGHT_SECTIONS).optional(), lang: z.enum(LANGUAGES).optional() };
export const insightsCsvQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional(), ...csvFields })
  .superRefine(checkPeriod);
export const eventInsightsCsvQuery = z.object(csvFields);

const count = z.number().int().min(0);
const countsOf = <const T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, count])) as { [K in T[number]]: typeof count });
const people = z.object({ doctors: count, nurses: count, firstAiders: count });

export const insightsView = z.object({
  /** The days the figures cover: the period asked for, or the event's own days. */
  from: z.string(),
  to: z.string(),
  patients: z.object({
    /** Patients who arrived in the period (or at the event). */
    total: count,
    byStatus: countsOf(PATIENT_STATUSES),
    byUrgency: countsOf(URGENCIES),
    /** Arrivals per local hour of the day, 0 to 23. */
    byHour: z.array(count).length(24),
    /**
     * How the records of events that are over were left: their status now. Patients of events
     * still running are not counted here (`ended` is how many are).
     */
    outcome: z.object({ ended: count, byStatus: countsOf(PATIENT_STATUSES) }),
  }),
  /** From arrival to the first set of vital signs, in minutes. */
  response: z.object({
    measured: count,
    unmeasured: count,
    medianMinutes: z.number().nullable(),
    p90Minutes: z.number().nullable(),
  }),
  staffing: z.object({
    /**
     * Per event, people required and assigned, events still to come included (how well the
     * planning is filled is worth seeing before the day). `filled` counts assigned people up to
     * what each post needs (two extra nurses do not make up for a missing doctor); `fillRate` is
     * filled / required, null when the event needs nobody. At most one row per event of the
     * period, which INSIGHT_MAX_DAYS bounds.
     */
    events: z.array(
      z.object({
        eventId: z.string(),
        name: z.string(),
        date: z.string(),
        required: people,
        assigned: people,
        needed: count,
        filled: count,
        fillRate: z.number().nullable(),
      }),
    ),
    /** The same per local month of the events' start ("2026-06"), oldest first. */
    months: z.array(
      z.object({ month: z.string(), events: count, needed: count, filled: count, fillRate: z.number().nullable() }),
    ),
  }),
  /**
   * Hours worked: each assignment at an event that has ended counts the whole event's duration,
   * as the caregivers' history counts them; shifts still to come (or under way) are not in it.
   */
  hours: z.object({
    people: z.array(
      z.object({
        userId: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        events: count,
        hours: z.number(),
      }),
    ),
    qualifications: z.array(z.object({ qualification: z.enum(QUALIFICATIONS), assignments: count, hours: z.number() })),
  }),
});
export type InsightsView = z.infer<typeof insightsView>;

/**
 * The organisation's figures with the patient rate it learned from its own past events (decision 052), over all its
 * seasons and per calendar year, beside the pooled rate of Arbon et al. 2001 the forecast starts from.
 */
export const organizationInsightsView = insightsView.extend({
  ownRates: z.object({
    arbonRatePer1000: z.number(),
    overall: ownRatesView,
    years: z.array(ownRatesView.extend({ year: z.number() })),
  }),
});
export type OrganizationInsightsView = z.infer<typeof organizationInsightsView>;

/** Forecast against registered patients per hour from the event's start (null while the event has no risk). */
export const forecastSeries = z.object({
  rateSource: z.enum(ARBON_RATE_SOURCES),
  presentationRatePer1000: z.number(),
  forecastTotal: z.number(),
  actualTotal: count,
  hours: z.array(z.object({ startsAt: z.string(), forecast: z.number(), actual: count })),
});
export type ForecastSeries = z.infer<typeof forecastSeries>;

/** One event's figures, with the event they are about. */
export const eventInsightsView = insightsView.extend({
  event: z.object({ id: z.string(), name: z.string() }),
  forecast: forecastSeries.nullable(),
});
export type EventInsightsView = z.infer<typeof eventInsightsView>;

// Calendar arithmetic on YYYY-MM-DD keys, the same on both sides so the server's default period
// is one of the web's quick choices.
const monthStart = (day: string, monthsBack: number) => {
  const [year = 0, month = 1] = day.split("-").map(Number);
  const index = year * 12 + (month - 1) - monthsBack;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
};

export const INSIGHT_PERIODS = ["month", "3m", "12m"] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/**
 * The quick choices: this month, the last 3 months and the last 12 months, each from the first of
 * its oldest month up to today, so the months chart has whole months (12 bars for 12 months).
 */
export function insightPeriod(period: InsightPeriod, today: string): { from: string; to: string } {
  const back = { month: 0, "3m": 2, "12m": 11 }[period];
  return { from: monthStart(today, back), to: today };
}
