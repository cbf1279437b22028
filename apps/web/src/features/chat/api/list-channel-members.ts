import type { ChatMemberView } from "@hulppost/shared/chat";
import { useQuery } from "@tanstack/react-query";
import { getQuery } from "../../../lib/get-query";
import { chatKeys, chatPaths } from "./keys";

/** Who is in a channel: an event's assigned caregivers, or the organisation's members. */
export const channelMembersQuery = (orgId: string, channelId: string) =>
  getQuery<ChatMemberView[]>(chatKeys.members(orgId, channelId), `${chatPaths.channel(orgId, channelId)}/members`);

export const useChannelMembers = (orgId: string, channelId: string) => useQuery(channelMembersQuery(orgId, channelId));
