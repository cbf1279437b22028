import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { OrgAccess } from "../../http/context";
import type { JobQueue } from "../../platform/jobs/queue";
import { notify } from "../notifications/notify";
import type { Channel } from "./chat-access";
import { findMentions } from "./mentions";

type MemberRow = { user_id: string; first_name: string; last_name: string };

/**
 * Who is in a channel, to be mentioned: the organisation's channel, every member; an event's, its
 * assigned caregivers and the organisation's admins (who read every channel, chat-access.ts).
 */
async function channelPeople(tx: Db, organizationId: string, channel: Channel) {
  const result = await tx.execute<MemberRow>(
    channel.eventId === null
      ? sql`select p.user_id, p.first_name, p.last_name from user_organizations uo
            join profiles p on p.user_id = uo.user_id where uo.organization_id = ${organizationId}`
      : sql`select p.user_id, p.first_name, p.last_name from profiles p
            where p.user_id in (
              select a.user_id from event_assignments a
              where a.event_id = ${channel.eventId} and a.organization_id = ${organizationId}
              union
              select uo.user_id from user_organizations uo
              where uo.organization_id = ${organizationId} and uo.role <> 'hulpverlener')`,
  );
  return result.rows.map((row) => ({ userId: row.user_id, firstName: row.first_name, lastName: row.last_name }));
}

/**
 * Alerts the people a new message mentions (kind `mention`, decision 046, addendum), in the
 * message's transaction; never its author. The message's id is the dedupe key: a resend of the
 * same message alerts nobody again.
 */
export async function alertMentions(
  tx: Db,
  jobs: JobQueue,
  access: OrgAccess,
  channel: Channel,
  message: { id: string; body: string },
) {
  if (!message.body.includes("@")) return;
  const mentioned = findMentions(message.body, await channelPeople(tx, access.organizationId, channel));
  mentioned.delete(access.viewer.userId);
  if (!mentioned.size) return;
  const names = await tx.execute<{ author: string | null; channel: string | null }>(sql`
    select (select trim(p.first_name || ' ' || p.last_name) from profiles p where p.user_id = ${access.viewer.userId}) as author,
      ${
        channel.eventId === null
          ? sql`(select o.display_name from organizations o where o.id = ${access.organizationId})`
          : sql`(select e.name from events e where e.id = ${channel.eventId} and e.organization_id = ${access.organizationId})`
      } as channel`);
  const [row] = names.rows;
  await notify(tx, jobs, {
    organizationId: access.organizationId,
    kind: "mention",
    params: { author: row?.author ?? null, channel: row?.channel ?? null },
    link: `/dashboard/chat?channel=${encodeURIComponent(channel.id)}`,
    eventId: channel.eventId,
    dedupeKey: `mention:${message.id}`,
    recipients: [...mentioned].map((userId) => ({ userId })),
  });
}
