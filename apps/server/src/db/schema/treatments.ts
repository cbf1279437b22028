import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { editVersionColumns } from "./edit-version";
import { organizations } from "./organizations";

/** The seven categories every organisation starts with; a database trigger adds them. */
export const BUILT_IN_TREATMENT_CATEGORIES = [
  "emergency",
  "cardiac",
  "respiratory",
  "trauma",
  "pediatric",
  "obstetric",
  "other",
] as const;

/**
 * A treatment category. A built-in one has a `builtIn` key and no name of its own (the interface
 * translates the key); it cannot be deleted, only deactivated. The organisation's own categories
 * have a name, unique per organisation whatever its case.
 */
export const treatmentCategories = pgTable(
  "treatment_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    builtIn: text("built_in", { enum: BUILT_IN_TREATMENT_CATEGORIES }),
    name: text("name"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("treatment_categories_built_in_idx").on(t.organizationId, t.builtIn),
    uniqueIndex("treatment_categories_name_idx").on(t.organizationId, sql`lower(${t.name})`),
    // A built-in category is named by its key, the organisation's own by its name: one of the two.
    check("treatment_categories_built_in_or_name", sql`(${t.builtIn} is null) <> (${t.name} is null)`),
  ],
);

/** A medication step of a template: what, how much, how often, and which way it is given (the route). */
export interface TemplateMedication {
  name: string;
  dosage: string;
  frequency: string;
  route: string;
}

/**
 * A treatment template: admins write them, caregivers apply them to a patient record, which fills
 * the treatment given from its steps and medications.
 */
export const treatmentTemplates = pgTable(
  "treatment_templates",
  {
    ...editVersionColumns(),
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    // A category in use is not deleted (the service says so; the reference guards it).
    categoryId: uuid("category_id")
      .notNull()
      .references(() => treatmentCategories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description"),
    templateText: text("template_text"),
    steps: jsonb("steps").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    medications: jsonb("medications").$type<TemplateMedication[]>().notNull().default(sql`'[]'::jsonb`),
    equipment: jsonb("equipment").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    active: boolean("active").notNull().default(true),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("treatment_templates_org_category_idx").on(t.organizationId, t.categoryId),
    index("treatment_templates_org_name_idx").on(t.organizationId, t.name),
  ],
);
