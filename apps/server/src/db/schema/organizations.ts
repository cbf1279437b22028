import type { StaffingRules } from "@hulppost/shared/staffing/rules";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea } from "./bytea";
import { editVersionColumns } from "./edit-version";

export const organizations = pgTable(
  "organizations",
  {
    ...editVersionColumns(),
    id: uuid("id").primaryKey().defaultRandom(),
    /** System name: lowercase with underscores, derived from the display name, unique. */
    name: text("name").notNull(),
    displayName: text("display_name").notNull(),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    responsibleUserId: uuid("responsible_user_id").references(() => users.id, { onDelete: "set null" }),
    active: boolean("active").notNull().default(true),
    plan: text("plan", { enum: ["free", "premium"] })
      .notNull()
      .default("free"),
    /**
     * Raised by triggers whenever the organisation's events, assignments, interest or members
     * change; answers computed from that data are cached under it (platform/response-cache.ts).
     */
    dataVersion: bigint("data_version", { mode: "number" }).notNull().default(0),
    /**
     * An admin asked to delete the organisation: it is removed 30 days later unless cancelled
     * (decision 056); null when no departure is pending.
     */
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
    deletionRequestedBy: uuid("deletion_requested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("organizations_name_idx").on(t.name),
    // A person is responsible for at most one organisation: a second one is refused ('alreadyCreated').
    uniqueIndex("organizations_responsible_user_idx").on(t.responsibleUserId),
    index("organizations_active_display_name_idx").on(t.active, t.displayName),
  ],
);

export const organizationSettings = pgTable("organization_settings", {
  ...editVersionColumns(),
  organizationId: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  chatEnabled: boolean("chat_enabled").notNull().default(true),
  smsCenterEnabled: boolean("sms_center_enabled").notNull().default(true),
  locationsEnabled: boolean("locations_enabled").notNull().default(true),
  smsOnAssignment: boolean("sms_on_assignment").notNull().default(true),
  /**
   * Months after an event's end that its patient records are kept; null keeps them (the default:
   * medical-record law keeps them 20 years in NL, 30 in BE). A daily job deletes expired ones.
   */
  patientRetentionMonths: integer("patient_retention_months"),
  /** The site maps' tile server and its attribution; null means OpenStreetMap's. */
  mapTileUrl: text("map_tile_url"),
  mapAttribution: text("map_attribution"),
  /** The language of the papers that leave the post (patient report, handover, event report). */
  reportLanguage: text("report_language", { enum: ["nl", "en", "es", "fr"] })
    .notNull()
    .default("nl"),
  /** How casualties are sorted at an incident: the Triage Sieve (NL, BE) or START with JumpSTART. */
  triageSystem: text("triage_system", { enum: ["start", "sieve"] })
    .notNull()
    .default("sieve"),
  /** The channels per kind of alert for people who chose none themselves (null: the product's). */
  alertDefaults: jsonb("alert_defaults").$type<Record<string, { push: boolean; sms: boolean; email: boolean }>>(),
  /** Minutes to the next observation per NEWS2 band (null: the product's defaults for a post). */
  observationIntervals: jsonb("observation_intervals").$type<{
    none: number;
    low: number;
    medium: number;
    high: number;
  }>(),
  /** Hours after an event's end that its location shares are kept (decision 055). */
  locationRetentionHours: integer("location_retention_hours").notNull().default(24),
  /** Days chat messages are kept; null keeps them (the default, decision 055). */
  chatRetentionDays: integer("chat_retention_days"),
  /** Who may work when: rest, weekly hours, minors, buddies, the mix of a post (null: the product's, decision 050). */
  staffingRules: jsonb("staffing_rules").$type<StaffingRules>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const userOrganizations = pgTable(
  "user_organizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin", "hulpverlener"] }).notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_organizations_user_org_idx").on(t.userId, t.organizationId),
    index("user_organizations_org_idx").on(t.organizationId, t.role),
    uniqueIndex("user_organizations_one_primary_idx").on(t.userId).where(sql`${t.isPrimary}`),
  ],
);

export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    role: text("role", { enum: ["admin", "hulpverlener"] }).notNull(),
    /** Null means unlimited. */
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    active: boolean("active").notNull().default(true),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invitations_code_idx").on(t.code),
    index("invitations_org_idx").on(t.organizationId, t.createdAt),
    index("invitations_expires_idx").on(t.expiresAt),
    check("invitations_uses_within_max", sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);

/**
 * An organisation's export of all its data (decision 056): built by a durable job into one ZIP,
 * downloadable by its admins until it expires (24 hours after it is ready), then swept.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    /** 0–100, raised by the job as it goes. */
    progress: integer("progress").notNull().default(0),
    fileName: text("file_name"),
    content: bytea("content"),
    size: integer("size"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_org_created_idx").on(t.organizationId, t.createdAt),
    index("data_exports_expires_idx").on(t.expiresAt),
  ],
);
