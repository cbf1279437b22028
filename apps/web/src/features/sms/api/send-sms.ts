import type { SmsMessageDetailView, SmsSendBody } from "@hulppost/shared/sms";
import { api, isApiError } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { smsKeys, smsPaths } from "./keys";
import { putInHistory } from "./list-messages";

/** Refusals that no edit of the form fixes: the plan has no SMS, or the organisation switched it off. */
const BLOCKING = ["PLAN_NO_SMS", "SMS_DISABLED"];
export const isBlockingRefusal = (error: unknown) => BLOCKING.some((code) => isApiError(error, code));

export const sendSms = (orgId: string, body: SmsSendBody) =>
  api<SmsMessageDetailView>(smsPaths.messages(orgId), { method: "POST", body });

/**
 * Sends (or schedules) a message: it goes to the top of the history. A blocking refusal means the
 * overview the page shows is out of date: it is asked again.
 */
export function useSendSms(orgId: string, callbacks: MutationCallbacks<SmsMessageDetailView, SmsSendBody>) {
  return useApiMutation((body) => sendSms(orgId, body), callbacks, {
    onSuccess: (client, saved) => {
      putInHistory(client, orgId, saved);
    },
    onError: (client, error) => {
      if (isBlockingRefusal(error)) void client.invalidateQueries({ queryKey: smsKeys.overview(orgId) });
    },
  });
}
