import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * The API suite runs on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL
 * names a server (CI sets it when one answers on 127.0.0.1:5432). What needs a PostgreSQL server
 * (`*.postgres.test.ts`, several server processes on one database) is left out without one rather
 * than skipped: a skipped test counts as a failure in `npm test`.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const databases = onPostgres ? ["pglite", "postgres"] : ["pglite"];
const needsServer = ["**/*.postgres.test.ts"];
const processesOnOneServer = ["test/process/realtime.test.ts"];

/**
 * Vitest's default on a 2-core machine is one worker (cores - 1), which ran 160 files one after
 * another while a file mostly waits on its database. Two workers per core keep both cores busy.
 * A worker also keeps its loaded modules from one file to the next (`isolate: false`): every file
 * builds its own app and database in `beforeAll` and no test replaces a module, so nothing leaks,
 * and the server's module graph is loaded once per worker instead of once per file (decision 039).
 */
const workers = Math.max(2, availableParallelism() * 2);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: workers,
    globalSetup: ["test/global-setup.ts"],
    projects: [
      ...databases.map((db) => ({
        extends: true as const,
        test: {
          name: db,
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          exclude: ["test/process/**", ...(db === "postgres" ? [] : needsServer)],
          env: { TEST_DB: db },
          isolate: false,
        },
      })),
      // Tests that start real server processes run once, on their own.
      {
        extends: true as const,
        test: {
          name: "process",
          include: ["test/process/**/*.test.ts"],
          exclude: onPostgres ? [] : processesOnOneServer,
        },
      },
    ],
  },
});
