import { ORG_CHANNEL } from "@hulppost/shared/chat";
import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeNotice } from "../../../lib/realtime/use-realtime-notice";
import { invalidateChannel } from "./keys";

const CHAT_NOTICES = ["chat"] as const;

/**
 * A chat notice refreshes the channel it names (an event's, or the organisation's when it names
 * none) and every count. The sidebar's badge listens on every page, the chat page as well.
 */
export function useChatNotices(orgId: string) {
  const client = useQueryClient();
  useRealtimeNotice(CHAT_NOTICES, (notice) => invalidateChannel(client, orgId, notice.eventId ?? ORG_CHANNEL));
}
