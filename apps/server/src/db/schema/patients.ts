import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea } from "./bytea";
import { editVersionColumns } from "./edit-version";
import { events } from "./events";
import { organizations } from "./organizations";
import { treatmentTemplates } from "./treatments";

/**
 * A patient seen at an event's post. The id is chosen by the client so that a create sent twice
 * makes one record. Health data: read through the patients service only, which scopes every query
 * by organisation and writes each view and change to the history.
 */
export const patients = pgTable(
  "patients",
  {
    ...editVersionColumns(),
    id: uuid("id").primaryKey(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    // An event with patients is not deleted (the service refuses; the reference guards it). When the
    // whole organisation goes, its patients go with it in the same statement.
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "no action" }),
    source: text("source", { enum: ["form", "quick"] })
      .notNull()
      .default("form"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    birthDate: date("birth_date"),
    estimatedAge: smallint("estimated_age"),
    sex: text("sex", { enum: ["female", "male", "other", "unknown"] }),
    type: text("type", { enum: ["participant", "spectator", "staff", "other"] }),
    urgency: text("urgency", { enum: ["unknown", "low", "medium", "high"] })
      .notNull()
      .default("unknown"),
    status: text("status", { enum: ["under_treatment", "completed", "hospital_referral", "call_112"] })
      .notNull()
      .default("under_treatment"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    complaint: text("complaint"),
    mechanism: text("mechanism"),
    injury: text("injury"),
    bodyParts: text("body_parts").array().notNull().default(sql`'{}'::text[]`),
    allergies: text("allergies"),
    medication: text("medication"),
    medicalHistory: text("medical_history"),
    pain: smallint("pain"),
    heightCm: smallint("height_cm"),
    weightKg: numeric("weight_kg", { precision: 4, scale: 1, mode: "number" }),
    gcsEye: smallint("gcs_eye"),
    gcsVerbal: smallint("gcs_verbal"),
    gcsMotor: smallint("gcs_motor"),
    treatment: text("treatment"),
    /** The treatment template last applied to fill `treatment`, if any. */
    treatmentTemplateId: uuid("treatment_template_id").references(() => treatmentTemplates.id, {
      onDelete: "set null",
    }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }).notNull().defaultNow(),
    dischargedAt: timestamp("discharged_at", { withTimezone: true }),
    outcome: text("outcome", { enum: ["back_to_event", "home", "hospital", "other"] }),
    destinationHospital: text("destination_hospital"),
    notes: text("notes"),
    spo2Scale2: boolean("spo2_scale2").notNull().default(false),
    pregnant: boolean("pregnant").notNull().default(false),
    /** The newest measurement's NEWS2, kept here so the list sorts and colours without a join. */
    latestNews2Total: smallint("latest_news2_total"),
    latestNews2Risk: text("latest_news2_risk", { enum: ["low", "low_medium", "medium", "high"] }),
    latestVitalsAt: timestamp("latest_vitals_at", { withTimezone: true }),
    photoUpdatedAt: timestamp("photo_updated_at", { withTimezone: true }),
    /**
     * When the edit that set each field's current value was made (field name as in the API -> ISO
     * instant), on the device for an offline edit: an older edit that arrives later does not
     * overwrite a newer one (later edit wins, field by field). A field without an entry was never
     * edited after the record was made and counts as edited at -infinity. The status has its own
     * time, `status_changed_at`.
     */
    fieldEditedAt: jsonb("field_edited_at").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    treatedBy: uuid("treated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("patients_event_arrived_idx").on(t.eventId, t.arrivedAt),
    index("patients_event_status_idx").on(t.eventId, t.status),
    // The list a post opens on: its patients still at the post, sickest first.
    index("patients_event_at_post_idx")
      .on(t.eventId, t.latestNews2Total)
      .where(sql`${t.status} <> 'completed' and ${t.dischargedAt} is null`),
    index("patients_org_idx").on(t.organizationId, t.arrivedAt),
    // The observations sweep (decision 046): patients under treatment, by the time their last
    // observation (or arrival) was, so a minute's sweep reads only those that may be due.
    index("patients_observing_idx")
      .on(sql`coalesce(${t.latestVitalsAt}, ${t.arrivedAt})`)
      .where(sql`${t.status} = 'under_treatment' and ${t.dischargedAt} is null`),
    index("patients_quick_idx").on(t.arrivedAt).where(sql`${t.source} = 'quick'`),
    // Deleting a template clears it from the records that used it.
    index("patients_treatment_template_idx").on(t.treatmentTemplateId).where(sql`${t.treatmentTemplateId} is not null`),
    check("patients_pain_range", sql`${t.pain} between 0 and 10`),
    check(
      "patients_gcs_range",
      sql`${t.gcsEye} between 1 and 4 and ${t.gcsVerbal} between 1 and 5 and ${t.gcsMotor} between 1 and 6`,
    ),
    check("patients_discharge_after_arrival", sql`${t.dischargedAt} is null or ${t.dischargedAt} >= ${t.arrivedAt}`),
  ],
);

/** A set of vital signs; NEWS2 is computed on the server and kept with it. */
export const vitalSigns = pgTable(
  "vital_signs",
  {
    id: uuid("id").primaryKey(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull().defaultNow(),
    systolic: smallint("systolic"),
    diastolic: smallint("diastolic"),
    heartRate: smallint("heart_rate"),
    respiratoryRate: smallint("respiratory_rate"),
    temperature: numeric("temperature", { precision: 3, scale: 1, mode: "number" }),
    spo2: smallint("spo2"),
    onOxygen: boolean("on_oxygen"),
    consciousness: text("consciousness", { enum: ["alert", "confusion", "voice", "pain", "unresponsive"] }),
    pain: smallint("pain"),
    glucose: numeric("glucose", { precision: 3, scale: 1, mode: "number" }),
    news2Total: smallint("news2_total"),
    news2Risk: text("news2_risk", { enum: ["low", "low_medium", "medium", "high"] }),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vital_signs_patient_idx").on(t.patientId, t.measuredAt)],
);

/**
 * What happened to a record and who did it: created, each edit with old and new values, status
 * changes, views. It goes with the record (cascade), so retention deletes it too; the audit log
 * only says who touched which record, never the health data itself.
 */
export const patientHistory = pgTable(
  "patient_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind", {
      enum: ["created", "updated", "status", "viewed", "vitals", "photo", "superseded"],
    }).notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * `[{ field, from, to }]` for edits and status changes; for "superseded" (an offline edit a later
     * one outran) `from` is the value that stands and `to` the one not applied.
     */
    changes: jsonb("changes").notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [index("patient_history_patient_idx").on(t.patientId, t.at)],
);

/**
 * A patient's photo, resized and stripped of its metadata, in the database: every server process
 * sees it, backups hold it, and it is deleted with the record (decision 021).
 */
export const patientPhotos = pgTable("patient_photos", {
  patientId: uuid("patient_id")
    .primaryKey()
    .references(() => patients.id, { onDelete: "cascade" }),
  organizationId: uuid("organization_id").notNull(),
  content: bytea("content").notNull(),
  mimeType: text("mime_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});
