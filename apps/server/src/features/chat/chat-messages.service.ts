import { type ChatMessagePage, type ChatMessageView, ORG_CHANNEL } from "@hulppost/shared/chat";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chatMessages } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { conflict } from "../../http/errors";
import type { JobQueue } from "../../platform/jobs/queue";
import { audit } from "../audit/audit.service";
import { type Channel, inChannel, messageNotFound, resolveChannel } from "./chat-access";
import { alertMentions } from "./chat-mentions";

const iso = (v: unknown) => (v instanceof Date ? v : new Date(v as string)).toISOString();

type MessageRow = {
  id: string;
  event_id: string | null;
  author_id: string | null;
  first_name: string | null;
  last_name: string | null;
  body: string;
  deleted_at: unknown;
  created_at: unknown;
};

/** A message as served: a deleted one keeps its place and time, never its text. */
function toView(row: MessageRow): ChatMessageView {
  const deleted = row.deleted_at !== null && row.deleted_at !== undefined;
  return {
    id: row.id,
    channelId: row.event_id ?? ORG_CHANNEL,
    author:
      row.author_id && row.first_name !== null
        ? { id: row.author_id, name: `${row.first_name} ${row.last_name ?? ""}`.trim() }
        : null,
    body: deleted ? null : row.body,
    deleted,
    createdAt: iso(row.created_at),
  };
}

const selectMessages = sql`select m.id, m.event_id, m.author_id, p.first_name, p.last_name, m.body, m.deleted_at, m.created_at
  from chat_messages m left join profiles p on p.user_id = m.author_id`;

/** The person's read mark in a channel (null: never read it). */
async function readMark(db: Db, access: OrgAccess, channel: Channel): Promise<string | null> {
  const result = await db.execute(
    sql`select last_read_at from chat_reads
        where user_id = ${access.viewer.userId} and organization_id = ${access.organizationId} and channel = ${channel.id}`,
  );
  const row = result.rows[0] as { last_read_at: unknown } | undefined;
  return row ? iso(row.last_read_at) : null;
}

/**
 * A page of a channel's history, newest first. `before` is the id of the oldest message already
 * shown; the page continues below its (created_at, id), compared in the database at full
 * precision, so messages with the same time are neither skipped nor repeated across pages.
 */
export async function listMessages(
  db: Db,
  access: OrgAccess,
  channelId: string,
  query: { before?: string; limit: number },
): Promise<ChatMessagePage> {
  const channel = await resolveChannel(db, access, channelId);
  let after = sql`true`;
  if (query.before) {
    const cursor = await db.execute(
      sql`select 1 from chat_messages m where m.id = ${query.before} and ${inChannel(access.organizationId, channel)}`,
    );
    if (!cursor.rows.length) throw messageNotFound();
    after = sql`(m.created_at, m.id) < (select c.created_at, c.id from chat_messages c where c.id = ${query.before})`;
  }
  const result = await db.execute(
    sql`${selectMessages} where ${inChannel(access.organizationId, channel)} and ${after}
        order by m.created_at desc, m.id desc limit ${query.limit + 1}`,
  );
  const rows = result.rows as MessageRow[];
  return {
    messages: rows.slice(0, query.limit).map(toView),
    hasMore: rows.length > query.limit,
    lastReadAt: await readMark(db, access, channel),
  };
}

async function messageById(db: Db, organizationId: string, messageId: string) {
  const result = await db.execute(
    sql`${selectMessages} where m.id = ${messageId} and m.organization_id = ${organizationId}`,
  );
  const row = result.rows[0] as MessageRow | undefined;
  if (!row) throw messageNotFound();
  return toView(row);
}

/**
 * Posts a message with the id the client chose. The same send again (a retry after a lost answer)
 * answers the message the first one made; an id already used for another person's or another
 * channel's message is refused without saying whose it is. The database trigger announces it; the
 * people it mentions are alerted in the same transaction.
 */
export async function sendMessage(
  db: Db,
  jobs: JobQueue,
  access: OrgAccess,
  channelId: string,
  input: { id: string; body: string },
): Promise<{ created: boolean; message: ChatMessageView }> {
  const channel = await resolveChannel(db, access, channelId);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        id: input.id,
        organizationId: access.organizationId,
        eventId: channel.eventId,
        authorId: access.viewer.userId,
        body: input.body,
      })
      .onConflictDoNothing({ target: chatMessages.id })
      .returning({ id: chatMessages.id });
    if (inserted) await alertMentions(tx, jobs, access, channel, { id: inserted.id, body: input.body });
    return inserted;
  });
  if (!row) {
    const [existing] = await db
      .select({
        organizationId: chatMessages.organizationId,
        eventId: chatMessages.eventId,
        authorId: chatMessages.authorId,
      })
      .from(chatMessages)
      .where(eq(chatMessages.id, input.id));
    const same =
      existing?.organizationId === access.organizationId &&
      existing.eventId === channel.eventId &&
      existing.authorId === access.viewer.userId;
    if (!same) throw conflict("ID_TAKEN", "This id belongs to another message");
    return { created: false, message: await messageById(db, access.organizationId, input.id) };
  }
  return { created: true, message: await messageById(db, access.organizationId, input.id) };
}

/**
 * An admin's deletion: the message keeps its place in the history as "deleted", and its text is
 * wiped from the database rather than hidden, because a message is deleted for having said what
 * should not be there (a patient's name in the open channel). The audit line says who deleted
 * whose message where, never what it said. Deleting it again changes nothing.
 */
export async function deleteMessage(db: Db, access: OrgAccess, messageId: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ eventId: chatMessages.eventId, authorId: chatMessages.authorId, deletedAt: chatMessages.deletedAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.organizationId, access.organizationId)))
      .for("update");
    if (!row) throw messageNotFound();
    if (row.deletedAt) return;
    await tx
      .update(chatMessages)
      .set({ body: "", deletedAt: new Date(), deletedBy: access.viewer.userId })
      .where(eq(chatMessages.id, messageId));
    await audit(tx, {
      action: "chat.delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetUserId: row.authorId,
      targetType: "chat_message",
      targetId: messageId,
      details: { channel: row.eventId ?? ORG_CHANNEL },
      ipAddress: ip,
    });
  });
}

/**
 * Moves the person's read mark to a message's time (never back), and answers what is still unread
 * after it. The time is copied inside the database, at its full precision.
 */
export async function markRead(db: Db, access: OrgAccess, channelId: string, messageId: string) {
  const channel = await resolveChannel(db, access, channelId);
  const result = await db.execute(sql`
    insert into chat_reads (user_id, organization_id, channel, last_read_at)
    select ${access.viewer.userId}::uuid, ${access.organizationId}::uuid, ${channel.id}::text, m.created_at from chat_messages m
    where m.id = ${messageId} and ${inChannel(access.organizationId, channel)}
    on conflict (user_id, organization_id, channel)
      do update set last_read_at = greatest(chat_reads.last_read_at, excluded.last_read_at)
    returning last_read_at`);
  const row = result.rows[0] as { last_read_at: unknown } | undefined;
  if (!row) throw messageNotFound();
  const unread = await db.execute(sql`
    select count(*)::int as n from chat_messages m
    where ${inChannel(access.organizationId, channel)} and m.deleted_at is null
      and m.author_id is distinct from ${access.viewer.userId}
      and m.created_at > (select r.last_read_at from chat_reads r where r.user_id = ${access.viewer.userId}
        and r.organization_id = ${access.organizationId} and r.channel = ${channel.id})`);
  return { lastReadAt: iso(row.last_read_at), unread: Number((unread.rows[0] as { n: number }).n) };
}
