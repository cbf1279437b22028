import type { ChatChannelView, ChatReadView } from "@hulppost/shared/chat";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { showAnswer } from "../../../lib/show-answer";
import { chatKeys, chatPaths } from "./keys";

export const markRead = (orgId: string, channelId: string, messageId: string) =>
  api<ChatReadView>(`${chatPaths.channel(orgId, channelId)}/read`, { method: "PUT", body: { messageId } });

/**
 * PUT of the read mark up to a message: the channel's count and mark follow at once, without
 * waiting for the next poll. Sent whatever the network says (`networkMode: "always"`), so a failed
 * one is tried again on the reader's next visit instead of waiting for a network.
 */
export function useMarkRead(orgId: string, channelId: string, callbacks: MutationCallbacks<ChatReadView, string>) {
  return useApiMutation((messageId) => markRead(orgId, channelId, messageId), callbacks, {
    networkMode: "always",
    onSuccess: (client, read) => {
      showAnswer<ChatChannelView[]>(client, chatKeys.channels(orgId), (channels) =>
        channels?.map((c) => (c.id === channelId ? { ...c, unread: read.unread, lastReadAt: read.lastReadAt } : c)),
      );
    },
  });
}
