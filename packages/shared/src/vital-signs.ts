import { z } from "zod";
import { ACVPU } from "./clinical/news2";
import { news2View, personRef } from "./patients";
import { instant } from "./validation";

/**
 * Plausible ranges of each vital sign: a value outside is a typo (a heart rate of 720), refused
 * with a field message and never stored. Wide enough for the sickest patient a post will see.
 */
export const VITAL_RANGES = {
  systolic: [40, 300],
  diastolic: [20, 200],
  heartRate: [20, 250],
  respiratoryRate: [2, 80],
  temperature: [25, 45],
  spo2: [50, 100],
  pain: [0, 10],
  /** mmol/L, as Belgian and Dutch meters show it. */
  glucose: [1, 40],
} as const satisfies Record<string, readonly [number, number]>;
export type VitalSign = keyof typeof VITAL_RANGES;

const numberError = (i: { code: string }) => (i.code === "invalid_type" ? "invalidNumber" : undefined);
const whole = ([min, max]: readonly [number, number]) =>
  z
    .number({ error: numberError })
    .int("wholeNumber")
    .min(min)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);
const tenths = ([min, max]: readonly [number, number]) =>
  z
    .number({ error: numberError })
    .min(min)
    .max(max)
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : Math.round(v * 10) / 10));

const VALUE_FIELDS = [
  "systolic",
  "diastolic",
  "heartRate",
  "respiratoryRate",
  "temperature",
  "spo2",
  "consciousness",
  "pain",
  "glucose",
] as const;

/** A measurement; the id is chosen by the client, so a measurement sent twice is stored once. */
export const vitalSignsBody = z
  .object({
    id: z.uuid(),
    /** When it was measured; now when left out (a nurse may write it down a little later). */
    measuredAt: instant.optional(),
    /** When it was entered on the device (sent later when offline); the history's time. */
    recordedAt: instant
      .optional()
      .meta({ description: "When the measurement was entered on the device; now if left out (field mode)" }),
    systolic: whole(VITAL_RANGES.systolic),
    diastolic: whole(VITAL_RANGES.diastolic),
    heartRate: whole(VITAL_RANGES.heartRate),
    respiratoryRate: whole(VITAL_RANGES.respiratoryRate),
    temperature: tenths(VITAL_RANGES.temperature),
    spo2: whole(VITAL_RANGES.spo2),
    /** Breathing air unless said otherwise: the NEWS2 "air or oxygen" parameter. */
    onOxygen: z.boolean().default(false),
    consciousness: z
      .enum(ACVPU)
      .nullish()
      .transform((v) => v ?? null),
    pain: whole(VITAL_RANGES.pain),
    glucose: tenths(VITAL_RANGES.glucose),
  })
  .refine((v) => VALUE_FIELDS.some((field) => v[field] !== null), { path: ["_"], message: "noVitalSigns" })
  .refine((v) => v.systolic === null || v.diastolic === null || v.diastolic < v.systolic, {
    path: ["diastolic"],
    message: "diastolicAboveSystolic",
  })
  // A systolic pressure alone is real (taken by palpation); a diastolic one alone is a slip.
  .refine((v) => v.diastolic === null || v.systolic !== null, { path: ["systolic"], message: "systolicMissing" });
export type VitalSignsInput = z.input<typeof vitalSignsBody>;

export const vitalSignsView = z.object({
  id: z.string(),
  patientId: z.string(),
  measuredAt: z.string(),
  systolic: z.number().nullable(),
  diastolic: z.number().nullable(),
  heartRate: z.number().nullable(),
  respiratoryRate: z.number().nullable(),
  temperature: z.number().nullable(),
  spo2: z.number().nullable(),
  onOxygen: z.boolean().nullable(),
  consciousness: z.enum(ACVPU).nullable(),
  pain: z.number().nullable(),
  glucose: z.number().nullable(),
  recordedBy: personRef,
  news2: news2View,
});
export type VitalSignsView = z.infer<typeof vitalSignsView>;
