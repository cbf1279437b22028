import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobQueue, NoPayload } from "../../platform/jobs/queue";

/**
 * Hourly: shared positions (decision 055). The type the fixed 24-hour sweep had, so a run already
 * pending in a running installation is taken over by this one.
 */
export const LOCATION_SWEEP_JOB = "locations.sweep";
/** Nightly: chat messages, spent invitations, expired sessions and sign-in codes (decision 055). */
export const NIGHTLY_SWEEP_JOB = "retention.nightly";

declare module "../../platform/jobs/queue" {
  interface JobPayloads {
    [LOCATION_SWEEP_JOB]: NoPayload;
    [NIGHTLY_SWEEP_JOB]: NoPayload;
  }
}

export type SweepJob = typeof LOCATION_SWEEP_JOB | typeof NIGHTLY_SWEEP_JOB;

/**
 * Makes sure one run of a sweep is pending, never two: the check and the enqueue hold a
 * transaction-scoped advisory lock on the type, so two processes that start (or two runs that end)
 * at the same moment leave one pending run, not two chains of them. A run that is late or doubled
 * anyway deletes nothing more: every sweep is idempotent.
 */
export async function ensureNextRun(db: Db, jobs: JobQueue, type: SweepJob, runAt: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${type}))`);
    const pending = await tx.execute(sql`select 1 from jobs where type = ${type} and status = 'pending' limit 1`);
    if (!pending.rows.length) await jobs.enqueue(type, {}, { runAt });
  });
}
