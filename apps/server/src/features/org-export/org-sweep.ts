import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { NoPayload } from "../../platform/jobs/queue";
import { removeDepartedOrganizations } from "./departure.service";
import { sweepExpiredExports } from "./org-export.service";

export const ORG_SWEEP_JOB = "organizations.sweep";

declare module "../../platform/jobs/queue" {
  interface JobPayloads {
    [ORG_SWEEP_JOB]: NoPayload;
  }
}

/** Every hour: an expired export's bytes go within the hour; a departure's 30 days are counted to the hour. */
const nextRun = (now = new Date()) => new Date(now.getTime() + 3600_000);

/**
 * The sweep of expired exports' content and of organisations whose departure is due, through the
 * durable queue: each run schedules the next, and a starting process makes sure one is scheduled
 * (both steps are idempotent, so two runs do no harm). Hourly rather than daily, so an export's
 * bytes do not outlive its 24 hours by most of a day.
 */
export async function scheduleOrgSweep(deps: AppDeps) {
  deps.jobs.register(ORG_SWEEP_JOB, async () => {
    const swept = await sweepExpiredExports(deps.db);
    const removed = await removeDepartedOrganizations(deps);
    if (swept || removed) deps.logger.info({ swept, removed }, "expired exports and departed organisations swept");
    await deps.jobs.enqueue(ORG_SWEEP_JOB, {}, { runAt: nextRun() });
  });
  const pending = await deps.db.execute(
    sql`select 1 from jobs where type = ${ORG_SWEEP_JOB} and status in ('pending', 'running') limit 1`,
  );
  if (!pending.rows.length) await deps.jobs.enqueue(ORG_SWEEP_JOB, {}, { runAt: nextRun() });
}
