import type { EventRisk } from "@hulppost/shared/staffing/risk";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { editVersionColumns } from "./edit-version";
import { organizations } from "./organizations";

export const events = pgTable(
  "events",
  {
    ...editVersionColumns(),
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The local calendar day and times the organisation typed. */
    date: date("date").notNull(),
    endDate: date("end_date").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    /** The same moments as instants in the organisation's time zone: filters and phases use these. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    location: text("location"),
    address: text("address"),
    description: text("description"),
    contactName: text("contact_name"),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    hospitalName: text("hospital_name"),
    hospitalAddress: text("hospital_address"),
    hospitalPhone: text("hospital_phone"),
    requiredDoctors: integer("required_doctors").notNull().default(0),
    requiredNurses: integer("required_nurses").notNull().default(0),
    requiredFirstAiders: integer("required_first_aiders").notNull().default(0),
    requiredTents: integer("required_tents").notNull().default(0),
    requiredAmbulances: integer("required_ambulances").notNull().default(0),
    /** The event's own point on its site map (entered by hand or by a click; no geocoding). */
    siteLatitude: doublePrecision("site_latitude"),
    siteLongitude: doublePrecision("site_longitude"),
    /** The risk the demand models read (decision 052); null until the admin fills it in. */
    risk: jsonb("risk").$type<EventRisk>(),
    cancelled: boolean("cancelled").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_org_starts_idx").on(t.organizationId, t.startsAt),
    index("events_org_ends_idx").on(t.organizationId, t.endsAt),
    index("events_org_created_idx").on(t.organizationId, t.createdAt),
    // The shift reminders' sweep looks across organisations for the starts of the next 24 hours.
    index("events_starts_idx").on(t.startsAt),
    check("events_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
    check(
      "events_site_point",
      sql`(${t.siteLatitude} is null) = (${t.siteLongitude} is null) and (${t.siteLatitude} is null or (${t.siteLatitude} between -90 and 90 and ${t.siteLongitude} between -180 and 180))`,
    ),
  ],
);

export const QUALIFICATION_VALUES = ["doctor", "nurse", "first_aider"] as const;

/**
 * A post an event newly needs: created with it, or a required count that grew. Caregivers with
 * that qualification are alerted of the vacancies opened since their last such alert, at most
 * once an hour (decision 046, addendum).
 */
export const vacancyOpenings = pgTable(
  "vacancy_openings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    qualification: text("qualification", { enum: QUALIFICATION_VALUES }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vacancy_openings_opened_idx").on(t.openedAt), index("vacancy_openings_event_idx").on(t.eventId)],
);

export const eventAssignments = pgTable(
  "event_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The post the person fills at this event; counts towards that requirement. */
    qualification: text("qualification", { enum: QUALIFICATION_VALUES }).notNull(),
    /** Leads the post: may declare and close an incident on this event while it is live (decision 045). */
    postLeader: boolean("post_leader").notNull().default(false),
    /** The admin marked that the person did not come (their track record counts it; decision 050). */
    noShow: boolean("no_show").notNull().default(false),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_assignments_event_user_idx").on(t.eventId, t.userId),
    index("event_assignments_user_idx").on(t.userId),
    index("event_assignments_org_event_idx").on(t.organizationId, t.eventId),
  ],
);

export const eventInterests = pgTable(
  "event_interests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_interests_event_user_idx").on(t.eventId, t.userId),
    index("event_interests_user_idx").on(t.userId),
  ],
);

export const teams = pgTable(
  "teams",
  {
    ...editVersionColumns(),
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    color: text("color").notNull().default("#2563eb"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("teams_event_idx").on(t.eventId)],
);

export const teamMembers = pgTable(
  "team_members",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("team_members_user_idx").on(t.userId)],
);
