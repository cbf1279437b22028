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

function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  return url;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const target = new URL(postgresUrl());
  target.pathname = `/${name}`;
  return target.toString();
}

/** A migrated database to copy, made once for the PostgreSQL project by test/global-setup.ts. */
export async function createPostgresTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `hulppost_template_${randomBytes(6).toString("hex")}`;
  await onServer((client) => client.query(`create database ${name}`));
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(name), poolSize: 1 });
  await runMigrations(database);
  // A template is copied only while nobody is connected to it.
  await database.close();
  return {
    name,
    drop: () =>
      onServer((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** A new database on the test server: a copy of the migrated template, or migrated here without one. */
async function createPostgresDatabase(name: string): Promise<Database> {
  const template = inject("postgresTemplate");
  await onServer((client) => client.query(`create database ${name}${template ? ` template ${template}` : ""}`));
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(name), poolSize: 10 });
  if (!template) await runMigrations(database);
  return database;
}

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === "postgres") {
    const name = `hulppost_test_${randomBytes(6).toString("hex")}`;
    const database = await createPostgresDatabase(name);
    return {
      database,
      async drop() {
        await database.close();
        await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const pglite = await PGlite.create({ loadDataDir: await pgliteSnapshot() });
  const database = await openDatabase({ kind: "pglite", pglite });
  return { database, drop: () => database.close() };
}
