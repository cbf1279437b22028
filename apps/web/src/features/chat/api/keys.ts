import type { QueryClient } from "@tanstack/react-query";
import { orgRoot } from "../../../lib/query-keys";

/**
 * The chat's query keys, one factory for every query of it: the page, the sidebar's unread badge
 * and the notices that refresh them name a query through these. Field mode keeps the channels
 * and the messages on the device (lib/field/query-snapshot.ts reads the same shape).
 */
export const chatKeys = {
  all: (orgId: string) => [...orgRoot(orgId), "chat"] as const,
  channels: (orgId: string) => [...orgRoot(orgId), "chat", "channels"] as const,
  messages: (orgId: string, channelId: string) => [...orgRoot(orgId), "chat", "messages", channelId] as const,
  members: (orgId: string, channelId: string) => [...orgRoot(orgId), "chat", "members", channelId] as const,
};

/** Something changed in a channel (a notice, a send, a delete): its history and every count. */
export function invalidateChannel(client: QueryClient, orgId: string, channelId: string) {
  void client.invalidateQueries({ queryKey: chatKeys.messages(orgId, channelId) });
  void client.invalidateQueries({ queryKey: chatKeys.channels(orgId) });
}

/** Beside the realtime notices, a slow poll: new messages still arrive when the stream is down. */
export const CHAT_POLL_MS = 30_000;

const chat = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/chat`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const chatPaths = {
  channels: (orgId: string) => `${chat(orgId)}/channels`,
  channel: (orgId: string, channelId: string) => `${chat(orgId)}/channels/${encodeURIComponent(channelId)}`,
  message: (orgId: string, messageId: string) => `${chat(orgId)}/messages/${encodeURIComponent(messageId)}`,
};
