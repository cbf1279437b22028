import type { SmsRecipientSelection } from "@hulppost/shared/sms";
import type { QueryClient } from "@tanstack/react-query";
import { orgRoot } from "../../../lib/query-keys";

/**
 * The SMS center's query keys, one factory for every query of it: the page's overview, history,
 * open message and recipient preview, and the notices that refresh them.
 */
export const smsKeys = {
  all: (orgId: string) => [...orgRoot(orgId), "sms"] as const,
  overview: (orgId: string) => [...orgRoot(orgId), "sms", "overview"] as const,
  messages: (orgId: string) => [...orgRoot(orgId), "sms", "messages"] as const,
  details: (orgId: string) => [...orgRoot(orgId), "sms", "message"] as const,
  detail: (orgId: string, messageId: string) => [...smsKeys.details(orgId), messageId] as const,
  preview: (orgId: string, selection: SmsRecipientSelection) =>
    [...orgRoot(orgId), "sms", "preview", selection] as const,
};

/**
 * A notice about SMS: the history, this month's use and any message open in detail. A delivery
 * report's notice names the recipient, not its message, so every open detail is asked again (one
 * at most is open).
 */
export function refreshSms(client: QueryClient, orgId: string) {
  void client.invalidateQueries({ queryKey: smsKeys.messages(orgId) });
  void client.invalidateQueries({ queryKey: smsKeys.overview(orgId) });
  void client.invalidateQueries({ queryKey: smsKeys.details(orgId) });
}

const sms = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/sms`;
/** The API's addresses of the feature (one place, for the api/ files). */
export const smsPaths = {
  overview: sms,
  preview: (orgId: string) => `${sms(orgId)}/preview`,
  messages: (orgId: string) => `${sms(orgId)}/messages`,
  message: (orgId: string, messageId: string) => `${sms(orgId)}/messages/${encodeURIComponent(messageId)}`,
};
