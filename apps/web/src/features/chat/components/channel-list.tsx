import type { ChatChannelView } from "@hulppost/shared/chat";
import { Building2, CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { useChannelSubtitle, useLastMessageTime } from "./channel-subtitle";
import { UnreadCount } from "./unread-count";

/**
 * The channels, the organisation's first and then its events' as the server orders them (live,
 * next, recent), each with when its last message came and how many are unread. Rows are large
 * enough for a thumb.
 */
export function ChannelList({
  channels,
  current,
  onSelect,
}: {
  channels: ChatChannelView[];
  current: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation("chat");
  const subtitle = useChannelSubtitle();
  const lastTime = useLastMessageTime();
  const events = channels.filter((c) => c.kind === "event");
  return (
    <nav aria-label={t("channels.label")} className="min-h-0 flex-1 overflow-y-auto">
      <ul className="flex flex-col p-2" data-testid="chat-channels">
        {channels.map((channel, index) => {
          const selected = channel.id === current;
          const Icon = channel.kind === "organization" ? Building2 : CalendarDays;
          return (
            <li key={channel.id}>
              {index === 1 && events.length > 0 && (
                <p className="px-2 pt-3 pb-1 text-[11px] font-medium tracking-wide text-slate-500 uppercase">
                  {t("channels.events")}
                </p>
              )}
              <button
                type="button"
                onClick={() => onSelect(channel.id)}
                aria-current={selected ? "true" : undefined}
                data-testid={`chat-channel-${channel.id}`}
                className={cn(
                  "flex w-full items-center gap-3 rounded-lg px-2.5 py-3 text-left hover:bg-slate-100",
                  selected && "bg-brand-50 hover:bg-brand-100",
                )}
              >
                <span
                  className={cn(
                    "flex h-10 w-10 shrink-0 items-center justify-center rounded-full",
                    channel.phase === "live" ? "bg-emerald-50 text-emerald-700" : "bg-slate-100 text-slate-600",
                  )}
                >
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span
                      className={cn(
                        "truncate text-sm text-slate-900",
                        channel.unread > 0 ? "font-bold" : "font-medium",
                      )}
                    >
                      {channel.name}
                    </span>
                    {channel.lastMessageAt && (
                      <span className="shrink-0 text-xs text-slate-500">{lastTime(channel.lastMessageAt)}</span>
                    )}
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-xs text-slate-500">{subtitle(channel)}</span>
                    <UnreadCount
                      count={channel.unread}
                      label={t("unread", { count: channel.unread })}
                      testId={`chat-unread-${channel.id}`}
                    />
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
