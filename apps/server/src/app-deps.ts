import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  type Auth,
  authCookieNames,
  createAuth,
  SESSION_EXPIRES_IN_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
} from "./auth/auth";
import { createSessionLookup } from "./auth/session-lookup";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { createJobQueue, type JobQueue } from "./platform/jobs/queue";
import type { Logger } from "./platform/logger";
import { createMailer, type Mailer } from "./platform/mail/mailer";
import { createStripeClient, type Stripe } from "./platform/payments/stripe";
import { createPushSender, type PushSender } from "./platform/push/push-sender";
import { resolveVapidKeys } from "./platform/push/vapid";
import { createRealtimeHub, type RealtimeHub } from "./platform/realtime/hub";
import { createResponseCache, type ResponseCache } from "./platform/response-cache";
import { createSmsProvider } from "./platform/sms/create-provider";
import type { SmsProvider } from "./platform/sms/provider";

type EmailVerifiedHook = (user: { id: string; email: string }) => Promise<void>;
type SignInHook = (event: { userId: string; ipAddress: string | null; impersonatedBy: string | null }) => Promise<void>;

/** Everything a route or service may use, built once at start (and once per test). */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  jobs: JobQueue;
  /** Twilio, or the outbox when none is configured (platform/sms). */
  sms: SmsProvider;
  /** Web Push to the browsers' push services, signed with the server's VAPID key (decision 046). */
  push: PushSender;
  /** The payment provider's client when Stripe is configured; null: plans are set by hand. */
  stripe: Stripe | null;
  /** Cached JSON answers keyed by organisation data version (see response-cache.ts). */
  responseCache: ResponseCache;
  /** Resolves a session cookie in one query (see session-lookup.ts). */
  lookupSession: ReturnType<typeof createSessionLookup>;
  /** The process's one LISTEN for change notices and its open streams (platform/realtime/hub.ts). */
  realtime: RealtimeHub;
  /** Features that must act when a login is verified or used register here (invitations, audit). */
  hooks: { emailVerified: EmailVerifiedHook[]; signIn: SignInHook[] };
}

/**
 * The secret that signs session cookies. Production passes AUTH_SECRET; a laptop install makes one
 * and keeps it in the data directory so sessions survive a restart.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createDeps(config: Config, database: Database, logger: Logger, secret: string): AppDeps {
  const jobs = createJobQueue(database.db, logger);
  const mailer = createMailer({ db: database.db, logger, jobs, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const hooks: AppDeps["hooks"] = { emailVerified: [], signIn: [] };
  const auth = createAuth({
    config,
    db: database.db,
    logger,
    mailer,
    secret,
    onEmailVerified: async (user) => {
      for (const hook of hooks.emailVerified) await hook(user);
    },
    onSignIn: async (event) => {
      for (const hook of hooks.signIn) await hook(event);
    },
  });
  const cookies = authCookieNames(config);
  const lookupSession = createSessionLookup(database, {
    secret,
    cookieName: cookies.sessionToken,
    dontRememberCookieName: cookies.dontRemember,
    expiresInSeconds: SESSION_EXPIRES_IN_SECONDS,
    updateAgeSeconds: SESSION_UPDATE_AGE_SECONDS,
  });
  const responseCache = createResponseCache();
  // Started by main.ts, or by the first stream that opens (tests); closed with the server.
  const realtime = createRealtimeHub(database, logger);
  return {
    config,
    database,
    db: database.db,
    logger,
    auth,
    mailer,
    jobs,
    sms: createSmsProvider(config, logger),
    push: createPushSender(resolveVapidKeys(config), config.PUSH_SERVICE_ORIGINS),
    stripe: config.stripe ? createStripeClient(config.stripe) : null,
    hooks,
    lookupSession,
    responseCache,
    realtime,
  };
}
