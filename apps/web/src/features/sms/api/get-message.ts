import type { SmsMessageDetailView } from "@hulppost/shared/sms";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { isSettling } from "../sms-status";
import { smsKeys, smsPaths } from "./keys";
import { SMS_POLL_MS } from "./list-messages";

/** One message with its recipients, their statuses and the people skipped. */
export const getSms = (orgId: string, messageId: string) =>
  api<SmsMessageDetailView>(smsPaths.message(orgId, messageId));

export const smsDetailQuery = (orgId: string, messageId: string) =>
  queryOptions({ queryKey: smsKeys.detail(orgId, messageId), queryFn: () => getSms(orgId, messageId) });

/** Asked again every few seconds while the message is on its way. */
export const useSmsDetail = (orgId: string, messageId: string) =>
  useQuery({
    ...smsDetailQuery(orgId, messageId),
    refetchInterval: (query) => (query.state.data && isSettling(query.state.data) ? SMS_POLL_MS : false),
  });
