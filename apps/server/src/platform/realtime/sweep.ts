import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { JobQueue, NoPayload } from "../jobs/queue";
import type { Logger } from "../logger";
import { sweepNotices } from "./notice-rows";

export const NOTICE_SWEEP_JOB = "realtime.sweep";

declare module "../jobs/queue" {
  interface JobPayloads {
    [NOTICE_SWEEP_JOB]: NoPayload;
  }
}

/**
 * Notices are kept a day: long enough for a phone that slept overnight to resume its stream; a
 * cursor older than that is told to refetch everything instead (features/realtime/stream.ts).
 */
export const NOTICE_KEEP_HOURS = 24;

const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Runs the sweep every hour through the durable job queue, as the patient retention job does: each
 * run schedules the next, and a starting process makes sure one is pending (a second one, from
 * another process, deletes nothing more).
 */
export async function scheduleNoticeSweep(database: Database, jobs: JobQueue, logger: Logger) {
  const next = () => ({ runAt: new Date(Date.now() + SWEEP_EVERY_MS) });
  jobs.register(NOTICE_SWEEP_JOB, async () => {
    const deleted = await sweepNotices(database, NOTICE_KEEP_HOURS);
    if (deleted) logger.info({ deleted }, "realtime notices older than a day deleted");
    await jobs.enqueue(NOTICE_SWEEP_JOB, {}, next());
  });
  const pending = await database.db.execute(
    sql`select 1 from jobs where type = ${NOTICE_SWEEP_JOB} and status in ('pending', 'running') limit 1`,
  );
  if (!pending.rows.length) await jobs.enqueue(NOTICE_SWEEP_JOB, {}, next());
}
