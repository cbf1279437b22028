import { sql } from "drizzle-orm";
import { integer, jsonb } from "drizzle-orm/pg-core";

/**
 * Optimistic concurrency for a record more than one person edits (decision 036): its version,
 * raised by every change, and per field the version that last changed it. A form sends the
 * version it was loaded from; a field changed since by someone else is a conflict, named, never
 * silently overwritten; fields nobody else touched save as they are.
 */
export const editVersionColumns = () => ({
  version: integer("version").notNull().default(1),
  fieldVersions: jsonb("field_versions").$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
});
