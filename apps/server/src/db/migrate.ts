import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

/** The migrations folder: beside this file in the source tree, or copied beside the bundle. */
export function migrationsFolder(): string {
  const candidates = [new URL("./migrations", import.meta.url), new URL("./db/migrations", import.meta.url)];
  for (const candidate of candidates) {
    const dir = fileURLToPath(candidate);
    if (existsSync(dir)) return dir;
  }
  throw new Error("The database migrations folder was not found next to the server code.");
}

// Any number fits, as long as it is the same in every process of this application.
const MIGRATION_LOCK_KEY = 720_431_977;

/**
 * Brings the schema up to date. On PostgreSQL several processes may start at once behind a load
 * balancer; an advisory lock lets one migrate while the others wait.
 */
export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  const { driver } = database;
  if (driver.kind === "pglite") {
    await migratePglite(driver.db, { migrationsFolder: folder });
    return;
  }
  await driver.db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(tx, { migrationsFolder: folder });
  });
}
