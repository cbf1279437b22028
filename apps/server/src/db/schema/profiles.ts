import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { editVersionColumns } from "./edit-version";

/** A person's details beside their login, with what a caregiver adds (qualifications, diploma, IBAN…). */
export const profiles = pgTable(
  "profiles",
  {
    ...editVersionColumns(),
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    language: text("language", { enum: ["nl", "en", "es", "fr"] })
      .notNull()
      .default("nl"),
    isDoctor: boolean("is_doctor").notNull().default(false),
    isNurse: boolean("is_nurse").notNull().default(false),
    hasFirstAidCertificate: boolean("has_first_aid_certificate").notNull().default(false),
    birthDate: date("birth_date"),
    gender: text("gender", { enum: ["man", "vrouw", "anders"] }),
    phone: text("phone"),
    address: text("address"),
    iban: text("iban"),
    vatNumber: text("vat_number"),
    diploma: text("diploma"),
    userCode: text("user_code").notNull(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
    /**
     * The invitation a person signed up through: they become a member once their email is
     * verified (an unverified address must not join an organisation), and this is cleared then.
     */
    pendingInvitationCode: text("pending_invitation_code"),
    /** Secret of the personal calendar feed; null until the person asks for a feed. */
    calendarToken: text("calendar_token"),
    /**
     * The person closed their account or was erased (decision 054): their personal fields are
     * gone and they appear as "former caregiver {formerNumber}" in the organisation's history.
     */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    formerNumber: integer("former_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("profiles_user_code_idx").on(t.userCode),
    uniqueIndex("profiles_calendar_token_idx").on(t.calendarToken),
    uniqueIndex("profiles_former_number_idx").on(t.formerNumber),
    index("profiles_name_idx").on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
  ],
);

/** Numbers the pseudonyms of erased people ("former caregiver 123"), never reused. */
export const formerNumbers = pgSequence("former_numbers", { startWith: 1 });

/** Global roles; a person can hold several. */
export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["super_admin", "admin", "hulpverlener", "organisator"] }).notNull(),
    grantedBy: uuid("granted_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_roles_user_role_idx").on(t.userId, t.role)],
);
