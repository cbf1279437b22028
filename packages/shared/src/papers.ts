import { z } from "zod";
import { BODY_PARTS } from "./body-parts";
import { ACVPU } from "./clinical/news2";
import { LANGUAGES } from "./constants";
import { GCS_BANDS, news2View, PATIENT_STATUSES, SEXES, URGENCIES } from "./patients";

/**
 * The papers that leave the post: a patient's report, the ATMIST handover sheet, the
 * FHIR export, the event report, the staffing sheet and the incident report. Each is written, and
 * its file named, in the organisation's report language unless the download names another (the
 * reader's own: a French-speaking crew of a Flemish organisation takes French papers).
 */
export const paperQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
export type PaperQuery = z.infer<typeof paperQuery>;

/** What the audit log says was downloaded (never what was in it). */
export const PAPERS = ["patient_report", "handover", "fhir", "event_report_pdf", "event_report_csv"] as const;
export type Paper = (typeof PAPERS)[number];

/** One set of vital signs as the handover shows it: the values and their NEWS2, not who took them. */
export const handoverVitals = z.object({
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
  news2: news2View,
});
export type HandoverVitals = z.infer<typeof handoverVitals>;

/** Where the crew takes the patient: the record's hospital, else the event's nearest one. */
export const handoverDestination = z.object({
  name: z.string(),
  address: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  /** True when it is the event's nearest hospital rather than one named on the record. */
  fromEvent: z.boolean(),
});

/**
 * The ATMIST handover sheet (clinical.md): Age, Time, Mechanism, Injuries, Signs, Treatment, in
 * the order ambulance crews expect, with what else a crew asks for first (allergies, medication).
 */
export const handoverView = z.object({
  patientId: z.string(),
  organization: z.string(),
  event: z.object({ name: z.string(), date: z.string(), location: z.string().nullable() }),
  name: z.string().nullable(),
  status: z.enum(PATIENT_STATUSES),
  urgency: z.enum(URGENCIES),
  age: z.object({ years: z.number().nullable(), estimated: z.boolean(), birthDate: z.string().nullable() }),
  sex: z.enum(SEXES).nullable(),
  time: z.object({ arrivedAt: z.string(), statusChangedAt: z.string(), dischargedAt: z.string().nullable() }),
  mechanism: z.string().nullable(),
  injuries: z.object({
    complaint: z.string().nullable(),
    injury: z.string().nullable(),
    bodyParts: z.array(z.enum(BODY_PARTS)),
  }),
  signs: z.object({
    first: handoverVitals.nullable(),
    latest: handoverVitals.nullable(),
    count: z.number(),
    gcs: z.object({
      total: z.number().nullable(),
      band: z.enum(GCS_BANDS).nullable(),
      eye: z.number().nullable(),
      verbal: z.number().nullable(),
      motor: z.number().nullable(),
    }),
    pain: z.number().nullable(),
    news2Warnings: z.array(z.enum(["under16", "pregnancy"])),
  }),
  treatment: z.object({ text: z.string().nullable(), templateName: z.string().nullable() }),
  allergies: z.string().nullable(),
  medication: z.string().nullable(),
  medicalHistory: z.string().nullable(),
  destination: handoverDestination.nullable(),
  /** The event's time zone: the sheet shows every time as the post's clock did. */
  timeZone: z.string(),
});
export type HandoverView = z.infer<typeof handoverView>;
