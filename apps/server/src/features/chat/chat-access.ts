import { ORG_CHANNEL } from "@hulppost/shared/chat";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { events, organizationSettings } from "../../db/schema/index";
import type { AppEnv, OrgAccess } from "../../http/context";
import { AppError, notFound } from "../../http/errors";

export const channelNotFound = () => notFound("Chat channel not found", "CHAT_CHANNEL_NOT_FOUND");
export const messageNotFound = () => notFound("Chat message not found", "CHAT_MESSAGE_NOT_FOUND");

/**
 * Refuses every chat route while the organisation has chat switched off: the switch hides the page,
 * and the API must not answer behind it. Runs after `authorize`, so an outsider still gets the 404
 * of a foreign organisation and learns nothing about its settings. No settings row means the
 * defaults: every switch on.
 */
export function requireChatEnabled(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const [row] = await deps.db
      .select({ on: organizationSettings.chatEnabled })
      .from(organizationSettings)
      .where(eq(organizationSettings.organizationId, c.get("access").organizationId));
    if (row && !row.on) throw new AppError(403, "CHAT_DISABLED", "Chat is switched off for this organisation");
    return next();
  };
}

/** Admins (and super admins) reach every event channel of the organisation; caregivers their events'. */
export const seesAllChannels = (access: OrgAccess) => access.role !== "hulpverlener";

/** A channel the person may read and write: the organisation's, or an event's (`eventId`). */
export interface Channel {
  id: string;
  eventId: string | null;
}

/**
 * The channel named in the path, if the person may use it. An event of another organisation, and
 * for a caregiver an event they are not assigned to, answers 404: nobody learns that it exists.
 */
export async function resolveChannel(db: Db, access: OrgAccess, channelId: string): Promise<Channel> {
  if (channelId === ORG_CHANNEL) return { id: ORG_CHANNEL, eventId: null };
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.id, channelId),
        eq(events.organizationId, access.organizationId),
        seesAllChannels(access)
          ? sql`true`
          : // Spelled out: drizzle leaves the table off a one-table select's columns.
            sql`exists (select 1 from event_assignments a
                where a.event_id = "events"."id" and a.user_id = ${access.viewer.userId})`,
      ),
    );
  if (!row) throw channelNotFound();
  return { id: row.id, eventId: row.id };
}

/** The messages of one channel, `m` being chat_messages: the organisation's have no event. */
export function inChannel(organizationId: string, channel: Channel, alias = sql.raw("m")): SQL {
  return channel.eventId === null
    ? sql`${alias}.organization_id = ${organizationId} and ${alias}.event_id is null`
    : sql`${alias}.organization_id = ${organizationId} and ${alias}.event_id = ${channel.eventId}`;
}
