import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createDeps, resolveAuthSecret } from "./app-deps";
import { repairUsersWithoutProfile } from "./auth/profile-hooks";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/lock";
import { runMigrations } from "./db/migrate";
import { scheduleAlertSweep } from "./features/notifications/alert-sweep";
import { scheduleObservationSweep } from "./features/notifications/observations-due";
import { scheduleOrgSweep } from "./features/org-export/org-sweep";
import { scheduleRetention } from "./features/patients/retention";
import { scheduleRetentionSweeps } from "./features/retention/retention-schedule";
import { httpServerOptions } from "./http/node-exchange";
import { createLogger } from "./platform/logger";
import { scheduleNoticeSweep } from "./platform/realtime/sweep";
import { runtimeWarning } from "./platform/runtime";
import { seedDemoIfEmpty, shouldSeedDemo } from "./seed/demo";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const oldRuntime = runtimeWarning();
  if (oldRuntime) logger.warn(oldRuntime);

  let lock: { release(): void } | null = null;
  if (config.database === "pglite") {
    try {
      lock = lockDataDir(config.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: path.join(config.DATA_DIR, "pglite") },
  );
  await runMigrations(database);
  const repaired = await repairUsersWithoutProfile(database.db);
  if (repaired) logger.warn({ users: repaired }, "gave users left without a profile by an earlier sign-up one");
  const deps = createDeps(config, database, logger, resolveAuthSecret(config));
  const app = createApp(deps, { warmPages: true });
  if (shouldSeedDemo(config)) await seedDemoIfEmpty(deps);
  await deps.realtime.start();

  // Answers write their fixed headers themselves (decision 059).
  const server = serve(
    { fetch: app.fetch, port: config.PORT, hostname: config.HOST, serverOptions: httpServerOptions },
    (info) => {
      const where = config.database === "pglite" ? `PGlite in ${path.join(config.DATA_DIR, "pglite")}` : "PostgreSQL";
      logger.info(
        { port: info.port, database: config.database },
        `Hulppost listens on http://localhost:${info.port} (${where})`,
      );
    },
  );
  // An idle keep-alive connection stays open longer than a client or proxy keeps it (Node closes
  // it after 5 s): a request sent on it just as the server closes it is reset (ECONNRESET), which
  // the journeys saw on a busy machine. 65 s is above the 60 s of common proxies; the headers
  // timeout must be longer still.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  // Listened for as soon as the server listens: a stop that comes while jobs are being scheduled
  // still ends streams and closes the database cleanly.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn("second signal: exiting at once");
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, "shutting down");
    // Stop taking requests, let running ones and the current job finish, then close the database
    // so PGlite writes everything out before the lock is released. Realtime streams never end by
    // themselves: they are ended first (browsers resume on another process), and their
    // connections closed once idle.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const http = server as import("node:http").Server;
    await deps.realtime.close();
    http.closeIdleConnections?.();
    setTimeout(() => http.closeIdleConnections?.(), 200).unref();
    const force = setTimeout(() => http.closeAllConnections?.(), 5000);
    await closed;
    clearTimeout(force);
    await deps.jobs.stop();
    await database.close();
    lock?.release();
    logger.info("stopped");
    logger.flush();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  try {
    await scheduleRetention(deps.db, deps.jobs, logger);
    await scheduleRetentionSweeps(deps.db, deps.jobs, logger);
    await scheduleAlertSweep(deps);
    await scheduleObservationSweep(deps.db, deps.jobs, logger);
    await scheduleNoticeSweep(database, deps.jobs, logger);
    await scheduleOrgSweep(deps);
  } catch (error) {
    if (closing) return; // the database closed under it: the shutdown exits
    throw error;
  }
  if (!closing) deps.jobs.start();
  // Production may start without an SMS provider (SMS is an option), but the operator is told.
  if (config.NODE_ENV === "production" && config.SMS_PROVIDER === "outbox")
    logger.warn(
      "SMS_PROVIDER is not set: text messages are kept in the outbox and never sent. Set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_SENDER.",
    );
  if (!config.APP_URL && config.database === "postgres")
    logger.warn(
      "APP_URL is not set: links in mails point to http://localhost. Set APP_URL to the public origin of this server.",
    );
}

main().catch((error) => {
  console.error("Hulppost could not start:", error);
  process.exit(1);
});
