import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, time, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Periods a caregiver cannot work. They belong to the person, not to an organisation: someone on
 * holiday is away for every organisation they help (decision 048). Reads are scoped by joining the
 * reader's organisation's membership.
 */
export const availabilityAbsences = pgTable(
  "availability_absences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The local dates and times the caregiver typed, as events keep them. */
    startDate: date("start_date").notNull(),
    startTime: time("start_time").notNull(),
    endDate: date("end_date").notNull(),
    endTime: time("end_time").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Candidates and open shifts ask "whose absences overlap this window".
    index("availability_absences_user_window_idx").on(t.userId, t.startsAt, t.endsAt),
    check("availability_absences_order", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** General preferences: weekdays to avoid (ISO 1–7) and a cap on events a month. */
export const availabilityPreferences = pgTable(
  "availability_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    avoidWeekdays: integer("avoid_weekdays").array().notNull().default(sql`'{}'::integer[]`),
    maxEventsPerMonth: integer("max_events_per_month"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
