import path from "node:path";
import { parseArgs } from "node:util";
import { emailField } from "@hulppost/shared/validation";
import { eq } from "drizzle-orm";
import { createDeps, resolveAuthSecret } from "../app-deps";
import { createInviteLink, createPasswordlessUser } from "../auth/invite";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { DataDirLockedError, lockDataDir } from "../db/lock";
import { runMigrations } from "../db/migrate";
import { userRoles, users } from "../db/schema/index";
import { createLogger } from "../platform/logger";

/**
 * `npm run create-super-admin -- --email X [--name "First Last"]`: makes the first administrator of
 * a production install. An existing account gets the role; a new one is created and receives an
 * invite mail (and the link is printed) to choose a password.
 */
async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
  const email = emailField.safeParse(values.email ?? "");
  if (!email.success) {
    console.error('Usage: npm run create-super-admin -- --email admin@example.org [--name "First Last"]');
    process.exit(2);
  }
  const config = loadConfig();
  const logger = createLogger("warn");
  const lock = config.database === "pglite" ? lockDataDir(config.DATA_DIR) : null;
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(config.DATA_DIR, "pglite") },
  );
  try {
    await runMigrations(database);
    const deps = createDeps(config, database, logger, resolveAuthSecret(config));
    const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email.data));
    let userId = existing?.id;
    if (!userId) {
      const name = values.name?.trim() || email.data.split("@")[0] || "Admin";
      userId = await createPasswordlessUser(deps.db, email.data, name);
      const link = await createInviteLink(deps, userId, config.APP_URL ?? `http://localhost:${config.PORT}`);
      console.log(`Created ${email.data}. Invite link to choose a password (valid 7 days):\n${link}`);
    }
    await deps.db.insert(userRoles).values({ userId, role: "super_admin" }).onConflictDoNothing();
    await deps.jobs.runDue();
    console.log(`${email.data} is a super admin.`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
