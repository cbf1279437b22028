import type {
  ChatChannelView,
  ChatMemberView,
  ChatMessagePage,
  ChatMessageView,
  ChatReadView,
  ChatSendInput,
} from "@hulppost/shared/chat";
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** Beside the realtime notices, a slow poll: new messages still arrive when the stream is down. */
export const CHAT_POLL_MS = 30_000;
/** A page of history: about two screens on a phone. */
const PAGE_SIZE = 30;

const chat = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/chat`;
const channel = (orgId: string, channelId: string) => `${chat(orgId)}/channels/${encodeURIComponent(channelId)}`;

export const chatKeys = {
  all: (orgId: string) => ["org", orgId, "chat"] as const,
  channels: (orgId: string) => ["org", orgId, "chat", "channels"] as const,
  messages: (orgId: string, channelId: string) => ["org", orgId, "chat", "messages", channelId] as const,
  members: (orgId: string, channelId: string) => ["org", orgId, "chat", "members", channelId] as const,
};

export type MessagePages = InfiniteData<ChatMessagePage, string | undefined>;

export const listChannels = (orgId: string) => api<ChatChannelView[]>(`${chat(orgId)}/channels`);
export function listMessages(orgId: string, channelId: string, before?: string) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before) query.set("before", before);
  return api<ChatMessagePage>(`${channel(orgId, channelId)}/messages?${query}`);
}
export const sendMessage = (orgId: string, channelId: string, body: ChatSendInput) =>
  api<ChatMessageView>(`${channel(orgId, channelId)}/messages`, { method: "POST", body });
export const markRead = (orgId: string, channelId: string, messageId: string) =>
  api<ChatReadView>(`${channel(orgId, channelId)}/read`, { method: "PUT", body: { messageId } });
export const listMembers = (orgId: string, channelId: string) =>
  api<ChatMemberView[]>(`${channel(orgId, channelId)}/members`);
export const deleteMessage = (orgId: string, messageId: string) =>
  api<void>(`${chat(orgId)}/messages/${encodeURIComponent(messageId)}`, { method: "DELETE" });

/** The channels with their unread counts: the page's list and the sidebar's badge share it. */
export function useChannels(orgId: string) {
  return useQuery({
    queryKey: chatKeys.channels(orgId),
    queryFn: () => listChannels(orgId),
    refetchInterval: CHAT_POLL_MS,
  });
}

/**
 * A channel's history, newest page first; each further page is older. A refetch (a notice, the
 * poll) reloads the pages in order from the newest, so pages stay contiguous.
 */
export function useMessages(orgId: string, channelId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(orgId, channelId),
    queryFn: ({ pageParam }) => listMessages(orgId, channelId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.messages.at(-1)?.id : undefined),
    refetchInterval: CHAT_POLL_MS,
  });
}

export function useMembers(orgId: string, channelId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.members(orgId, channelId),
    queryFn: () => listMembers(orgId, channelId),
    enabled,
  });
}

/** Something changed in a channel (a notice, a send, a delete): its history and every count. */
export function invalidateChannel(client: QueryClient, orgId: string, channelId: string | null) {
  if (channelId) void client.invalidateQueries({ queryKey: chatKeys.messages(orgId, channelId) });
  else void client.invalidateQueries({ queryKey: [...chatKeys.all(orgId), "messages"] });
  void client.invalidateQueries({ queryKey: chatKeys.channels(orgId) });
}

/** Puts a message the server confirmed at the top of the newest page, unless it is there already. */
export function addToHistory(client: QueryClient, orgId: string, message: ChatMessageView) {
  client.setQueryData<MessagePages>(chatKeys.messages(orgId, message.channelId), (data) => {
    if (!data?.pages.length) return data;
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages as [ChatMessagePage, ...ChatMessagePage[]];
    return { ...data, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
  });
}

/** After a read mark moved: the channel's count and mark, without waiting for the next poll. */
export function applyRead(client: QueryClient, orgId: string, channelId: string, read: ChatReadView) {
  client.setQueryData<ChatChannelView[]>(chatKeys.channels(orgId), (channels) =>
    channels?.map((c) => (c.id === channelId ? { ...c, unread: read.unread, lastReadAt: read.lastReadAt } : c)),
  );
}
