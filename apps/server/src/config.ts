import path from "node:path";
import { DEFAULT_TIME_ZONE } from "@hulppost/shared/constants";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    APP_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Hulppost <no-reply@hulppost.local>"),
    CONTACT_EMAIL: z.email().optional(),
    SUPER_ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: bool.default(false),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    APP_TIMEZONE: z
      .string()
      .min(1)
      .default(DEFAULT_TIME_ZONE)
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, "must be an IANA time zone such as Europe/Brussels"),
    SIGN_IN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
    SIGN_IN_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    DEMO_DATA: z.enum(["auto", "off"]).default("auto"),
    // SMS (decision 030): Twilio's Messages API, or the outbox (nothing leaves).
    SMS_PROVIDER: z.enum(["twilio", "outbox"]).default("outbox"),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, "must be AC followed by 32 hexadecimal characters")
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    TWILIO_API_URL: z.url().default("https://api.twilio.com"),
    /** A number in E.164 (+32…) or an alphanumeric sender id of at most 11 characters. */
    SMS_SENDER: z
      .string()
      .regex(
        /^(\+[1-9]\d{6,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
        "must be a number in E.164 (+32470123456) or a sender name of at most 11 letters and digits",
      )
      .optional(),
    /** The public origin the provider posts delivery reports to (default APP_URL). */
    SMS_CALLBACK_URL: z.url().optional(),
    SMS_RATE_PER_SECOND: z.coerce.number().positive().max(1000).default(10),
    // Payment (decision 033): Stripe Checkout, customer portal and webhooks. All three
    // or none; without them a super admin sets plans by hand.
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, "must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, "must start with whsec_")
      .optional(),
    /** The Stripe product of the premium plan (prod_…); its price comes from price management. */
    STRIPE_PREMIUM_PRODUCT_ID: z
      .string()
      .regex(/^prod_[A-Za-z0-9]{4,}$/, "must be a Stripe product id (prod_…)")
      .optional(),
    /** Another Stripe API origin, for a local stand-in in tests (default Stripe's own). */
    STRIPE_API_URL: z.url().optional(),
    // Web Push (decision 046): the VAPID key pair, both or neither (neither: made once and kept in
    // DATA_DIR), and who the push services may write to about this server.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,90}$/, "must be a base64url P-256 public key (web-push generate-vapid-keys)")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,46}$/, "must be a base64url P-256 private key")
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:.+@.+|https:\/\/.+)$/, "must be a mailto: address or an https:// URL")
      .optional(),
    /**
     * The push services the server sends to (a browser's subscription names one): the big
     * browsers' by default; anything else is refused, so a subscription cannot make the server
     * post to an address of its network. Tests add their local push service.
     */
    PUSH_SERVICE_ORIGINS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean),
      ),
  })
  .superRefine((env, ctx) => {
    const stripe = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PREMIUM_PRODUCT_ID"] as const;
    if (stripe.some((name) => env[name]))
      for (const name of stripe)
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "is required with the other STRIPE_ settings" });
    if (!!env.VAPID_PUBLIC_KEY !== !!env.VAPID_PRIVATE_KEY)
      ctx.addIssue({
        code: "custom",
        path: [env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: "is required with the other VAPID key",
      });
    if (env.SMS_PROVIDER === "twilio") {
      for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "SMS_SENDER"] as const)
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required with SMS_PROVIDER=twilio" });
    }
    if (env.NODE_ENV !== "production") return;
    if (!env.APP_URL) ctx.addIssue({ code: "custom", path: ["APP_URL"], message: "is required in production" });
    if (!env.AUTH_SECRET) ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
    // Without a mail server nobody can verify an address or reset a password, and the links
    // would only be in the log.
    if (!env.SMTP_URL) ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required in production" });
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "DATA_DIR"> {
  DATA_DIR: string;
  database: "pglite" | "postgres";
  /** Set when Stripe is configured (all three settings); null means plans are set by hand. */
  stripe: StripeConfig | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  premiumProductId: string;
  apiUrl: string | undefined;
}

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  // Operators read these messages, so they use zod's plain English rather than the app's field keys.
  const english = z.locales.en();
  const parsed = envSchema.safeParse(cleaned, { error: (issue) => english.localeError(issue) });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".");
      // Secrets and connection strings may hold passwords: name them, never echo them.
      const shown = name in cleaned && !/SECRET|URL|PASSWORD|TOKEN|SID|PRIVATE/.test(name);
      return `  ${name}: ${issue.message}${shown ? ` (got ${JSON.stringify(cleaned[name])})` : ""}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const value = parsed.data;
  return {
    ...value,
    DATA_DIR: path.resolve(value.DATA_DIR),
    database: value.DATABASE_URL ? "postgres" : "pglite",
    stripe:
      value.STRIPE_SECRET_KEY && value.STRIPE_WEBHOOK_SECRET && value.STRIPE_PREMIUM_PRODUCT_ID
        ? {
            secretKey: value.STRIPE_SECRET_KEY,
            webhookSecret: value.STRIPE_WEBHOOK_SECRET,
            premiumProductId: value.STRIPE_PREMIUM_PRODUCT_ID,
            apiUrl: value.STRIPE_API_URL,
          }
        : null,
  };
}
