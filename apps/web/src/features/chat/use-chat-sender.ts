import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useErrorMessage } from "../../lib/use-error-message";
import { useSendMessage } from "./api/send-message";
import { type OutboxItem, outbox } from "./chat-outbox";

/**
 * Sending with an optimistic line: the message shows at once as pending, turns failed (with a
 * retry) when the answer does not come, and is replaced by the server's when it does. A retry
 * sends the same id, which the server answers with the message it already made, if it did.
 */
export function useChatSender(orgId: string) {
  const { t } = useTranslation("chat");
  const errorMessage = useErrorMessage();
  // The server's message is in the history before the pending line goes (no flicker).
  const { mutate } = useSendMessage(orgId, {
    onSuccess: (_, { channelId, message }) => outbox.remove(orgId, channelId, message.id),
    onError: (error, { channelId, message }) => {
      outbox.mark(orgId, channelId, message.id, "failed");
      toast.error(t("toasts.sendFailed"), { description: errorMessage(error) });
    },
  });

  const deliver = useCallback(
    (item: OutboxItem) => {
      outbox.put(orgId, { ...item, status: "pending" });
      mutate({ channelId: item.channelId, message: { id: item.id, body: item.body } });
    },
    [orgId, mutate],
  );

  const send = useCallback(
    (channelId: string, body: string) =>
      deliver({ id: crypto.randomUUID(), channelId, body, createdAt: new Date().toISOString(), status: "pending" }),
    [deliver],
  );

  const discard = useCallback((item: OutboxItem) => outbox.remove(orgId, item.channelId, item.id), [orgId]);

  return { send, retry: deliver, discard };
}
