/**
 * An event's expected demand and the staffing Hulppost suggests from it (decision 052): the Maurer scheme read for
 * the peak crowd, Arbon's rates (or the organisation's own) for the total attendance, and the mapping of both onto
 * Hulppost's five posts, with the model line that gave each number so the page can show its reasoning.
 */
import { z } from "zod";
import { EVENT_REQUIRED_MAX } from "../constants";
import { editVersion } from "../validation";
import { ARBON_RATE_SOURCES, type ArbonForecast, forecastArbon } from "./arbon";
import { MAURER_COMMAND_LEVELS, type MaurerResult, scoreMaurer } from "./maurer";
import { type EventRisk, eventRisk } from "./risk";

/** The body of PUT …/risk: the whole risk, or null to clear it, with the event's version (decision 036). */
export const eventRiskBody = z.object({ risk: eventRisk.nullable(), version: editVersion }).strict();
export type EventRiskBody = z.infer<typeof eventRiskBody>;
/** The body of POST …/apply-suggested-staffing: only the version the page showed the suggestion at. */
export const applySuggestionBody = z.object({ version: editVersion }).strict();

/** Own rates replace the paper's only from this many past events with attendance and registered patients. */
export const OWN_RATES_MIN_EVENTS = 3;
/**
 * Hulppost's own assumption, not the sources': a nurse sees two patients an hour (about 30 minutes each). Neither
 * Maurer (which has no nurses) nor Arbon's abstract gives a treatment time; decision 052 says so.
 */
export const PATIENTS_PER_NURSE_HOUR = 2;

export const SUGGESTED_POSTS = ["doctors", "nurses", "firstAiders", "ambulances", "tents"] as const;
export type SuggestedPost = (typeof SUGGESTED_POSTS)[number];
/** Which model line gave a number: the page turns each into a sentence with the figures in `inputs`. */
export const SUGGESTION_BASES = [
  "maurerEmergencyDoctors",
  "arbonPatientsPerHour",
  "arbonNoPatients",
  "maurerFirstAiders",
  "maurerAmbulances",
  "maurerFirstAidPosts",
  "atLeastOneTent",
  "noStaff",
] as const;
export type SuggestionBasis = (typeof SUGGESTION_BASES)[number];
/** Risk factors the sources name but whose coefficients we could not cite (decision 049): shown, not computed. */
export const RISK_NOTES = ["alcohol", "standing", "outdoor", "temperature", "humidity"] as const;
export type RiskNote = (typeof RISK_NOTES)[number];

const suggestionLine = z.object({
  post: z.enum(SUGGESTED_POSTS),
  count: z.number(),
  basis: z.enum(SUGGESTION_BASES),
  /** The figures the sentence names (points, KTW/RTW/GRTW, patients an hour). */
  inputs: z.record(z.string(), z.number()),
});
export type SuggestionLine = z.infer<typeof suggestionLine>;

export const ownRatesView = z.object({
  /** Past events that count: ended, not cancelled, with a risk (attendance) and at least one registered patient. */
  events: z.number(),
  attendance: z.number(),
  patients: z.number(),
  transports: z.number(),
  presentationRatePer1000: z.number().nullable(),
  transportRatePer1000: z.number().nullable(),
  /** Whether the forecast uses them (at least OWN_RATES_MIN_EVENTS events). */
  used: z.boolean(),
  minEvents: z.number(),
});
export type OwnRatesView = z.infer<typeof ownRatesView>;

const counts = z.object({
  doctors: z.number(),
  nurses: z.number(),
  firstAiders: z.number(),
  ambulances: z.number(),
  tents: z.number(),
});
export type PostCounts = z.infer<typeof counts>;

