import { PLAN_LIMITS, type Plan } from "@hulppost/shared/constants";
import { SMS_FAILURE_REASONS } from "@hulppost/shared/sms";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import type { JobRun } from "../../platform/jobs/queue";
import { loggableError } from "../../platform/logger";
import { PermanentSmsError, smsStatusCallbackBase, TransientSmsError } from "../../platform/sms/provider";
import { createRateLimiter } from "../../platform/sms/rate-limiter";
import { type LegacySmsJob, SMS_JOB, type SmsJobPayload } from "../../platform/sms/sms-queue";
import { adoptLegacyJob } from "./legacy-jobs";
import { settleMessage } from "./sms-status.service";

type Claim = { kind: "skip" } | { kind: "fail"; reason: string } | { kind: "send"; phone: string; text: string };

/**
 * Takes one recipient's copy for sending, in one transaction: the message row is locked and moved
 * from scheduled to sending (a cancel that comes later finds it sending and is refused; one that
 * came first left it cancelled, and nothing is sent), then the recipient row is marked as being
 * sent. That mark is committed before the provider is called (decision 030).
 */
async function claim(deps: AppDeps, job: SmsJobPayload): Promise<Claim> {
  return deps.db.transaction(async (tx) => {
    const message = await tx.execute(sql`
      select status from sms_messages where id = ${job.messageId} and organization_id = ${job.organizationId}
      for update`);
    const status = (message.rows[0] as { status: string } | undefined)?.status;
    if (!status || status === "cancelled") return { kind: "skip" }; // cancelled, or gone with its organisation
    // Written only when it changes: every write of the row is a realtime notice.
    if (status === "scheduled")
      await tx.execute(sql`update sms_messages set status = 'sending' where id = ${job.messageId}`);
    const found = await tx.execute(sql`
      select r.status, r.provider_id, r.send_started_at, r.phone, r.text, o.plan
      from sms_recipients r join organizations o on o.id = r.organization_id
      where r.id = ${job.recipientId} and r.message_id = ${job.messageId} and r.organization_id = ${job.organizationId}
      for update of r`);
    const row = found.rows[0] as
      | {
          status: string;
          provider_id: string | null;
          send_started_at: unknown;
          phone: string;
          text: string;
          plan: Plan;
        }
      | undefined;
    // Never twice: a copy the provider already has (or that already failed) is left alone.
    if (row?.status !== "pending" || row.provider_id) return { kind: "skip" };
    // An earlier attempt got as far as asking the provider and was never heard of again.
    if (row.send_started_at) return { kind: "fail", reason: SMS_FAILURE_REASONS.outcomeUnknown };
    // The plan may have changed since a message was scheduled; the free plan sends nothing.
    if (!PLAN_LIMITS[row.plan].sms) return { kind: "fail", reason: SMS_FAILURE_REASONS.planNoSms };
    await tx.execute(sql`
      update sms_recipients set send_started_at = now(), attempts = attempts + 1 where id = ${job.recipientId}`);
    return { kind: "send", phone: row.phone, text: row.text };
  });
}

async function fail(deps: AppDeps, job: SmsJobPayload, reason: string) {
  await deps.db.execute(sql`
    update sms_recipients set status = 'failed', failure_reason = ${reason.slice(0, 500)}
    where id = ${job.recipientId} and status = 'pending'`);
  await settleMessage(deps.db, job.messageId);
}

/**
 * An admin retries a failed `sms.send` job (Admin settings → System): its last attempt marked the
 * copy failed, so without this the retry would find nothing to send. Only a copy that surely never
 * reached the provider is opened again (no provider id, no attempt left hanging): never twice.
 */
async function reopenCopy(db: Db, payload: SmsJobPayload | LegacySmsJob) {
  if (typeof payload !== "object" || payload === null || !("recipientId" in payload)) return;
  const reopened = await db.execute(sql`
    update sms_recipients set status = 'pending', failure_reason = null
    where id = ${payload.recipientId} and organization_id = ${payload.organizationId} and status = 'failed'
      and provider_id is null and send_started_at is null
    returning id`);
  if (reopened.rows.length)
    await db.execute(sql`
      update sms_messages set status = 'sending' where id = ${payload.messageId} and status = 'done'`);
}

/**
 * Registers the `sms.send` job: one recipient's copy through the configured provider, at most
 * SMS_RATE_PER_SECOND per process. Transient errors retry with the queue's back-off; a refusal
 * fails the copy with the provider's reason; nothing is ever sent twice (decision 030).
 */
export function registerSmsSender(deps: AppDeps) {
  const limiter = createRateLimiter(deps.config.SMS_RATE_PER_SECOND);
  const callbackBase = smsStatusCallbackBase(deps.config);

  async function sendOne(job: SmsJobPayload, run: JobRun) {
    // Waited for before the copy is marked as being sent: a stop during the wait leaves it unmarked.
    await limiter.take();
    const claimed = await claim(deps, job);
    if (claimed.kind === "skip") return;
    if (claimed.kind === "fail") {
      deps.logger.warn({ recipientId: job.recipientId, reason: claimed.reason }, "SMS not sent");
      return fail(deps, job, claimed.reason);
    }
    try {
      // The recipient id in the callback URL lets a delivery report find its copy even when the
      // update below never happened (the process stopped just after the provider took it).
      const { providerId } = await deps.sms.send({
        to: claimed.phone,
        text: claimed.text,
        statusCallbackUrl: `${callbackBase}?r=${job.recipientId}`,
      });
      // A report may have been quicker than this update: it is not undone.
      await deps.db.execute(sql`
        update sms_recipients set provider_id = coalesce(provider_id, ${providerId}),
          status = case when status = 'pending' or (status = 'failed' and failure_reason = 'outcomeUnknown')
            then 'sent' else status end,
          failure_reason = case when status = 'failed' and failure_reason = 'outcomeUnknown' then null
            else failure_reason end,
          sent_at = coalesce(sent_at, now())
        where id = ${job.recipientId}`);
      await settleMessage(deps.db, job.messageId);
      deps.logger.info({ recipientId: job.recipientId, providerId }, "SMS handed to the provider");
    } catch (error) {
      if (error instanceof PermanentSmsError) {
        // The provider's words may quote the phone number: the log gets its code only.
        deps.logger.warn(
          { recipientId: job.recipientId, code: error.reason.split(":")[0] },
          "SMS refused by the provider",
        );
        return fail(deps, job, error.reason);
      }
      const surelyNotSent = error instanceof TransientSmsError && !error.maybeAccepted;
      // Surely not taken: the next attempt may send it. Otherwise the copy keeps its mark and the
      // next attempt does not send it again (see claim).
      if (surelyNotSent) {
        await deps.db.execute(sql`
          update sms_recipients set send_started_at = null
          where id = ${job.recipientId} and status = 'pending' and provider_id is null`);
      }
      // No attempt follows the last one: the copy must not stay pending for ever.
      if (run.attempt >= run.maxAttempts)
        await fail(deps, job, surelyNotSent ? (error as Error).message : SMS_FAILURE_REASONS.outcomeUnknown);
      deps.logger.warn({ recipientId: job.recipientId, err: loggableError(error) }, "SMS not sent yet");
      throw error;
    }
  }

  deps.jobs.register(
    SMS_JOB,
    async (payload: SmsJobPayload | LegacySmsJob, run: JobRun) => {
      if (typeof payload === "object" && payload !== null && "recipientId" in payload) return sendOne(payload, run);
      // Queued before the SMS center existed: made into a message whose own job sends it.
      await adoptLegacyJob(deps, payload, run.id);
    },
    { onRetry: reopenCopy },
  );
}
