import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/db/client";
import { runMigrations } from "../../src/db/migrate";

let snapshot: Promise<Blob> | null = null;

/** A fresh PGlite with every migration applied, as a data directory (a tar file's contents). */
export async function migratedPgliteDump(): Promise<Blob> {
  const database = await openDatabase({ kind: "pglite" });
  await runMigrations(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  return dump;
}

/**
 * The migrated data directory every test file's PGlite starts from: made once for the whole run
 * by test/global-setup.ts (a worker runs one file, so "once per worker" was once per file), or
 * here when a file runs without it.
 */
async function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = inject("pgliteSnapshot");
    return file ? new Blob([await readFile(file)]) : migratedPgliteDump();
  })();
  return snapshot;
}

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const name = `hulppost_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: target.toString(), poolSize: 10 });
    await runMigrations(database);
    return {
      database,
      async drop() {
        await database.close();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const pglite = await PGlite.create({ loadDataDir: await pgliteSnapshot() });
  const database = await openDatabase({ kind: "pglite", pglite });
  return { database, drop: () => database.close() };
}
