import type { SmsMessageDetailView } from "@hulppost/shared/sms";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { showAnswer } from "../../../lib/show-answer";
import { smsKeys, smsPaths } from "./keys";
import { putInHistory } from "./list-messages";

export const cancelSms = (orgId: string, messageId: string) =>
  api<SmsMessageDetailView>(`${smsPaths.message(orgId, messageId)}/cancel`, { method: "POST", body: {} });

/**
 * Calls off a scheduled message: the answer replaces it in its dialog and the history. A refusal
 * most likely means it went out meanwhile: both are asked again to show what it is now.
 */
export function useCancelSms(
  orgId: string,
  messageId: string,
  callbacks: MutationCallbacks<SmsMessageDetailView, void>,
) {
  return useApiMutation(() => cancelSms(orgId, messageId), callbacks, {
    onSuccess: (client, saved) => {
      showAnswer(client, smsKeys.detail(orgId, messageId), saved);
      putInHistory(client, orgId, saved);
    },
    onError: (client) => {
      void client.invalidateQueries({ queryKey: smsKeys.detail(orgId, messageId) });
      void client.invalidateQueries({ queryKey: smsKeys.messages(orgId) });
    },
  });
}
