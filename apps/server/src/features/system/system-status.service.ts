import { performance } from "node:perf_hooks";
import {
  FAILED_JOBS_SHOWN,
  type FailedJobView,
  type PlatformSystemView,
  type SystemStatusView,
} from "@hulppost/shared/system";
import { type SQL, sql } from "drizzle-orm";
import serverPackage from "../../../package.json" with { type: "json" };
import type { AppDeps } from "../../app-deps";
import { readLastBackup } from "../../db/backup";
import type { Viewer } from "../../http/context";
import { notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";

/**
 * Admin settings → System. An organisation's admin sees the installation's health and
 * providers with the jobs of their own organisation; the super admin sees the jobs over the whole
 * platform, and what only exists platform-wide: the database's size, its last backup and the mail
 * queue (mails carry no organisation; counting those to an organisation's members would count
 * their mails from other organisations and their password resets). Each view is a fixed number of
 * queries.
 */

/** The git commit the server was built from: build.mjs bakes it in; a development run has none. */
const COMMIT = process.env.HULPPOST_COMMIT || "unknown";

/** Jobs that work for one organisation name it in their payload (SMS copies do). */
const jobsOf = (organizationId: string) => sql`payload->>'organizationId' = ${organizationId}`;

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

// Type aliases, not interfaces: the driver's row generic wants an object type it can index.
type JobFigures = {
  due: number;
  scheduled: number;
  running: number;
  failed: number;
};

type PlatformFigures = JobFigures & {
  size_bytes: number | null;
  mail_pending: number;
  mail_failed: number;
  organizations: number;
  users: number;
  events: number;
  patients: number;
};

/** The one row of an aggregate without GROUP BY: there always is one. */
function onlyRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("An aggregate query answered no row");
  return row;
}

/** The job queue by state, of one organisation or (null) of all. */
const jobCounts = (organizationId: string | null) => sql`
  select count(*) filter (where status = 'pending' and run_at <= now())::int as due,
    count(*) filter (where status = 'pending' and run_at > now())::int as scheduled,
    count(*) filter (where status = 'running')::int as running,
    count(*) filter (where status = 'failed')::int as failed
  from jobs where status in ('pending', 'running', 'failed') ${organizationId ? sql`and ${jobsOf(organizationId)}` : sql``}`;

async function organizationFigures(deps: AppDeps, organizationId: string): Promise<JobFigures> {
  const result = await deps.db.execute<JobFigures>(jobCounts(organizationId));
  return onlyRow(result.rows);
}

async function platformFigures(deps: AppDeps): Promise<PlatformFigures> {
  // A mail whose delivery job gave up stays `pending` in the outbox: it counts as failed.
  const result = await deps.db.execute<PlatformFigures>(sql`
    with j as (${jobCounts(null)}), failed_mail as (
      select payload->>'outboxId' as id from jobs where type = 'mail.deliver' and status = 'failed'
    ), m as (
      select count(*) filter (where m.status = 'pending' and f.id is null)::int as mail_pending,
        count(*) filter (where m.status = 'failed' or f.id is not null)::int as mail_failed
      from mail_outbox m left join failed_mail f on f.id = m.id::text
      where m.status in ('pending', 'failed')
    )
    select pg_database_size(current_database())::float8 as size_bytes, j.*, m.*,
      (select count(*) from organizations)::int as organizations, (select count(*) from users)::int as users,
      (select count(*) from events)::int as events, (select count(*) from patients)::int as patients
    from j, m`);
  return onlyRow(result.rows);
}

