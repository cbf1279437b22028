import { customType } from "drizzle-orm/pg-core";

/**
 * Binary content (patient and asset photos, kept in the database: decision 021). Drizzle has no
 * bytea column of its own; PGlite answers a Uint8Array where node-postgres answers a Buffer, so
 * both come back as a Buffer.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
