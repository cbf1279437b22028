import type { Db } from "../../db/client";
import type { JobQueue } from "../../platform/jobs/queue";
import type { Logger } from "../../platform/logger";
import { ensureNextRun, LOCATION_SWEEP_JOB, NIGHTLY_SWEEP_JOB } from "./retention-jobs";
import { sweepChat, sweepInvitations, sweepLocations, sweepSessions } from "./sweeps";

/** Positions are kept for hours, so their sweep runs every hour: a position goes within the hour after its time. */
const nextHour = () => new Date(Date.now() + 60 * 60_000);

/** The rest is kept for days: tomorrow at 03:45 server time, a quiet hour, after the patient records' sweep. */
export function nextNight(now = new Date()) {
  const next = new Date(now);
  next.setHours(3, 45, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

/**
 * Registers the retention sweeps on the durable job queue (decision 055) and makes sure each has
 * its next run pending: each run schedules the next, whichever process runs it.
 */
export async function scheduleRetentionSweeps(db: Db, jobs: JobQueue, logger: Logger) {
  jobs.register(LOCATION_SWEEP_JOB, async () => {
    const deleted = await sweepLocations(db);
    if (deleted) logger.info({ deleted }, "shared positions past their organisation's retention deleted");
    await ensureNextRun(db, jobs, LOCATION_SWEEP_JOB, nextHour());
  });
  jobs.register(NIGHTLY_SWEEP_JOB, async () => {
    const chat = await sweepChat(db);
    const invitations = await sweepInvitations(db);
    const { sessions, verifications } = await sweepSessions(db);
    if (chat || invitations || sessions || verifications)
      logger.info({ chat, invitations, sessions, verifications }, "retention: expired data deleted");
    await ensureNextRun(db, jobs, NIGHTLY_SWEEP_JOB, nextNight());
  });
  await ensureNextRun(db, jobs, LOCATION_SWEEP_JOB, nextHour());
  await ensureNextRun(db, jobs, NIGHTLY_SWEEP_JOB, nextNight());
}
