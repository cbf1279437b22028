import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { events } from "./events";
import { organizations } from "./organizations";

/** Someone selected who got no text, and why (shown in the message's detail). */
export interface SmsSkippedRow {
  userId: string;
  name: string;
  reason: "noPhone" | "invalidPhone";
}

/**
 * A text message of the SMS center or of the SMS-on-assignment setting: the text as
 * written, and when it goes out. Each person it goes to is a row of sms_recipients with the text
 * as filled in for them; the status here is the message's as a whole.
 */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /**
     * Chosen by the browser (or the job that made the message), so a send repeated after a lost
     * answer finds the first message instead of texting everyone again. Unique per organisation.
     */
    clientId: uuid("client_id"),
    /** The event `{evenement}` named, or the assignment's event. */
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    encoding: text("encoding", { enum: ["gsm7", "unicode"] }).notNull(),
    /** SMS parts of the text as written; each recipient's own count is on their row. */
    parts: integer("parts").notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    status: text("status", { enum: ["scheduled", "sending", "done", "cancelled"] }).notNull(),
    source: text("source", { enum: ["center", "assignment", "incident", "alert"] }).notNull(),
    /** People selected who got nothing (no or no valid phone number). */
    skipped: jsonb("skipped").$type<SmsSkippedRow[]>().notNull().default([]),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("sms_messages_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("sms_messages_org_client_idx").on(t.organizationId, t.clientId),
    index("sms_messages_status_idx").on(t.status),
  ],
);

/**
 * One person's copy of a message: pending (queued) → sent (the provider took it, `provider_id`
 * is its id there) → delivered or failed (the provider's signed callback). `send_started_at` is
 * set, in its own commit, just before the provider is called: a retry that finds it set without a
 * provider id does not send again (decision 030).
 */
export const smsRecipients = pgTable(
  "sms_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => smsMessages.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The name and number as they were when the message was made: the history keeps them. */
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    text: text("text").notNull(),
    parts: integer("parts").notNull(),
    status: text("status", { enum: ["pending", "sent", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    providerId: text("provider_id"),
    failureReason: text("failure_reason"),
    attempts: integer("attempts").notNull().default(0),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("sms_recipients_message_status_idx").on(t.messageId, t.status),
    uniqueIndex("sms_recipients_provider_idx").on(t.providerId),
    // This month's use: what the provider accepted, by organisation and day.
    index("sms_recipients_org_sent_idx").on(t.organizationId, t.sentAt),
    index("sms_recipients_user_idx").on(t.userId),
    check("sms_recipients_parts", sql`${t.parts} >= 1`),
  ],
);
