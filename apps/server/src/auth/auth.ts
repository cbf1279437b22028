import { randomUUID } from "node:crypto";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@hulppost/shared/constants";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins/bearer";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from "../db/schema/index";
import type { Logger } from "../platform/logger";
import type { Mailer } from "../platform/mail/mailer";
import { impersonationPlugin } from "./impersonation-plugin";
import { LOOPBACK_HOST_PATTERNS, publicOrigin, trustedOriginsFor } from "./origins";
import { passwordHashingFor } from "./password-hashing";
import { createProfileFor, grantListedSuperAdmin, recordSignIn } from "./profile-hooks";
import { setPasswordPlugin } from "./set-password-plugin";

export const CLIENT_IP_HEADER = "x-hulppost-client-ip";
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
// A session in use is extended once a day, so an active volunteer is not signed out mid-event.
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/** Better Auth's cookie names for this configuration (prefix `hulppost`, `__Secure-` on https). */
export function authCookieNames(config: Config) {
  const prefix = config.APP_URL?.startsWith("https://") ? "__Secure-hulppost" : "hulppost";
  return { sessionToken: `${prefix}.session_token`, dontRemember: `${prefix}.dont_remember` };
}

export interface AuthDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  secret: string;
  /** Called when a person has shown they read their mailbox: verification or set-password link. */
  onEmailVerified?: (user: { id: string; email: string }) => Promise<void>;
  onSignIn?: (event: { userId: string; ipAddress: string | null; impersonatedBy: string | null }) => Promise<void>;
}

async function languageOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.query.profiles.findFirst({
    where: (p, { eq }) => eq(p.userId, userId),
    columns: { language: true },
  });
  return row?.language ?? null;
}

export function createAuth(deps: AuthDeps) {
  const { config, db, logger, mailer } = deps;
  const secureCookies = config.APP_URL?.startsWith("https://") ?? false;

  return betterAuth({
    appName: "Hulppost",
    secret: deps.secret,
    basePath: "/api/auth",
    // Without APP_URL the server answers on whatever host the browser used (localhost, 127.0.0.1);
    // with it, that one public origin is used for links and origin checks.
    // Without APP_URL only loopback hosts shape Better Auth's links (the verification mail's);
    // any other Host falls back to localhost rather than pointing a link elsewhere.
    baseURL: config.APP_URL ?? {
      allowedHosts: LOOPBACK_HOST_PATTERNS,
      protocol: "http",
      fallback: `http://localhost:${config.PORT}`,
    },
    trustedOrigins: (request) => trustedOriginsFor(config, request),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
      transaction: true,
    }),
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: "hulppost",
      useSecureCookies: secureCookies,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: config.LOG_LEVEL === "debug" || config.LOG_LEVEL === "trace" ? "debug" : "warn",
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      additionalFields: { impersonatedBy: { type: "string", required: false, input: false } },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      password: passwordHashingFor(config),
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => grantListedSuperAdmin(db, user, config.SUPER_ADMIN_EMAILS),
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }, request) => {
        const url = `${publicOrigin(config, request)}/auth?token_hash=${encodeURIComponent(token)}&type=recovery`;
        await mailer.send(user.email, {
          template: "resetPassword",
          language: await languageOf(db, user.id),
          params: { name: user.name },
          actionUrl: url,
        });
      },
      // Sign-up never tells a stranger which addresses have an account; the owner gets a note.
      onExistingUserSignUp: async ({ user }, request) => {
        await mailer.send(user.email, {
          template: "accountExists",
          language: await languageOf(db, user.id),
          params: { name: user.name },
          actionUrl: `${publicOrigin(config, request)}/auth`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      afterEmailVerification: async (user) => {
        await grantListedSuperAdmin(db, user, config.SUPER_ADMIN_EMAILS);
        await deps.onEmailVerified?.(user);
      },
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }, request) => {
        await mailer.send(user.email, {
          template: "verifyEmail",
          language: (await languageOf(db, user.id)) ?? request?.headers.get("x-hulppost-language"),
          params: { name: user.name },
          actionUrl: url,
        });
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-up/email": { window: 60 * 10, max: 50 },
        "/request-password-reset": { window: 60 * 10, max: 10 },
        "/send-verification-email": { window: 60 * 10, max: 10 },
        // Sign-in has its own limiter, per email and per address (sign-in-limiter.ts).
        "/sign-in/email": false,
        "/get-session": false,
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Before, not after: Better Auth runs after-hooks once its transaction has committed, so
          // a profile that failed there left a user without one. Here the profile is written in
          // the same transaction, a moment before the user row (the reference is checked at
          // commit, migration 0004): both exist, or neither.
          before: async (user, context) => {
            const id = (user as { id?: string }).id ?? randomUUID();
            await createProfileFor(db, { ...user, id }, (context?.body ?? {}) as Record<string, unknown>);
            return { data: { ...user, id } };
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            const impersonatedBy = (session as { impersonatedBy?: string | null }).impersonatedBy ?? null;
            if (!impersonatedBy) await recordSignIn(db, session.userId);
            await deps.onSignIn?.({ userId: session.userId, ipAddress: session.ipAddress ?? null, impersonatedBy });
          },
        },
      },
    },
    plugins: [
      twoFactor({ issuer: "Hulppost", skipVerificationOnEnable: false }),
      bearer(),
      setPasswordPlugin({
        onMailboxProven: async (user) => {
          await grantListedSuperAdmin(db, user, config.SUPER_ADMIN_EMAILS);
          await deps.onEmailVerified?.(user);
        },
      }),
      impersonationPlugin(db),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
