import type { SmsMessageDetailView, SmsMessageView, SmsRecipientView } from "@hulppost/shared/sms";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SmsSkippedRow } from "../../db/schema/index";
import { smsMessageNotFound } from "./sms-access";

const iso = (v: unknown) => (v instanceof Date ? v : new Date(v as string)).toISOString();
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));

type MessageRow = {
  id: string;
  text: string;
  status: SmsMessageView["status"];
  encoding: SmsMessageView["encoding"];
  parts: number;
  scheduled_at: unknown;
  created_at: unknown;
  created_by: string | null;
  source: SmsMessageView["source"];
  skipped: SmsSkippedRow[] | string;
  first_name: string | null;
  last_name: string | null;
  pending: number;
  sent: number;
  delivered: number;
  failed: number;
};

/**
 * Messages of one organisation with their counts per status, in one query: the page of messages
 * is chosen first (on the organisation's created_at index), then each is counted on the
 * recipients' (message, status) index.
 */
async function messageRows(db: Db, organizationId: string, filter: SQL, limit: number): Promise<MessageRow[]> {
  const result = await db.execute(sql`
    with page as (
      select * from sms_messages m
      where m.organization_id = ${organizationId} and ${filter}
      order by m.created_at desc, m.id desc
      limit ${limit}
    )
    select page.id, page.text, page.status, page.encoding, page.parts, page.scheduled_at, page.created_at,
      page.created_by, page.source, page.skipped, p.first_name, p.last_name,
      c.pending, c.sent, c.delivered, c.failed
    from page
    left join profiles p on p.user_id = page.created_by
    cross join lateral (
      select count(*) filter (where r.status = 'pending')::int as pending,
        count(*) filter (where r.status = 'sent')::int as sent,
        count(*) filter (where r.status = 'delivered')::int as delivered,
        count(*) filter (where r.status = 'failed')::int as failed
      from sms_recipients r where r.message_id = page.id
    ) c
    order by page.created_at desc, page.id desc`);
  return result.rows as MessageRow[];
}

const skippedOf = (row: MessageRow): SmsSkippedRow[] =>
  typeof row.skipped === "string" ? (JSON.parse(row.skipped) as SmsSkippedRow[]) : row.skipped;

function toMessageView(row: MessageRow): SmsMessageView {
  const counts = {
    pending: Number(row.pending),
    sent: Number(row.sent),
    delivered: Number(row.delivered),
    failed: Number(row.failed),
  };
  return {
    id: row.id,
    text: row.text,
    status: row.status,
    encoding: row.encoding,
    parts: Number(row.parts),
    scheduledAt: isoOrNull(row.scheduled_at),
    createdAt: iso(row.created_at),
    // An assignment's text made before the SMS center (or by a deleted account) has no author.
    createdBy: {
      id: row.created_by,
      name: row.first_name === null ? "" : `${row.first_name} ${row.last_name ?? ""}`.trim(),
    },
    source: row.source,
    counts,
    recipientCount: counts.pending + counts.sent + counts.delivered + counts.failed,
    skippedCount: skippedOf(row).length,
  };
}

/** A page of the history, newest first; `before` is the oldest message already shown. */
export async function listMessageViews(
  db: Db,
  organizationId: string,
  query: { before?: string; limit: number },
): Promise<SmsMessageView[]> {
  let filter = sql`true`;
  if (query.before) {
    const cursor = await db.execute(
      sql`select 1 from sms_messages where id = ${query.before} and organization_id = ${organizationId}`,
    );
    if (!cursor.rows.length) throw smsMessageNotFound();
    filter = sql`(m.created_at, m.id) < (select c.created_at, c.id from sms_messages c where c.id = ${query.before})`;
  }
  return (await messageRows(db, organizationId, filter, query.limit)).map(toMessageView);
}

type RecipientRow = {
  id: string;
  user_id: string | null;
  name: string;
  phone: string;
  text: string;
  status: SmsRecipientView["status"];
  parts: number;
  failure_reason: string | null;
  sent_at: unknown;
  delivered_at: unknown;
};

/** One message with each recipient's copy and status, and who was skipped; 404 outside the organisation. */
export async function messageDetailView(
  db: Db,
  organizationId: string,
  messageId: string,
): Promise<SmsMessageDetailView> {
  const [row] = await messageRows(db, organizationId, sql`m.id = ${messageId}`, 1);
  if (!row) throw smsMessageNotFound();
  const recipients = await db.execute(sql`
    select id, user_id, name, phone, text, status, parts, failure_reason, sent_at, delivered_at
    from sms_recipients where message_id = ${messageId} and organization_id = ${organizationId}
    order by lower(name), id`);
  return {
    ...toMessageView(row),
    recipients: (recipients.rows as RecipientRow[]).map((r) => ({
      id: r.id,
      userId: r.user_id,
      name: r.name,
      phone: r.phone,
      text: r.text,
      status: r.status,
      parts: Number(r.parts),
      failureReason: r.failure_reason,
      sentAt: isoOrNull(r.sent_at),
      deliveredAt: isoOrNull(r.delivered_at),
    })),
    skipped: skippedOf(row),
  };
}
