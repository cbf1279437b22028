import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { createApp } from "../../src/app";
import { type AppDeps, createDeps } from "../../src/app-deps";
import { loadConfig } from "../../src/config";
import type { Database } from "../../src/db/client";
import { mailOutbox, profiles, userRoles, users } from "../../src/db/schema/index";
import type { Logger } from "../../src/platform/logger";
import { Agent } from "./agent";
import { createTestDatabase, type TestDatabase } from "./database";

export const TEST_SECRET = "test-secret-test-secret-test-secret-0123456789";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  agent(): Agent;
  /** Makes a verified account with a password, like a person who finished sign-up. */
  createUser(input?: Partial<TestUserInput>): Promise<TestUser>;
  /** Mails in the outbox for an address, newest first. */
  mailsTo(email: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): Promise<void>;
}

export interface TestUserInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: ("super_admin" | "admin" | "hulpverlener" | "organisator")[];
  language: "nl" | "en" | "es" | "fr";
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  agent: Agent;
}

let counter = 0;

export async function createTestApp(
  env: Record<string, string> = {},
  shared?: TestDatabase,
  options: { logger?: Logger } = {},
): Promise<TestApp> {
  const testDb = shared ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "hulppost-test-")),
    LOG_LEVEL: "silent",
    AUTH_SECRET: TEST_SECRET,
    SIGN_IN_MAX_ATTEMPTS: "1000",
    ...env,
  });
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG ?? "silent" });
  const deps = createDeps(config, testDb.database, logger, TEST_SECRET);
  const app = createApp(deps, { webRoot: path.join(tmpdir(), "hulppost-no-web") });

  const testApp: TestApp = {
    app,
    deps,
    database: testDb.database,
    agent: () => new Agent(app),
    async createUser(input = {}) {
      counter++;
      const email = input.email ?? `person${counter}-${Date.now()}@example.test`;
      const password = input.password ?? "secret-pass";
      const agent = new Agent(app);
      const res = await agent.post("/api/auth/sign-up/email", {
        email,
        password,
        name: `${input.firstName ?? "Test"} ${input.lastName ?? `Person${counter}`}`,
        firstName: input.firstName ?? "Test",
        lastName: input.lastName ?? `Person${counter}`,
        birthDate: "1990-05-17",
        gender: "anders",
        language: input.language ?? "nl",
      });
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const [user] = await deps.db.update(users).set({ emailVerified: true }).where(eq(users.email, email)).returning();
      if (!user) throw new Error("user not created");
      for (const role of input.roles ?? []) await deps.db.insert(userRoles).values({ userId: user.id, role });
      const signIn = await agent.post("/api/auth/sign-in/email", { email, password });
      if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
      return { id: user.id, email, password, agent };
    },
    async mailsTo(email) {
      const rows = await deps.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
      return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
    async close() {
      await deps.realtime.close();
      await deps.jobs.stop();
      if (!shared) await testDb.drop();
    },
  };
  return testApp;
}

export async function profileOf(deps: AppDeps, userId: string) {
  return deps.db.query.profiles.findFirst({ where: eq(profiles.userId, userId) });
}
