import type { SmsPreviewView, SmsRecipientSelection } from "@hulppost/shared/sms";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { smsKeys, smsPaths } from "./keys";

/** Who a selection comes to, with a phone number or skipped and why: a POST that only reads. */
export const previewRecipients = (orgId: string, recipients: SmsRecipientSelection, signal?: AbortSignal) =>
  api<SmsPreviewView>(smsPaths.preview(orgId), { method: "POST", body: { recipients }, signal });

/**
 * The preview of a selection, asked only when it selects anyone (`enabled`). The last answer stays
 * on screen while the next loads, and a selection ticked again within half a minute is not re-asked.
 */
export const useRecipientPreview = (
  orgId: string,
  selection: SmsRecipientSelection,
  { enabled }: { enabled: boolean },
) =>
  useQuery({
    queryKey: smsKeys.preview(orgId, selection),
    queryFn: ({ signal }) => previewRecipients(orgId, selection, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
