import { useTranslation } from "react-i18next";
import { useChatNotices } from "../api/chat-notices";
import { useChannels } from "../api/list-channels";
import { UnreadCount } from "./unread-count";

/**
 * The unread messages of all channels, on the sidebar's Chat entry. It listens for chat notices
 * itself (and polls slowly), so the count moves on every page, not only on the chat page. Words
 * from the common namespace: the sidebar must not wait for the chat page's translations.
 */
export function ChatUnreadBadge({ orgId, collapsed }: { orgId: string; collapsed: boolean }) {
  const { t } = useTranslation();
  const channels = useChannels(orgId);
  useChatNotices(orgId);
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
