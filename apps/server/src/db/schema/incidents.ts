import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { events } from "./events";
import { infrastructureAssets } from "./infrastructure";
import { organizations } from "./organizations";
import { patients } from "./patients";

const CATEGORIES = ["T1", "T2", "T3", "dead"] as const;
const PLACES = ["on_scene", "at_post", "on_the_way", "at_hospital", "gone_home", "dead"] as const;
type Counts = { T1: number; T2: number; T3: number; dead: number };

/**
 * A mass-casualty incident at an event (docs/decisions/044): declared, triaged, closed. At most one
 * open incident per event; a closed one is read-only. `exercise` keeps a training out of insights.
 */
export const incidents = pgTable(
  "incidents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    exercise: boolean("exercise").notNull().default(false),
    triageSystem: text("triage_system", { enum: ["start", "sieve"] }).notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    declaredAt: timestamp("declared_at", { withTimezone: true }).notNull().defaultNow(),
    declaredBy: uuid("declared_by").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
    finalCounts: jsonb("final_counts").$type<Counts>(),
    closingNote: text("closing_note"),
  },
  (t) => [
    index("incidents_org_event_idx").on(t.organizationId, t.eventId, t.declaredAt),
    // One open incident per event: a second declaration joins the first instead.
    uniqueIndex("incidents_one_open_per_event_idx").on(t.eventId).where(sql`${t.closedAt} is null`),
  ],
);

/** The hospitals an organisation sends casualties to, with where they are (for the map and the crews). */
export const hospitals = pgTable(
  "hospitals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address"),
    phone: text("phone"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("hospitals_org_name_idx").on(t.organizationId, t.name)],
);

/** What a hospital said it can take during one incident, per category (null: not said). */
export const incidentHospitals = pgTable(
  "incident_hospitals",
  {
    incidentId: uuid("incident_id")
      .notNull()
      .references(() => incidents.id, { onDelete: "cascade" }),
    hospitalId: uuid("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    t1: integer("t1"),
    t2: integer("t2"),
    t3: integer("t3"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.incidentId, t.hospitalId] })],
);

/**
 * A casualty of an incident, often anonymous. A label (tag code) belongs to at most one casualty of
 * the organisation, ever: a label scanned twice opens the same casualty.
 */
export const casualties = pgTable(
  "casualties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    incidentId: uuid("incident_id")
      .notNull()
      .references(() => incidents.id, { onDelete: "cascade" }),
    /** The incident's event, kept here too: realtime notices and access go by event. */
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    tagCode: text("tag_code"),
    /** The phone's id for the triage that created it: a queued creation sent twice is one. */
    clientId: text("client_id").notNull(),
    category: text("category", { enum: CATEGORIES }).notNull(),
    place: text("place", { enum: PLACES }).notNull().default("on_scene"),
    sex: text("sex", { enum: ["female", "male", "other", "unknown"] }),
    approxAge: smallint("approx_age"),
    description: text("description"),
    /** Where it was first triaged (the phone's position, when allowed). */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    patientId: uuid("patient_id").references(() => patients.id, { onDelete: "set null" }),
    /** Where it is taken: the receiving hospital, and the event's ambulance that takes it. */
    hospitalId: uuid("hospital_id").references(() => hospitals.id, { onDelete: "set null" }),
    ambulanceId: uuid("ambulance_id").references(() => infrastructureAssets.id, { onDelete: "set null" }),
    firstTriagedAt: timestamp("first_triaged_at", { withTimezone: true }).notNull(),
    lastTriagedAt: timestamp("last_triaged_at", { withTimezone: true }).notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("casualties_org_tag_idx").on(t.organizationId, t.tagCode).where(sql`${t.tagCode} is not null`),
    uniqueIndex("casualties_incident_client_idx").on(t.incidentId, t.clientId),
    index("casualties_incident_board_idx").on(t.incidentId, t.category, t.firstTriagedAt),
  ],
);

/** Every triage of a casualty, in order: re-triage and overrides keep the history. */
export const casualtyTriages = pgTable(
  "casualty_triages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    casualtyId: uuid("casualty_id")
      .notNull()
      .references(() => casualties.id, { onDelete: "cascade" }),
    /** Idempotency of a queued triage: the same one sent twice is stored once. */
    clientId: text("client_id").notNull(),
    category: text("category", { enum: CATEGORIES }).notNull(),
    method: text("method", { enum: ["start", "jumpstart", "sieve", "direct"] }).notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>(),
    override: boolean("override").notNull().default(false),
    reason: text("reason"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** When it was done on the phone; `recordedAt` when the server heard of it. */
    at: timestamp("at", { withTimezone: true }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    by: uuid("by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("casualty_triages_client_idx").on(t.casualtyId, t.clientId),
    index("casualty_triages_casualty_idx").on(t.casualtyId, t.at),
  ],
);

/** What happened, who and when: the incident's timeline (and its report). */
export const incidentTimeline = pgTable(
  "incident_timeline",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    incidentId: uuid("incident_id")
      .notNull()
      .references(() => incidents.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind", {
      enum: ["declared", "triaged", "retriaged", "overridden", "moved", "recordOpened", "closed"],
    }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index("incident_timeline_incident_idx").on(t.incidentId, t.at)],
);

/**
 * Printed label sheets: codes `PREFIX-0001` upwards, numbered on per organisation so no code is
 * printed twice. The prefix is the organisation's (three letters, chosen at the first print).
 */
export const triageTagBatches = pgTable(
  "triage_tag_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    prefix: text("prefix").notNull(),
    firstNumber: integer("first_number").notNull(),
    count: integer("count").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("triage_tag_batches_org_first_idx").on(t.organizationId, t.firstNumber)],
);
