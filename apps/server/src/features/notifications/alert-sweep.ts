import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { NoPayload } from "../../platform/jobs/queue";
import { loggableError } from "../../platform/logger";
import { sweepShiftReminders } from "./shift-reminders";
import { sweepVacancies } from "./vacancy-alerts";

/** Every minute: the shift reminders that became due, and the vacancies to bundle (decision 046, addendum). */
export const ALERT_SWEEP_JOB = "notifications.sweep";

declare module "../../platform/jobs/queue" {
  interface JobPayloads {
    [ALERT_SWEEP_JOB]: NoPayload;
  }
}

const SWEEP_EVERY_MS = 60_000;

/** One run of the sweep: what it wrote. Both halves are idempotent (dedupe keys). */
export async function sweepAlerts(deps: AppDeps, now = new Date()) {
  return { reminders: await sweepShiftReminders(deps, now), vacancies: await sweepVacancies(deps, now) };
}

/**
 * Runs the sweep every minute through the durable job queue, as the location sweep does: each run
 * schedules the next (also after a failure, so one bad minute does not end the chain), and a
 * starting process makes sure one is pending. A second chain, from two processes starting at
 * once, writes nothing twice: every alert it finds has its dedupe key.
 */
export async function scheduleAlertSweep(deps: AppDeps) {
  const next = () => ({ runAt: new Date(Date.now() + SWEEP_EVERY_MS) });
  deps.jobs.register(ALERT_SWEEP_JOB, async () => {
    try {
      const written = await sweepAlerts(deps);
      if (written.reminders || written.vacancies) deps.logger.info(written, "shift reminders and vacancies alerted");
    } catch (error) {
      deps.logger.error({ err: loggableError(error) }, "alert sweep failed");
    } finally {
      await deps.jobs.enqueue(ALERT_SWEEP_JOB, {}, next());
    }
  });
  const pending = await deps.db.execute(
    sql`select 1 from jobs where type = ${ALERT_SWEEP_JOB} and status in ('pending', 'running') limit 1`,
  );
  if (!pending.rows.length) await deps.jobs.enqueue(ALERT_SWEEP_JOB, {}, next());
}
