/**
 * Expected patients and transports to hospital at a mass gathering, after Arbon P, Bridgewater FHG, Smith C,
 * "Mass gathering medicine: a predictive model for patient presentation and transport rates", Prehospital and
 * Disaster Medicine, 2001.
 *
 * Only the paper's abstract was available to us (Cambridge Core, article 2D9D6DE4DD3F0D4838C318ED4EE3BCC5). It gives
 * the pooled rates across 201 Australian events with more than 12 million attendees: 0.992 patients and 0.027
 * transports to hospital per 1,000 attendees. The regression equations that adjust these rates for humidity,
 * temperature, crowd size, venue and event type are in the paper's body, which we could not read, and the 2018
 * follow-up (Arbon et al., "Nonlinear modelling for predicting patient presentation rates for mass gatherings",
 * PDM 2018;33(4):362–367) uses regression trees whose splits are not in its abstract either. So this module applies
 * the pooled rates and nothing else; an organisation can pass its own rates once it has learned them. Weather, venue
 * and alcohol are left out on purpose rather than guessed (the decision record on demand models says why).
 */
import { z } from "zod";

/** The pooled rates of Arbon et al. 2001 (abstract, "Results"), per 1,000 attendees. */
export const ARBON_2001 = {
  presentationRatePer1000: 0.992,
  transportRatePer1000: 0.027,
  /** The sample behind the rates, also from the abstract, kept so the page can say what the forecast rests on. */
  events: 201,
  patients: 11_956,
} as const;

export const ARBON_RATE_SOURCES = ["arbon2001", "custom"] as const;
export type ArbonRateSource = (typeof ARBON_RATE_SOURCES)[number];

/** The contract a route validates a forecast request with. */
export const arbonInput = z.object({
  /** Total attendance over the event (the paper's rates are per person attending, not per peak crowd). */
  attendance: z.number().int().min(1).max(50_000_000),
  /** Hours the post is open; the per-hour figures spread the total evenly over them. */
  durationHours: z
    .number()
    .positive()
    .max(24 * 31),
  /**
   * An organisation's own rates, learned from its past events; both or neither, so a forecast never mixes an own
   * presentation rate with the paper's transport rate unnoticed.
   */
  rates: z
    .object({
      presentationRatePer1000: z.number().min(0).max(1000),
      transportRatePer1000: z.number().min(0).max(1000),
    })
    .optional(),
});
export type ArbonInput = z.infer<typeof arbonInput>;

export interface ArbonForecast {
  /** Expected patients presenting over the whole event (not rounded: the page decides how to show it). */
  patientsTotal: number;
  patientsPerHour: number;
  /** Expected transports to hospital over the whole event. */
  transportsTotal: number;
  transportsPerHour: number;
  presentationRatePer1000: number;
  transportRatePer1000: number;
  rateSource: ArbonRateSource;
}

/**
 * Patients = attendance × rate / 1,000, transports likewise. Per hour divides by the duration: the paper gives rates per
 * event, not a time profile, so an even spread is the only thing the source supports.
 */
export function forecastArbon(input: ArbonInput): ArbonForecast {
  const presentationRatePer1000 = input.rates?.presentationRatePer1000 ?? ARBON_2001.presentationRatePer1000;
  const transportRatePer1000 = input.rates?.transportRatePer1000 ?? ARBON_2001.transportRatePer1000;
  const patientsTotal = (input.attendance * presentationRatePer1000) / 1000;
  const transportsTotal = (input.attendance * transportRatePer1000) / 1000;
  return {
    patientsTotal,
    patientsPerHour: patientsTotal / input.durationHours,
    transportsTotal,
    transportsPerHour: transportsTotal / input.durationHours,
    presentationRatePer1000,
    transportRatePer1000,
    rateSource: input.rates ? "custom" : "arbon2001",
  };
}
