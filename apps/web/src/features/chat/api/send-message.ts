import type { ChatMessagePage, ChatMessageView, ChatSendInput } from "@hulppost/shared/chat";
import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { showAnswer } from "../../../lib/show-answer";
import { chatKeys, chatPaths } from "./keys";
import type { MessagePages } from "./list-messages";

/** A message to send to a channel, with the id the browser gave it (a retry sends the same one). */
export interface ChatSend {
  channelId: string;
  message: ChatSendInput;
}

export const sendMessage = (orgId: string, { channelId, message }: ChatSend) =>
  api<ChatMessageView>(`${chatPaths.channel(orgId, channelId)}/messages`, { method: "POST", body: message });

/** Puts a message the server confirmed at the top of the newest page, unless it is there already. */
function addToHistory(client: QueryClient, orgId: string, message: ChatMessageView) {
  showAnswer<MessagePages>(client, chatKeys.messages(orgId, message.channelId), (data) => {
    if (!data?.pages.length) return data;
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages as [ChatMessagePage, ...ChatMessagePage[]];
    return { ...data, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
  });
}

/**
 * POST of a message: the server's answer goes into its channel's history, and the counts refresh.
 * Sent whatever the network says (`networkMode: "always"`): without one it fails at once, so the
 * line in the conversation turns failed with its retry instead of waiting unseen.
 */
export function useSendMessage(orgId: string, callbacks: MutationCallbacks<ChatMessageView, ChatSend>) {
  return useApiMutation((send) => sendMessage(orgId, send), callbacks, {
    networkMode: "always",
    onSuccess: (client, message) => {
      addToHistory(client, orgId, message);
      void client.invalidateQueries({ queryKey: chatKeys.channels(orgId) });
    },
  });
}
