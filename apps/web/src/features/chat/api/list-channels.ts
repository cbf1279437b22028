import type { ChatChannelView } from "@hulppost/shared/chat";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { CHAT_POLL_MS, chatKeys, chatPaths } from "./keys";

export const listChannels = (orgId: string) => api<ChatChannelView[]>(chatPaths.channels(orgId));

export const channelsQuery = (orgId: string) =>
  queryOptions({ queryKey: chatKeys.channels(orgId), queryFn: () => listChannels(orgId) });

/** The channels with their unread counts: the page's list and the sidebar's badge share it. */
export const useChannels = (orgId: string) => useQuery({ ...channelsQuery(orgId), refetchInterval: CHAT_POLL_MS });