async function failedJobs(deps: AppDeps, organizationId: string | null): Promise<FailedJobView[]> {
  const scope = organizationId ? sql`and ${jobsOf(organizationId)}` : sql``;
  const result = await deps.db.execute(sql`
    select j.id, j.type, j.last_error, j.attempts, j.max_attempts, j.created_at, j.finished_at,
      o.display_name as organization_name
    from jobs j left join organizations o on o.id::text = j.payload->>'organizationId'
    where j.status = 'failed' ${scope}
    order by j.finished_at desc nulls last, j.created_at desc
    limit ${FAILED_JOBS_SHOWN}`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    id: String(row.id),
    type: String(row.type),
    lastError: (row.last_error as string | null) ?? null,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    createdAt: iso(row.created_at) as string,
    failedAt: iso(row.finished_at),
    organizationName: (row.organization_name as string | null) ?? null,
  }));
}

async function databaseLatency(deps: AppDeps): Promise<number | null> {
  const started = performance.now();
  try {
    await deps.db.execute(sql`select 1`);
    return Math.round((performance.now() - started) * 10) / 10;
  } catch {
    return null;
  }
}

/** What both views show: health, version, providers and jobs; the jobs counted by the caller. */
function status(deps: AppDeps, latency: number | null, jobs: JobFigures, failed: FailedJobView[]): SystemStatusView {
  return {
    health: {
      database: latency === null ? "error" : "ok",
      databaseLatencyMs: latency,
      uptimeSeconds: Math.floor(process.uptime()),
    },
    version: { version: serverPackage.version, commit: COMMIT },
    database: { kind: deps.database.kind },
    mail: { transport: deps.config.SMTP_URL ? "smtp" : "outbox" },
    sms: { provider: deps.sms.kind, sender: deps.sms.sender },
    payments: { provider: deps.config.stripe ? "stripe" : "manual" },
    jobs: {
      due: Number(jobs.due),
      scheduled: Number(jobs.scheduled),
      running: Number(jobs.running),
      failed: Number(jobs.failed),
    },
    failedJobs: failed,
  };
}

export async function organizationSystemStatus(deps: AppDeps, organizationId: string): Promise<SystemStatusView> {
  const latency = await databaseLatency(deps);
  const jobs = await organizationFigures(deps, organizationId);
  return status(deps, latency, jobs, await failedJobs(deps, organizationId));
}

export async function platformSystemStatus(deps: AppDeps): Promise<PlatformSystemView> {
  const latency = await databaseLatency(deps);
  const counts = await platformFigures(deps);
  const view = status(deps, latency, counts, await failedJobs(deps, null));
  return {
    ...view,
    database: { ...view.database, sizeBytes: counts.size_bytes === null ? null : Number(counts.size_bytes) },
    mail: { ...view.mail, pending: Number(counts.mail_pending), failed: Number(counts.mail_failed) },
    // PostgreSQL is backed up by its operator (pg_dump); the embedded database by `npm run backup`.
    backup:
      deps.database.kind === "pglite"
        ? { lastAt: readLastBackup(deps.config.DATA_DIR)?.at ?? null, command: "npm run backup" }
        : null,
    totals: {
      organizations: Number(counts.organizations),
      users: Number(counts.users),
      events: Number(counts.events),
      patients: Number(counts.patients),
    },
  };
}

/**
 * Makes a failed job due again (audit-logged in the same transaction). An admin retries only jobs
 * of their own organisation: any other id answers 404, as if it did not exist.
 */
export async function retryFailedJob(
  deps: AppDeps,
  viewer: Viewer,
  organizationId: string | null,
  jobId: string,
  ip: string | null,
): Promise<void> {
  const where: SQL | undefined = organizationId ? jobsOf(organizationId) : undefined;
  await deps.db.transaction(async (tx) => {
    const job = await deps.jobs.retry(jobId, where);
    if (!job) throw notFound("There is no failed job with this id");
    const payload = job.payload as { organizationId?: unknown } | null;
    await audit(tx, {
      action: "job.retry",
      actor: viewer,
      // A super admin's retry of an organisation's job shows in that organisation's log too.
      organizationId: organizationId ?? (typeof payload?.organizationId === "string" ? payload.organizationId : null),
      targetType: "job",
      targetId: jobId,
      details: { type: job.type },
      ipAddress: ip,
    });
  });
}
