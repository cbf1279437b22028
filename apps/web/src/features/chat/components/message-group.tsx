import { Clock, RotateCcw, Trash2, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { usePersonName } from "../../../lib/person-name";
import { planningFormat } from "../../../lib/planning-time-zone";
import type { TimelineGroup, TimelineMessage } from "../chat-timeline";

export interface MessageActions {
  canModerate: boolean;
  onDelete: (message: TimelineMessage) => void;
  onRetry: (message: TimelineMessage) => void;
  onDiscard: (message: TimelineMessage) => void;
}

function useTime() {
  const { i18n } = useTranslation();
  const format = planningFormat(i18n.resolvedLanguage ?? "nl", { timeStyle: "short" });
  return (iso: string) => format.format(new Date(iso));
}

/**
 * One author's turn: their name and the time once, then the messages. Each message also carries
 * the name and time for screen readers, which announce a message added to the log on its own.
 * Text is rendered as a text node: a link or markup in a message stays plain text.
 */
export function MessageGroup({ group, actions }: { group: TimelineGroup; actions: MessageActions }) {
  const { t } = useTranslation("chat");
  const time = useTime();
  const personName = usePersonName();
  const author = group.mine
    ? t("message.you")
    : group.authorName
      ? personName(group.authorName)
      : t("message.deletedUser");
  const first = group.messages[0] as TimelineMessage;
  return (
    <li className={cn("flex flex-col gap-1", group.mine ? "items-end" : "items-start")}>
      <p className="px-1 text-xs text-slate-500" aria-hidden>
        {!group.mine && <span className="mr-1.5 font-semibold text-slate-800">{author}</span>}
        <time dateTime={first.createdAt}>{time(first.createdAt)}</time>
      </p>
      <ul className={cn("flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]", group.mine ? "items-end" : "items-start")}>
        {group.messages.map((message) => (
          <li
            key={message.id}
            data-testid={`chat-message-${message.id}`}
            data-status={message.deleted ? "deleted" : message.status}
            className="group/message flex max-w-full items-center gap-1"
          >
            {group.mine && <MessageTools message={message} actions={actions} />}
            <div
              className={cn(
                "min-w-0 rounded-2xl px-3 py-2 text-sm",
                group.mine ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900",
                message.deleted && "bg-transparent text-slate-500 ring-1 ring-slate-200",
                message.status === "pending" && "opacity-70",
                message.status === "failed" && "bg-red-50 text-red-900 ring-1 ring-red-300",
              )}
            >
              <span className="sr-only">{t("message.from", { author, time: time(message.createdAt) })}</span>
              {message.deleted ? (
                <p className="italic">{t("message.deleted")}</p>
              ) : (
                <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.body}</p>
              )}
              {message.status !== "sent" && <DeliveryState message={message} actions={actions} />}
            </div>
            {!group.mine && <MessageTools message={message} actions={actions} />}
          </li>
        ))}
      </ul>
    </li>
  );
}

function DeliveryState({ message, actions }: { message: TimelineMessage; actions: MessageActions }) {
  const { t } = useTranslation("chat");
  if (message.status === "pending")
    return (
      <p className="mt-1 flex items-center justify-end gap-1 text-[11px]">
        <Clock className="h-3 w-3" aria-hidden />
        {t("message.sending")}
      </p>
    );
  return (
    <div className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs">
      <span className="font-medium">{t("message.failed")}</span>
      <button
        type="button"
        onClick={() => actions.onRetry(message)}
        data-testid={`chat-retry-${message.id}`}
        className="inline-flex min-h-8 items-center gap-1 rounded px-1.5 font-semibold underline underline-offset-2"
      >
        <RotateCcw className="h-3.5 w-3.5" aria-hidden />
        {t("message.retry")}
      </button>
      <button
        type="button"
        onClick={() => actions.onDiscard(message)}
        data-testid={`chat-discard-${message.id}`}
        className="inline-flex min-h-8 items-center gap-1 rounded px-1.5 underline underline-offset-2"
      >
        <X className="h-3.5 w-3.5" aria-hidden />
        {t("message.discard")}
      </button>
    </div>
  );
}

/** An admin's delete, beside a sent message (always visible: a phone has no hover). */
function MessageTools({ message, actions }: { message: TimelineMessage; actions: MessageActions }) {
  const { t } = useTranslation("chat");
  if (!actions.canModerate || message.deleted || message.status !== "sent") return null;
  return (
    <button
      type="button"
      onClick={() => actions.onDelete(message)}
      aria-label={t("message.delete")}
      data-testid={`chat-delete-${message.id}`}
      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-400 hover:bg-slate-100 hover:text-red-700 focus-visible:text-red-700"
    >
      <Trash2 className="h-4 w-4" aria-hidden />
    </button>
  );
}
