import type { ChatMemberView } from "@hulppost/shared/chat";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { chatKeys, chatPaths } from "./keys";

/** Who is in a channel: an event's assigned caregivers, or the organisation's members. */
export const listChannelMembers = (orgId: string, channelId: string) =>
  api<ChatMemberView[]>(`${chatPaths.channel(orgId, channelId)}/members`);

export const channelMembersQuery = (orgId: string, channelId: string) =>
  queryOptions({
    queryKey: chatKeys.members(orgId, channelId),
    queryFn: () => listChannelMembers(orgId, channelId),
  });

export const useChannelMembers = (orgId: string, channelId: string) => useQuery(channelMembersQuery(orgId, channelId));
