import type { SmsRecipientSelection } from "@hulppost/shared/sms";
import { useMemo } from "react";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useRecipientPreview } from "./api/preview-recipients";
import { selectsAnyone } from "./sms-form-values";

/** A pause after the last tick before the server is asked who the selection comes to. */
const PREVIEW_DELAY_MS = 400;

/**
 * Who the selection comes to, asked once the ticking pauses. The selection is compared as text,
 * so typing the message (which renders the form again) does not restart the pause.
 */
export function useSmsPreview(orgId: string, selection: SmsRecipientSelection) {
  const current = JSON.stringify(selection);
  const settled = useDebouncedValue(current, PREVIEW_DELAY_MS);
  const asked = useMemo(() => JSON.parse(settled) as SmsRecipientSelection, [settled]);
  const query = useRecipientPreview(orgId, asked, { enabled: selectsAnyone(asked) });
  const any = selectsAnyone(selection) && selectsAnyone(asked);
  /** The answer is for exactly what is ticked now. */
  const fresh = any && current === settled && !query.isFetching && !query.isPlaceholderData;
  return {
    data: any ? query.data : undefined,
    error: fresh ? query.error : null,
    loading: selectsAnyone(selection) && !fresh,
    fresh,
  };
}
