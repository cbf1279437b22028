import type { RealtimeNotice } from "@hulppost/shared/realtime";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useRealtimeNotice } from "../../../lib/realtime/use-realtime-notice";
import { invalidateChannel, useChannels } from "../chat-api";
import { UnreadCount } from "./unread-count";

export const CHAT_NOTICES = ["chat"] as const;

/**
 * The unread messages of all channels, on the sidebar's Chat entry. It listens for chat notices
 * itself (and polls slowly), so the count moves on every page, not only on the chat page. Words
 * from the common namespace: the sidebar must not wait for the chat page's translations.
 */
export function ChatUnreadBadge({ orgId, collapsed }: { orgId: string; collapsed: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const channels = useChannels(orgId);
  const onNotice = useCallback(
    (notice: RealtimeNotice) => invalidateChannel(client, orgId, notice.eventId ?? "org"),
    [client, orgId],
  );
  useRealtimeNotice(CHAT_NOTICES, onNotice);
  const total = channels.data?.reduce((sum, c) => sum + c.unread, 0) ?? 0;
  return (
    <UnreadCount
      count={total}
      label={t("sidebar.chatUnread", { count: total })}
      testId="menu-chat-unread"
      className={collapsed ? "absolute top-0.5 right-0.5 h-4 min-w-4 px-1 text-[10px]" : "ml-auto"}
    />
  );
}
