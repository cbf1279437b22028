import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, openDatabase } from "../../src/db/client";
import { runMigrations } from "../../src/db/migrate";

let snapshot: Promise<Blob> | null = null;

/**
 * A migrated PGlite is made once per test worker and copied for every test file: migrating a
 * fresh one each time would cost seconds.
 */
async function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const database = await openDatabase({ kind: "pglite" });
    await runMigrations(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await database.close();
    return dump;
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
