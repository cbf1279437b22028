import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useErrorMessage } from "../../lib/use-error-message";
import { addToHistory, chatKeys, sendMessage } from "./chat-api";
import { type OutboxItem, outbox } from "./chat-outbox";

/**
 * Sending with an optimistic line: the message shows at once as pending, turns failed (with a
 * retry) when the answer does not come, and is replaced by the server's when it does. A retry
 * sends the same id, which the server answers with the message it already made, if it did.
 */
export function useChatSender(orgId: string) {
  const client = useQueryClient();
  const { t } = useTranslation("chat");
  const errorMessage = useErrorMessage();

  const deliver = useCallback(
    async (item: OutboxItem) => {
      outbox.put(orgId, { ...item, status: "pending" });
      try {
        const message = await sendMessage(orgId, item.channelId, { id: item.id, body: item.body });
        addToHistory(client, orgId, message);
        outbox.remove(orgId, item.channelId, item.id);
        void client.invalidateQueries({ queryKey: chatKeys.channels(orgId) });
      } catch (error) {
        outbox.mark(orgId, item.channelId, item.id, "failed");
        toast.error(t("toasts.sendFailed"), { description: errorMessage(error) });
      }
    },
    [client, orgId, t, errorMessage],
  );

  const send = useCallback(
    (channelId: string, body: string) =>
      deliver({ id: crypto.randomUUID(), channelId, body, createdAt: new Date().toISOString(), status: "pending" }),
    [deliver],
  );

  const discard = useCallback((item: OutboxItem) => outbox.remove(orgId, item.channelId, item.id), [orgId]);

  return { send, retry: deliver, discard };
}
