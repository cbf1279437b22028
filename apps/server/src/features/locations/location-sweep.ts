import { LOCATION_RULES } from "@hulppost/shared/locations";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobQueue, NoPayload } from "../../platform/jobs/queue";
import type { Logger } from "../../platform/logger";

export const LOCATION_SWEEP_JOB = "locations.sweep";

declare module "../../platform/jobs/queue" {
  interface JobPayloads {
    [LOCATION_SWEEP_JOB]: NoPayload;
  }
}

/** Hourly: a position is gone between 24 and 25 hours after it was taken. */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Deletes positions older than 24 hours, in every organisation; returns how many. Positions are
 * not records, so this goes to the log, not the audit log. The (recorded_at) index finds them.
 */
export async function deleteExpiredLocations(db: Db, now = new Date()): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from location_shares
      where recorded_at < ${now.toISOString()}::timestamptz - make_interval(hours => ${LOCATION_RULES.keepHours})
      returning 1
    )
    select count(*)::int as n from gone`);
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/**
 * Runs the sweep every hour through the durable job queue, as the patient retention job does: each
 * run schedules the next, and a starting process makes sure one is pending (a second one, from
 * another process, deletes nothing more).
 */
export async function scheduleLocationSweep(db: Db, jobs: JobQueue, logger: Logger) {
  const next = () => ({ runAt: new Date(Date.now() + SWEEP_EVERY_MS) });
  jobs.register(LOCATION_SWEEP_JOB, async () => {
    const deleted = await deleteExpiredLocations(db);
    logger.info({ deleted }, "shared positions older than 24 hours deleted");
    await jobs.enqueue(LOCATION_SWEEP_JOB, {}, next());
  });
  const pending = await db.execute(
    sql`select 1 from jobs where type = ${LOCATION_SWEEP_JOB} and status in ('pending', 'running') limit 1`,
  );
  if (!pending.rows.length) await jobs.enqueue(LOCATION_SWEEP_JOB, {}, next());
}
