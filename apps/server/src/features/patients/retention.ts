import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import type { JobQueue, NoPayload } from "../../platform/jobs/queue";
import type { Logger } from "../../platform/logger";
import { audit } from "../audit/audit.service";

export const RETENTION_JOB = "patients.retention";

declare module "../../platform/jobs/queue" {
  interface JobPayloads {
    [RETENTION_JOB]: NoPayload;
  }
}

/**
 * Deletes the patient records an organisation keeps no longer: those of events that ended more
 * than its retention period ago (off by default: records are kept). Writes how many per
 * organisation to the audit log. Returns the total.
 */
export async function deleteExpiredPatients(db: Db, now = new Date()): Promise<number> {
  // Many organisations at once: each one whose records went is named to the write helper, which
  // raises their data versions (the key of the cached patient lists, decision 040) last.
  return writeOrgData(db, null, async (tx, orgChanges) => {
    const result = await tx.execute(sql`
      with expired as (
        delete from patients p
        using events e, organization_settings s
        where e.id = p.event_id
          and s.organization_id = p.organization_id
          and s.patient_retention_months is not null
          and e.ends_at < ${now}::timestamptz - make_interval(months => s.patient_retention_months)
        returning p.organization_id
      )
      select organization_id, count(*)::int as n from expired group by organization_id`);
    let total = 0;
    for (const row of result.rows as { organization_id: string; n: number }[]) {
      total += Number(row.n);
      orgChanges.also(row.organization_id);
      await audit(tx, {
        action: "patients.retention_delete",
        organizationId: row.organization_id,
        details: { deleted: Number(row.n) },
      });
    }
    return total;
  });
}

/** The next run: tomorrow at 03:30 server time, a quiet hour for every post. */
function nextRun(now = new Date()) {
  const next = new Date(now);
  next.setHours(3, 30, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

/**
 * Runs the sweep once a day through the durable job queue: each run schedules the next, and a
 * process that starts makes sure one is scheduled (several processes may each add one; the sweep
 * is idempotent, so a second run the same night deletes nothing more).
 */
export async function scheduleRetention(db: Db, jobs: JobQueue, logger: Logger) {
  jobs.register(RETENTION_JOB, async () => {
    const deleted = await deleteExpiredPatients(db);
    if (deleted) logger.info({ deleted }, "patient records past their retention deleted");
    await jobs.enqueue(RETENTION_JOB, {}, { runAt: nextRun() });
  });
  const pending = await db.execute(
    sql`select 1 from jobs where type = ${RETENTION_JOB} and status in ('pending', 'running') limit 1`,
  );
  if (!pending.rows.length) await jobs.enqueue(RETENTION_JOB, {}, { runAt: nextRun() });
}
