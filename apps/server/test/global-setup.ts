import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedPgliteDump } from "./helpers/database";

declare module "vitest" {
  interface ProvidedContext {
    /** A migrated PGlite data directory (a tar file) that every test file's database starts from. */
    pgliteSnapshot: string | null;
  }
}

/**
 * Each test file runs in a fresh worker, so a PGlite migrated "once per worker" was in fact
 * created and migrated once per file: an initdb and 17 migrations, seconds each time. The PGlite
 * project now migrates one database before the workers start and hands every file its data
 * directory to load.
 */
export async function setup(project: TestProject) {
  if (project.name !== "pglite") {
    project.provide("pgliteSnapshot", null);
    return;
  }
  const dump = await migratedPgliteDump();
  const file = path.join(tmpdir(), `hulppost-pglite-migrated-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rm(file, { force: true });
}