export const eventForecastView = z.object({
  eventId: z.string(),
  /** The event's version: the page sends it back with a risk change or an apply. */
  version: z.number(),
  risk: eventRisk.nullable(),
  durationHours: z.number(),
  /** The event's required counts now, beside the suggestion. */
  current: counts,
  ownRates: ownRatesView,
  maurer: z
    .object({
      score: z.number(),
      points: z.number(),
      parts: z.object({
        permittedVisitorPoints: z.number(),
        permittedVisitorPointsWeighted: z.number(),
        expectedVisitorPoints: z.number(),
        visitorPoints: z.number(),
        eventWeight: z.number(),
        prominentGuestPoints: z.number(),
        policeRiskPoints: z.number(),
      }),
      staffing: z.object({
        firstAiders: z.number(),
        patientTransportAmbulances: z.number(),
        emergencyAmbulances: z.number(),
        emergencyDoctors: z.number(),
        largeAmbulances: z.number(),
        firstAidPosts: z.number(),
        command: z.enum(MAURER_COMMAND_LEVELS),
      }),
    })
    .nullable(),
  arbon: z
    .object({
      patientsTotal: z.number(),
      patientsPerHour: z.number(),
      transportsTotal: z.number(),
      transportsPerHour: z.number(),
      presentationRatePer1000: z.number(),
      transportRatePer1000: z.number(),
      rateSource: z.enum(ARBON_RATE_SOURCES),
      /** Expected patients in each hour from the start (the last one in proportion when the event ends within it). */
      byHour: z.array(z.object({ startsAt: z.string(), patients: z.number() })),
    })
    .nullable(),
  suggestion: z.array(suggestionLine).nullable(),
  notes: z.array(z.object({ factor: z.enum(RISK_NOTES), value: z.number().nullable() })),
});
export type EventForecastView = z.infer<typeof eventForecastView>;

const capped = (n: number) => Math.min(EVENT_REQUIRED_MAX, Math.max(0, n));

/** The Maurer scheme read for the peak crowd: permitted and expected visitors are both the peak (decision 052). */
export function maurerForRisk(risk: EventRisk): MaurerResult {
  return scoreMaurer({
    permittedVisitors: risk.attendancePeak,
    expectedVisitors: risk.attendancePeak,
    eventType: risk.eventType,
    indoor: risk.indoor,
    prominentGuests: risk.prominentGuests,
    policeRiskOfViolence: risk.policeRiskOfViolence,
  });
}

/**
 * Maurer's tables and Arbon's rate mapped onto Hulppost's posts (decision 052): doctors = emergency doctors (NA),
 * first aiders = Sanitätshelfer, ambulances = KTW + RTW + GRTW, tents = first-aid posts (UHS) and at least one when
 * anyone is suggested, nurses = Arbon's patients an hour at PATIENTS_PER_NURSE_HOUR, none when the forecast expects
 * less than one patient over the whole event. Counts are capped at what an event may require.
 */
export function suggestStaffing(maurer: MaurerResult, arbon: ArbonForecast): SuggestionLine[] {
  const s = maurer.staffing;
  const points = maurer.points;
  const perHour = Math.round(arbon.patientsPerHour * 100) / 100;
  const nurses = arbon.patientsTotal < 1 ? 0 : capped(Math.ceil(arbon.patientsPerHour / PATIENTS_PER_NURSE_HOUR));
  const ambulances = s.patientTransportAmbulances + s.emergencyAmbulances + s.largeAmbulances;
  const people = s.emergencyDoctors + nurses + s.firstAiders + ambulances;
  const tents = s.firstAidPosts > 0 ? s.firstAidPosts : people > 0 ? 1 : 0;
  return [
    { post: "doctors", count: capped(s.emergencyDoctors), basis: "maurerEmergencyDoctors", inputs: { points } },
    nurses > 0
      ? {
          post: "nurses",
          count: nurses,
          basis: "arbonPatientsPerHour",
          inputs: { perHour, perNurse: PATIENTS_PER_NURSE_HOUR },
        }
      : {
          post: "nurses",
          count: 0,
          basis: "arbonNoPatients",
          inputs: { total: Math.round(arbon.patientsTotal * 100) / 100 },
        },
    { post: "firstAiders", count: capped(s.firstAiders), basis: "maurerFirstAiders", inputs: { points } },
    {
      post: "ambulances",
      count: capped(ambulances),
      basis: "maurerAmbulances",
      inputs: { points, ktw: s.patientTransportAmbulances, rtw: s.emergencyAmbulances, grtw: s.largeAmbulances },
    },
    s.firstAidPosts > 0
      ? { post: "tents", count: capped(tents), basis: "maurerFirstAidPosts", inputs: { points } }
      : { post: "tents", count: tents, basis: tents ? "atLeastOneTent" : "noStaff", inputs: { points } },
  ];
}

