import {
  CHAT_RECENT_DAYS,
  CHAT_UPCOMING_DAYS,
  type ChatChannelView,
  type ChatMemberView,
  ORG_CHANNEL,
} from "@hulppost/shared/chat";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { OrgAccess } from "../../http/context";
import { resolveChannel, seesAllChannels } from "./chat-access";

const iso = (v: unknown) =>
  v === null || v === undefined ? null : (v instanceof Date ? v : new Date(v as string)).toISOString();

/**
 * Unread count and last message time of one channel, `inChannel` naming its messages `m` and `r`
 * being the person's read mark: each an index range of chat_messages_channel_idx, inside the one
 * query that lists the channels.
 */
function channelStats(access: OrgAccess, inChannel: SQL) {
  return sql`
    (select count(*)::int from chat_messages m
      where ${inChannel} and m.deleted_at is null and m.author_id is distinct from ${access.viewer.userId}
        and (r.last_read_at is null or m.created_at > r.last_read_at)) as unread,
    (select max(m.created_at) from chat_messages m where ${inChannel}) as last_message_at,
    r.last_read_at`;
}

type ChannelRow = {
  id: string;
  event_id: string | null;
  name: string;
  starts_at: unknown;
  ends_at: unknown;
  phase: "planned" | "live" | "past" | null;
  unread: number;
  last_message_at: unknown;
  last_read_at: unknown;
};

/**
 * The channels a person sees, in one query: the organisation's first, then its events' (for a
 * caregiver only those they are assigned to) that are live, start within CHAT_UPCOMING_DAYS or
 * ended within CHAT_RECENT_DAYS; live ones first, then the next to start, then the last to end.
 */
export async function listChannels(db: Db, access: OrgAccess): Promise<ChatChannelView[]> {
  const org = access.organizationId;
  const user = access.viewer.userId;
  const readMark = (channel: SQL) =>
    sql`left join chat_reads r on r.user_id = ${user} and r.organization_id = ${org} and r.channel = ${channel}`;
  const result = await db.execute(sql`
    select * from (
      select ${ORG_CHANNEL}::text as id, null::uuid as event_id, o.display_name as name,
        null::timestamptz as starts_at, null::timestamptz as ends_at, null::text as phase, 0 as rank,
        ${channelStats(access, sql`m.organization_id = ${org} and m.event_id is null`)}
      from organizations o ${readMark(sql`${ORG_CHANNEL}`)}
      where o.id = ${org}
      union all
      select e.id::text, e.id, e.name, e.starts_at, e.ends_at,
        case when now() < e.starts_at then 'planned' when now() < e.ends_at then 'live' else 'past' end,
        case when now() < e.starts_at then 2 when now() < e.ends_at then 1 else 3 end,
        ${channelStats(access, sql`m.organization_id = ${org} and m.event_id = e.id`)}
      from events e ${readMark(sql`e.id::text`)}
      where e.organization_id = ${org} and not e.cancelled
        and e.ends_at >= now() - make_interval(days => ${CHAT_RECENT_DAYS})
        and e.starts_at <= now() + make_interval(days => ${CHAT_UPCOMING_DAYS})
        and ${
          seesAllChannels(access)
            ? sql`true`
            : sql`exists (select 1 from event_assignments a where a.event_id = e.id and a.user_id = ${user})`
        }
    ) c
    order by c.rank, case when c.rank = 3 then null else c.starts_at end, c.ends_at desc, c.id`);
  return (result.rows as ChannelRow[]).map((row) => ({
    id: row.id,
    kind: row.event_id ? "event" : "organization",
    eventId: row.event_id,
    name: row.name,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    phase: row.phase,
    unread: Number(row.unread),
    lastMessageAt: iso(row.last_message_at),
    lastReadAt: iso(row.last_read_at),
  }));
}

/**
 * Who is in a channel, for its header: an event's assigned caregivers with their post there, or
 * the organisation's members with their role. Names only; contact details stay with the admins.
 */
export async function listMembers(db: Db, access: OrgAccess, channelId: string): Promise<ChatMemberView[]> {
  const channel = await resolveChannel(db, access, channelId);
  const result = await db.execute(
    channel.eventId === null
      ? sql`select uo.user_id, p.first_name, p.last_name, uo.role from user_organizations uo
            join profiles p on p.user_id = uo.user_id
            where uo.organization_id = ${access.organizationId}
            order by lower(p.first_name), lower(p.last_name), uo.user_id`
      : sql`select a.user_id, p.first_name, p.last_name, a.qualification as role from event_assignments a
            join profiles p on p.user_id = a.user_id
            where a.event_id = ${channel.eventId} and a.organization_id = ${access.organizationId}
            order by lower(p.first_name), lower(p.last_name), a.user_id`,
  );
  return (
    result.rows as { user_id: string; first_name: string; last_name: string; role: ChatMemberView["role"] }[]
  ).map((row) => ({ userId: row.user_id, name: `${row.first_name} ${row.last_name}`.trim(), role: row.role }));
}
