import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresTemplate, migratedPgliteDump } from "./helpers/database";

declare module "vitest" {
  interface ProvidedContext {
    /** A migrated PGlite data directory (a tar file) that every test file's database starts from. */
    pgliteSnapshot: string | null;
    /** A migrated PostgreSQL database that every test file's database is created from. */
    postgresTemplate: string | null;
  }
}

/**
 * Each test file runs in a fresh worker, so a PGlite migrated "once per worker" was in fact
 * created and migrated once per file: an initdb and 17 migrations, seconds each time. The PGlite
 * project now migrates one database before the workers start and hands every file its data
 * directory to load.
 */
export async function setup(project: TestProject) {
  project.provide("pgliteSnapshot", null);
  project.provide("postgresTemplate", null);
  // The same on PostgreSQL: one database migrated up front, and each file's a copy of it
  // (CREATE DATABASE … TEMPLATE copies files, no migration runs again).
  if (project.name === "postgres") {
    const template = await createPostgresTemplate();
    project.provide("postgresTemplate", template.name);
    return template.drop;
  }
  if (project.name !== "pglite") return;
  const dump = await migratedPgliteDump();
  const file = path.join(tmpdir(), `hulppost-pglite-migrated-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rm(file, { force: true });
}
