import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea } from "./bytea";
import { editVersionColumns } from "./edit-version";
import { events } from "./events";
import { organizations } from "./organizations";

/** What an asset can be, the statuses an admin can set on it, and why it can be away for a period. */
export const ASSET_TYPES = ["ambulance", "tent", "equipment", "vehicle", "other"] as const;
export const ASSET_STATUSES = ["available", "in_use", "maintenance", "unavailable"] as const;
export const UNAVAILABILITY_REASONS = ["maintenance", "repair", "inspection", "loaned", "other"] as const;

/**
 * An ambulance, tent or piece of equipment. `status` is what the admin set; the status shown also
 * follows the asset's periods (unavailable on a covered day) and its events (in use while assigned
 * to a live one).
 */
export const infrastructureAssets = pgTable(
  "infrastructure_assets",
  {
    ...editVersionColumns(),
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type", { enum: ASSET_TYPES }).notNull().default("other"),
    description: text("description"),
    status: text("status", { enum: ASSET_STATUSES }).notNull().default("available"),
    homeLocation: text("home_location"),
    capacity: integer("capacity"),
    licencePlate: text("licence_plate"),
    vin: text("vin"),
    serialNumber: text("serial_number"),
    manufacturer: text("manufacturer"),
    model: text("model"),
    year: smallint("year"),
    lastMaintenanceOn: date("last_maintenance_on"),
    nextMaintenanceOn: date("next_maintenance_on"),
    active: boolean("active").notNull().default(true),
    photoUpdatedAt: timestamp("photo_updated_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("infrastructure_assets_org_type_idx").on(t.organizationId, t.type),
    index("infrastructure_assets_org_name_idx").on(t.organizationId, t.name),
    // The dashboard's "maintenance due" widget.
    index("infrastructure_assets_maintenance_idx")
      .on(t.organizationId, t.nextMaintenanceOn)
      .where(sql`${t.active} and ${t.nextMaintenanceOn} is not null`),
    check("infrastructure_assets_capacity", sql`${t.capacity} is null or ${t.capacity} >= 0`),
  ],
);

/** An asset's photo: the same rules and storage as a patient's (decision 021). */
export const assetPhotos = pgTable("asset_photos", {
  assetId: uuid("asset_id")
    .primaryKey()
    .references(() => infrastructureAssets.id, { onDelete: "cascade" }),
  organizationId: uuid("organization_id").notNull(),
  content: bytea("content").notNull(),
  mimeType: text("mime_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Days an asset cannot be used: start and end dates inclusive, a reason, a detail. */
export const assetUnavailability = pgTable(
  "asset_unavailability",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => infrastructureAssets.id, { onDelete: "cascade" }),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    reason: text("reason", { enum: UNAVAILABILITY_REASONS }).notNull(),
    detail: text("detail"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("asset_unavailability_asset_idx").on(t.assetId, t.startsOn),
    index("asset_unavailability_org_idx").on(t.organizationId, t.startsOn),
    // A period never ends before it starts ('Ongeldige periode'): the service says so first; this keeps
    // the rule if it does not.
    check("asset_unavailability_period", sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * An asset on an event, and where it stands on the event's site map (null until placed). One row
 * per asset and event; the usage history is these rows.
 */
export const eventAssets = pgTable(
  "event_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => infrastructureAssets.id, { onDelete: "cascade" }),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    placedBy: uuid("placed_by").references(() => users.id, { onDelete: "set null" }),
    placedAt: timestamp("placed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("event_assets_event_asset_idx").on(t.eventId, t.assetId),
    index("event_assets_asset_idx").on(t.assetId),
    index("event_assets_org_event_idx").on(t.organizationId, t.eventId),
    check(
      "event_assets_placement",
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
  ],
);
