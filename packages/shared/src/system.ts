import { z } from "zod";
import { uuid } from "./validation";

// Admin settings → System: how the installation is doing, seen by an organisation's
// admin (the installation's health and providers, and its own jobs) and by the super admin (the
// whole platform: every job and mail, the database's size and its backup).

/** Background jobs by state; `scheduled` are pending ones whose moment has not come (a text for tomorrow). */
export const jobCountsView = z.object({
  due: z.number().int(),
  scheduled: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
});
export type JobCountsView = z.infer<typeof jobCountsView>;

/** A job that used up its attempts. Its payload is never shown: it may carry phone numbers. */
export const failedJobView = z.object({
  id: z.string(),
  type: z.string(),
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
  /** The organisation the job works for, when it names one (filled for the super admin). */
  organizationName: z.string().nullable(),
});
export type FailedJobView = z.infer<typeof failedJobView>;

/** How mail leaves the installation: `outbox` (no SMTP_URL) keeps mails in the database and the log. */
const mailTransportView = z.object({ transport: z.enum(["smtp", "outbox"]) });

/**
 * The mails waiting and failed, platform-wide: mails belong to no organisation (a password reset,
 * an invitation to several), so only the super admin sees their counts.
 */
export const mailStatusView = mailTransportView.extend({
  /** Waiting for the mail server. */
  pending: z.number().int(),
  /** Given up on after every attempt (a retry of its job sends it again). */
  failed: z.number().int(),
});

/**
 * An organisation admin's view: the installation's health, version and providers (whether each is
 * configured, which is no other organisation's data) and the background jobs that work for their
 * organisation. What is about every organisation together (the database's size, its backup, the
 * mail queue) is in the super admin's view only.
 */
export const systemStatusView = z.object({
  health: z.object({
    database: z.enum(["ok", "error"]),
    /** How long `select 1` took, in milliseconds. */
    databaseLatencyMs: z.number().nullable(),
    uptimeSeconds: z.number().int(),
  }),
  version: z.object({
    version: z.string(),
    /** The git commit the build was made from, or "unknown" (a development run, a copy without git). */
    commit: z.string(),
  }),
  database: z.object({ kind: z.enum(["pglite", "postgres"]) }),
  mail: mailTransportView,
  sms: z.object({ provider: z.enum(["twilio", "outbox"]), sender: z.string().nullable() }),
  payments: z.object({ provider: z.enum(["stripe", "manual"]) }),
  jobs: jobCountsView,
  /** The most recent failed jobs, newest first (at most FAILED_JOBS_SHOWN). */
  failedJobs: z.array(failedJobView),
});
export type SystemStatusView = z.infer<typeof systemStatusView>;

/**
 * The super admin's view: the same status over every organisation, with the database's size, the
 * mail queue, the last backup and the platform's totals.
 */
export const platformSystemView = systemStatusView.extend({
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    sizeBytes: z.number().nullable(),
  }),
  mail: mailStatusView,
  /**
   * The embedded database's last `npm run backup`; null on PostgreSQL, whose backups are the
   * operator's own (pg_dump).
   */
  backup: z
    .object({
      lastAt: z.string().nullable(),
      command: z.string(),
    })
    .nullable(),
  totals: z.object({
    organizations: z.number().int(),
    users: z.number().int(),
    events: z.number().int(),
    patients: z.number().int(),
  }),
});
export type PlatformSystemView = z.infer<typeof platformSystemView>;

export const FAILED_JOBS_SHOWN = 20;

export const jobParams = z.object({ jobId: uuid });
export const orgJobParams = z.object({ orgId: z.string(), jobId: uuid });
