import type { ChatMessagePage } from "@hulppost/shared/chat";
import { type InfiniteData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { CHAT_POLL_MS, chatKeys, chatPaths } from "./keys";

/** A page of history: about two screens on a phone. */
const PAGE_SIZE = 30;

export type MessagePages = InfiniteData<ChatMessagePage, string | undefined>;

/** A page of a channel's history, the messages older than `before` (a message id). */
export function listMessages(orgId: string, channelId: string, before?: string) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before) query.set("before", before);
  return api<ChatMessagePage>(`${chatPaths.channel(orgId, channelId)}/messages?${query}`);
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
