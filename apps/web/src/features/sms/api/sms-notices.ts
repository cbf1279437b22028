import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeNotice } from "../../../lib/realtime/use-realtime-notice";
import { refreshSms } from "./keys";

const SMS_NOTICES = ["sms"] as const;

/** While the SMS center is open, a status from the provider (a notice) refreshes what it shows. */
export function useSmsNotices(orgId: string) {
  const client = useQueryClient();
  useRealtimeNotice(SMS_NOTICES, () => refreshSms(client, orgId));
}
