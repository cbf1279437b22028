import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { chatPaths, invalidateChannel } from "./keys";

export const deleteMessage = (orgId: string, messageId: string) =>
  api<void>(chatPaths.message(orgId, messageId), { method: "DELETE" });

/** A moderator's delete of a message in a channel: its history and the counts refresh. */
export function useDeleteMessage(orgId: string, channelId: string, callbacks: MutationCallbacks<void, string>) {
  return useApiMutation((messageId) => deleteMessage(orgId, messageId), callbacks, {
    onSuccess: (client) => {
      invalidateChannel(client, orgId, channelId);
    },
  });
}
