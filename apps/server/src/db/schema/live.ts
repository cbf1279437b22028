import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { events } from "./events";
import { organizations } from "./organizations";

/**
 * A small change notice for the realtime stream: written by database triggers on the
 * tables people watch, in the same transaction as the change, and announced with NOTIFY (the id
 * only) so every server process on the database hears it. The id orders notices: a stream that
 * reconnects with Last-Event-ID gets what it missed, nothing twice. Old notices are swept.
 */
export const realtimeNotices = pgTable(
  "realtime_notices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    organizationId: uuid("organization_id").notNull(),
    /** The event the change belongs to, when it belongs to one. */
    eventId: uuid("event_id"),
    /** What changed: the table's kind (event, assignment, interest, membership, patient, …). */
    kind: text("kind").notNull(),
    /** The changed row's id (or a person's, for memberships and locations). */
    subjectId: text("subject_id"),
    /** The person the change concerns, when it concerns one (a membership, an assignment). */
    userId: uuid("user_id"),
    op: text("op", { enum: ["insert", "update", "delete"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("realtime_notices_org_idx").on(t.organizationId, t.id),
    index("realtime_notices_created_idx").on(t.createdAt),
  ],
);

/**
 * A chat message (at most 500 characters, CHAT_MESSAGE_MAX_LENGTH) in the organisation's channel
 * (`eventId` null) or an event's. The id is the client's, so a retry never makes a second message.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** An admin's deletion: the message stays in the history as "deleted", its text gone. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("chat_messages_channel_idx").on(t.organizationId, t.eventId, t.createdAt, t.id),
    check("chat_messages_length", sql`char_length(${t.body}) <= 500`),
  ],
);

/** Where a person stopped reading a channel ('org' or an event's id), for unread counts. */
export const chatReads = pgTable(
  "chat_reads",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId, t.channel] })],
);

/**
 * A position a member shared: kept a set time after the event it was shared at (24 hours by
 * default, decision 055), then swept by a job. The newest per person is what the
 * maps show.
 */
export const locationShares = pgTable(
  "location_shares",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    accuracyM: real("accuracy_m"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("location_shares_org_user_idx").on(t.organizationId, t.userId, t.recordedAt),
    index("location_shares_recorded_idx").on(t.recordedAt),
    check(
      "location_shares_range",
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180 and (${t.accuracyM} is null or ${t.accuracyM} >= 0)`,
    ),
  ],
);
