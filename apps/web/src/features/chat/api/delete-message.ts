import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { chatPaths, invalidateChannel } from "./keys";

export const deleteMessage = (orgId: string, messageId: string) =>
  api<void>(chatPaths.message(orgId, messageId), { method: "DELETE" });

/** A moderator's delete of a message in a channel: its history and the counts refresh. */
export function useDeleteMessage(orgId: string, channelId: string, callbacks: MutationCallbacks<void, string>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (messageId: string) => deleteMessage(orgId, messageId),
    onSuccess: (...args) => {
      invalidateChannel(client, orgId, channelId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
