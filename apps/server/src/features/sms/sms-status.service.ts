import { SMS_FAILURE_REASONS } from "@hulppost/shared/sms";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SmsStatusReport } from "../../platform/sms/provider";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A message whose every recipient left `pending` is done: handed over, or failed. Delivery
 * reports may still arrive for it; they change the recipients' status, not the message's.
 */
export async function settleMessage(db: Db, messageId: string): Promise<void> {
  await db.execute(sql`
    update sms_messages set status = 'done'
    where id = ${messageId} and status = 'sending'
      and not exists (select 1 from sms_recipients r where r.message_id = ${messageId} and r.status = 'pending')`);
}

/**
 * Applies a verified delivery report. The recipient is found by the provider's id, or, when our
 * own update of that id was lost (decision 030), by the recipient id the callback URL carries.
 * Reports may come out of order: `sent` only moves a pending one (or one we gave up on as
 * `outcomeUnknown`), `failed` never undoes `delivered`, and nothing moves a delivered one back.
 */
export async function applyStatusReport(
  db: Db,
  report: SmsStatusReport,
  recipientHint: string | null,
): Promise<"updated" | "ignored"> {
  const hint = recipientHint && UUID.test(recipientHint) ? recipientHint : null;
  const byHint = hint ? sql`or (r.id = ${hint} and r.provider_id is null)` : sql``;
  const reason = report.status === "failed" ? (report.reason ?? "failed").slice(0, 500) : null;
  const result = await db.execute(sql`
    update sms_recipients r set
      provider_id = coalesce(r.provider_id, ${report.providerId}),
      status = ${report.status},
      sent_at = case when ${report.status} = 'failed' then r.sent_at else coalesce(r.sent_at, now()) end,
      delivered_at = case when ${report.status} = 'delivered' then coalesce(r.delivered_at, now()) else r.delivered_at end,
      failure_reason = ${reason}
    where (r.provider_id = ${report.providerId} ${byHint})
      and case ${report.status}
        when 'sent' then r.status = 'pending'
          or (r.status = 'failed' and r.failure_reason = ${SMS_FAILURE_REASONS.outcomeUnknown})
        when 'delivered' then r.status <> 'delivered'
        else r.status <> 'delivered'
      end
    returning r.message_id`);
  const row = result.rows[0] as { message_id: string } | undefined;
  if (!row) return "ignored";
  await settleMessage(db, row.message_id);
  return "updated";
}
