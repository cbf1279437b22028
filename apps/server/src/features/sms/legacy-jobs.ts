import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { type LegacySmsJob, queueSms } from "../../platform/sms/sms-queue";

const legacyJob = z.object({
  organizationId: z.uuid(),
  userId: z.uuid(),
  to: z.string().min(3),
  text: z.string().min(1),
  eventId: z.uuid(),
});

/**
 * An assignment's text queued before the SMS center existed (decision 011) becomes an ordinary
 * message of source `assignment`, whose own job then sends it. The old job's id is the message's
 * client id, so if this job runs twice the second finds the message and makes nothing.
 */
export async function adoptLegacyJob(deps: AppDeps, payload: LegacySmsJob, jobId: string): Promise<void> {
  const parsed = legacyJob.safeParse(payload);
  if (!parsed.success) {
    deps.logger.warn({ jobId }, "an sms.send job with an unreadable payload was dropped");
    return;
  }
  const job = parsed.data;
  // The organisation, the person and the event may have gone since the job was queued.
  const result = await deps.db.execute(sql`
    select exists (select 1 from organizations where id = ${job.organizationId}) as org,
      (select trim(first_name || ' ' || last_name) from profiles where user_id = ${job.userId}) as name,
      exists (select 1 from events where id = ${job.eventId} and organization_id = ${job.organizationId}) as event`);
  const found = result.rows[0] as { org: boolean; name: string | null; event: boolean };
  if (!found.org) return;
  await queueSms(deps.db, deps.jobs, {
    organizationId: job.organizationId,
    clientId: jobId,
    eventId: found.event ? job.eventId : null,
    text: job.text,
    source: "assignment",
    recipients: [
      { userId: found.name === null ? null : job.userId, name: found.name ?? job.to, phone: job.to, text: job.text },
    ],
  });
}