/** The suggestion as the event's required counts. */
export function suggestedCounts(lines: readonly SuggestionLine[]): PostCounts {
  const out: PostCounts = { doctors: 0, nurses: 0, firstAiders: 0, ambulances: 0, tents: 0 };
  for (const line of lines) out[line.post] = line.count;
  return out;
}

/** The factors that raise the risk but are not in the model: named beside the forecast so nobody reads it as precise. */
export function riskNotes(risk: EventRisk): EventForecastView["notes"] {
  const notes: EventForecastView["notes"] = [];
  if (risk.alcohol) notes.push({ factor: "alcohol", value: null });
  if (!risk.seated) notes.push({ factor: "standing", value: null });
  if (!risk.indoor) notes.push({ factor: "outdoor", value: null });
  if (risk.temperatureC !== null) notes.push({ factor: "temperature", value: risk.temperatureC });
  if (risk.humidityPct !== null) notes.push({ factor: "humidity", value: risk.humidityPct });
  return notes;
}

/**
 * The expected patients in each hour from the start: the even spread of Arbon's total (the source gives no time
 * profile), the last hour in proportion when the event ends within it.
 */
export function forecastByHour(startsAt: Date, endsAt: Date, patientsPerHour: number) {
  const hours = (endsAt.getTime() - startsAt.getTime()) / 3_600_000;
  const slots = Math.max(1, Math.ceil(hours - 1e-9));
  return Array.from({ length: slots }, (_, i) => ({
    startsAt: new Date(startsAt.getTime() + i * 3_600_000).toISOString(),
    patients: patientsPerHour * Math.min(1, Math.max(0, hours - i)),
  }));
}

/** Everything the forecast page shows, from an event's risk, times, counts and the organisation's own rates. */
export function buildForecast(input: {
  eventId: string;
  version: number;
  risk: EventRisk | null;
  startsAt: Date;
  endsAt: Date;
  current: PostCounts;
  ownRates: OwnRatesView;
}): EventForecastView {
  const durationHours = (input.endsAt.getTime() - input.startsAt.getTime()) / 3_600_000;
  const base = {
    eventId: input.eventId,
    version: input.version,
    risk: input.risk,
    durationHours,
    current: input.current,
    ownRates: input.ownRates,
  };
  if (!input.risk) return { ...base, maurer: null, arbon: null, suggestion: null, notes: [] };
  const own = input.ownRates;
  const rates =
    own.used && own.presentationRatePer1000 !== null && own.transportRatePer1000 !== null
      ? { presentationRatePer1000: own.presentationRatePer1000, transportRatePer1000: own.transportRatePer1000 }
      : undefined;
  const arbon = forecastArbon({
    attendance: input.risk.attendanceTotal,
    durationHours: Math.max(durationHours, 1 / 60),
    rates,
  });
  const maurer = maurerForRisk(input.risk);
  return {
    ...base,
    maurer: { score: maurer.score, points: maurer.points, parts: maurer.parts, staffing: maurer.staffing },
    arbon: { ...arbon, byHour: forecastByHour(input.startsAt, input.endsAt, arbon.patientsPerHour) },
    suggestion: suggestStaffing(maurer, arbon),
    notes: riskNotes(input.risk),
  };
}

/** An organisation's pooled own rates from its past events' sums, as Arbon pooled 201 events: Σ patients / Σ attendance. */
export function ownRatesFrom(sum: { events: number; attendance: number; patients: number; transports: number }) {
  const rate = (n: number) => (sum.attendance > 0 ? Math.round((n / sum.attendance) * 1000 * 10_000) / 10_000 : null);
  return {
    ...sum,
    presentationRatePer1000: rate(sum.patients),
    transportRatePer1000: rate(sum.transports),
    used: sum.events >= OWN_RATES_MIN_EVENTS && sum.attendance > 0,
    minEvents: OWN_RATES_MIN_EVENTS,
  } satisfies OwnRatesView;
}
