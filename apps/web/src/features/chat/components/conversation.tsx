import type { ChatChannelView } from "@hulppost/shared/chat";
import { MessagesSquare } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { useOnline } from "../../../lib/field/field-state";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useDeleteMessage } from "../api/delete-message";
import { useMessages } from "../api/list-messages";
import { useMarkRead } from "../api/mark-read";
import { type OutboxItem, useOutbox } from "../chat-outbox";
import { buildTimeline, newestSent, type TimelineMessage } from "../chat-timeline";
import { useChatSender } from "../use-chat-sender";
import { ChannelHeader } from "./channel-header";
import { Composer } from "./composer";
import { MessageList } from "./message-list";

/** Toasts a failed load once, when it starts failing, not on every poll that fails again. */
function useLoadFailureToast(isError: boolean, error: unknown, id: string) {
  const { t } = useTranslation("chat");
  const errorMessage = useErrorMessage();
  const shown = useRef(false);
  useEffect(() => {
    if (isError && !shown.current) toast.error(t("toasts.loadFailed"), { id, description: errorMessage(error) });
    shown.current = isError;
  }, [isError, error, id, t, errorMessage]);
}

/**
 * One channel: its header, its history and the composer. Opening it marks it read up to the newest
 * message (while the page is visible), but the "new messages" line stays where the reader left
 * off until they open the channel again.
 */
export function Conversation({
  orgId,
  channel,
  me,
  canModerate,
  onBack,
}: {
  orgId: string;
  channel: ChatChannelView;
  me: string;
  canModerate: boolean;
  onBack?: () => void;
}) {
  const { t } = useTranslation("chat");
  const errorMessage = useErrorMessage();
  const messages = useMessages(orgId, channel.id);
  const pending = useOutbox(orgId, channel.id);
  const sender = useChatSender(orgId);
  const [deleting, setDeleting] = useState<TimelineMessage | null>(null);
  const online = useOnline();
  useLoadFailureToast(messages.isError, messages.error, `chat-load-${channel.id}`);

  // The read mark as the conversation opened: where the "new messages" line goes.
  const [openedAt, setOpenedAt] = useState<string | null | undefined>(undefined);
  const firstPage = messages.data?.pages[0];
  if (openedAt === undefined && firstPage) setOpenedAt(firstPage.lastReadAt);
  const readMark = openedAt === undefined ? (firstPage?.lastReadAt ?? null) : openedAt;

  const pages = messages.data?.pages;
  const groups = useMemo(() => buildTimeline(pages ?? [], pending, me, readMark), [pages, pending, me, readMark]);

  const newest = pages ? newestSent(pages) : undefined;
  const alreadyRead = newest && firstPage?.lastReadAt && newest.createdAt <= firstPage.lastReadAt;
  const marked = useRef<string | null>(null);
  const { mutate: markRead } = useMarkRead(orgId, channel.id, {
    // Not worth a toast: the count corrects itself on the next visit or poll.
    onError: () => {
      marked.current = null;
    },
  });
  useEffect(() => {
    if (!newest || alreadyRead) return;
    const mark = () => {
      if (document.visibilityState !== "visible" || marked.current === newest.id) return;
      marked.current = newest.id;
      markRead(newest.id);
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [newest, alreadyRead, markRead]);

  const remove = useDeleteMessage(orgId, channel.id, {
    onSuccess: () => {
      toast.success(t("toasts.deleted"));
      setDeleting(null);
    },
    onError: (error) => toast.error(t("toasts.deleteFailed"), { description: errorMessage(error) }),
  });

  const outboxItem = (message: TimelineMessage): OutboxItem | undefined => pending.find((i) => i.id === message.id);
  const actions = {
    canModerate,
    onDelete: setDeleting,
    onRetry: (message: TimelineMessage) => {
      const item = outboxItem(message);
      if (item) sender.retry(item);
    },
    onDiscard: (message: TimelineMessage) => {
      const item = outboxItem(message);
      if (item) sender.discard(item);
    },
  };

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="chat-conversation">
      <ChannelHeader orgId={orgId} channel={channel} onBack={onBack} />
      {messages.isPending ? (
        <Loading className="flex-1" />
      ) : messages.isError && !messages.data ? (
        <div className="flex-1 overflow-y-auto p-4">
          <LoadError title={t("toasts.loadFailed")} error={messages.error} onRetry={() => messages.refetch()} />
        </div>
      ) : groups.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-slate-500">
          <MessagesSquare className="h-10 w-10 text-slate-300" aria-hidden />
          <p className="font-medium text-slate-700">{t("conversation.emptyTitle")}</p>
          <p className="text-sm">{t("conversation.emptyDescription")}</p>
        </div>
      ) : (
        <MessageList
          groups={groups}
          hasMore={messages.hasNextPage}
          loadingEarlier={messages.isFetchingNextPage}
          onLoadEarlier={() => void messages.fetchNextPage()}
          actions={actions}
        />
      )}
      <Composer
        draftKey={`${orgId}:${channel.id}`}
        channelName={channel.name}
        onSend={(body) => sender.send(channel.id, body)}
        readOnly={!online}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("delete.title")}
        description={t("delete.description")}
        confirmLabel={t("delete.confirm")}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        pending={remove.isPending}
        testId="chat-delete-dialog"
      />
    </div>
  );
}
