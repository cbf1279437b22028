import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { events } from "./events";
import { organizations } from "./organizations";

/**
 * A browser's push subscription (one per device and person): where the push service takes the
 * messages, and the keys they are encrypted with (RFC 8291). The endpoint is unique: a browser
 * that subscribes again, or another person on the same device, takes the row over.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the person calls the device ("Telefoon"), or the browser's own description. */
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

export const NOTIFICATION_KIND_VALUES = [
  "clinical",
  "observationDue",
  "shiftReminder",
  "eventChanged",
  "assignment",
  "vacancy",
  "mention",
  "accountClosed",
  "test",
] as const;

/**
 * One alert for one person: what it is about (kind and the words' parameters, never a patient's
 * name or values), where a tap takes them, and whether they read and opened it. `dedupeKey` makes
 * the same alert (a shift's 24-hour reminder, one observation's due time) one row however often
 * the sweep that finds it runs, in however many server processes.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KIND_VALUES }).notNull(),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    /** The patient a clinical alert or a due observation is about (the record lists who was alerted). */
    patientId: uuid("patient_id"),
    /** The alert the row belongs to: the same for every person one measurement alerted. */
    groupId: uuid("group_id").notNull().defaultRandom(),
    params: jsonb("params").$type<Record<string, string | number | null>>().notNull().default(sql`'{}'::jsonb`),
    /** The words as the person reads them, in their language when it was made (the bell's list, the push). */
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The app's path a tap opens (/dashboard/patient?id=…). */
    link: text("link").notNull(),
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_event_idx").on(t.organizationId, t.eventId, t.createdAt),
    index("notifications_patient_idx").on(t.patientId),
    index("notifications_group_idx").on(t.groupId),
    uniqueIndex("notifications_dedupe_idx").on(t.userId, t.dedupeKey),
  ],
);

/**
 * How an alert went out, per channel (and per device for push): queued, handed to the push
 * service or the SMS and mail paths, or failed with the reason. Written as each send finishes, so
 * a retry after a crash sends only what did not go yet.
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["push", "sms", "email"] }).notNull(),
    /** The device, for push (kept as text: the subscription may be removed, its delivery stays). */
    target: text("target").notNull().default(""),
    status: text("status", { enum: ["queued", "sent", "failed", "skipped"] }).notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("notification_deliveries_notification_idx").on(t.notificationId),
    uniqueIndex("notification_deliveries_target_idx").on(t.notificationId, t.channel, t.target),
  ],
);

/**
 * A person's choices: per kind of alert, which channels; and quiet hours (in the planning time
 * zone) when nothing but a clinical alert reaches them. Missing kinds follow the organisation's
 * defaults (organization_settings.alert_defaults), then the product's.
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  channels: jsonb("channels").$type<Record<string, { push: boolean; sms: boolean; email: boolean }>>().notNull(),
  quietStart: text("quiet_start"),
  quietEnd: text("quiet_end"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
