/**
 * An event's risk as the admin enters it: the inputs of the demand models (Maurer's score, Arbon's rates) and the
 * facts a coordinator weighs beside them. Kept on the event as one document (`events.risk`), validated by this
 * contract on the way in; null until someone fills it in.
 */
import { z } from "zod";
import { MAURER_EVENT_TYPES } from "./maurer";

export const eventRisk = z
  .object({
    /** The kind of event, in the Maurer scheme's categories (which carry its weight). */
    eventType: z.enum(MAURER_EVENT_TYPES),
    /** Most people on the site at once (the venue's permitted or expected peak). */
    attendancePeak: z.number().int().min(1).max(10_000_000),
    /** People over the whole event (a three-day festival counts each day's visitors). */
    attendanceTotal: z.number().int().min(1).max(50_000_000),
    indoor: z.boolean(),
    seated: z.boolean(),
    alcohol: z.boolean(),
    /** Expected highest temperature, °C; null when unknown. */
    temperatureC: z.number().min(-40).max(60).nullable(),
    /** Expected relative humidity, %; null when unknown. */
    humidityPct: z.number().int().min(0).max(100).nullable(),
    /** Prominent guests, usually under police protection. */
    prominentGuests: z.number().int().min(0).max(1000),
    /** The police know of an increased readiness for violence. */
    policeRiskOfViolence: z.boolean(),
  })
  .strict()
  .refine((r) => r.attendanceTotal >= r.attendancePeak, { path: ["attendanceTotal"], message: "totalBelowPeak" });
export type EventRisk = z.infer<typeof eventRisk>;
