import { Fragment, useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { planningDayKey } from "../../../lib/planning-time-zone";
import type { TimelineGroup } from "../chat-timeline";
import { type MessageActions, MessageGroup } from "./message-group";

/** Within this distance of the bottom, a new message scrolls into view; further up, it waits. */
const NEAR_BOTTOM_PX = 120;

function useDayLabel() {
  const { t, i18n } = useTranslation("chat");
  // The day keys are planning-zone days (chat-timeline.ts): compared and named as calendar dates.
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? "nl", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  return (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    const today = new Date(`${planningDayKey(Date.now())}T00:00:00Z`);
    const diff = Math.round((today.getTime() - date.getTime()) / 86_400_000);
    if (diff === 0) return t("day.today");
    if (diff === 1) return t("day.yesterday");
    return format.format(date);
  };
}

interface ScrollState {
  height: number;
  top: number;
  oldest: string | undefined;
  newest: string | undefined;
  nearBottom: boolean;
}

/**
 * The conversation as a log (new messages are announced politely), oldest at the top. It opens at
 * the "new messages" line, or at the bottom; earlier history loads when scrolled to the top (or
 * with the button), keeping what was on screen in place; a new message scrolls into view only
 * when the reader was already at the bottom, or wrote it.
 */
export function MessageList({
  groups,
  hasMore,
  loadingEarlier,
  onLoadEarlier,
  actions,
}: {
  groups: TimelineGroup[];
  hasMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  actions: MessageActions;
}) {
  const { t } = useTranslation("chat");
  const dayLabel = useDayLabel();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLLIElement>(null);
  const state = useRef<ScrollState | null>(null);
  const oldest = groups[0]?.messages[0]?.id;
  const lastGroup = groups.at(-1);
  const newestMessage = lastGroup?.messages.at(-1);
  const newest = newestMessage?.id;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = state.current;
    if (!before) {
      if (marker.current) el.scrollTop = Math.max(0, marker.current.offsetTop - 16);
      else el.scrollTop = el.scrollHeight;
    } else if (oldest !== before.oldest && newest === before.newest) {
      // Older history came in above: keep the same messages under the reader's eyes.
      el.scrollTop = el.scrollHeight - before.height + before.top;
    } else if (newest !== before.newest && (before.nearBottom || newestMessage?.mine)) {
      el.scrollTop = el.scrollHeight;
    }
    state.current = {
      height: el.scrollHeight,
      top: el.scrollTop,
      oldest,
      newest,
      nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX,
    };
  }, [oldest, newest, newestMessage?.mine]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el || !state.current) return;
    state.current.top = el.scrollTop;
    state.current.height = el.scrollHeight;
    state.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  };

  const load = useRef(onLoadEarlier);
  load.current = onLoadEarlier;
  useEffect(() => {
    const root = scroller.current;
    const target = sentinel.current;
    if (!root || !target || !hasMore || loadingEarlier) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load.current(), {
      root,
      rootMargin: "200px 0px 0px 0px",
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingEarlier]);

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 sm:px-4"
      data-testid="chat-scroller"
    >
      <div ref={sentinel} />
      {hasMore && (
        <div className="mb-3 flex justify-center">
          <Button
            variant="ghost"
            size="sm"
            onClick={onLoadEarlier}
            loading={loadingEarlier}
            data-testid="chat-load-earlier"
          >
            {t("history.loadEarlier")}
          </Button>
        </div>
      )}
      {!hasMore && groups.length > 0 && <p className="mb-3 text-center text-xs text-slate-500">{t("history.start")}</p>}
      <div
        role="log"
        aria-live="polite"
        aria-busy={loadingEarlier || undefined}
        aria-label={t("history.label")}
        data-testid="chat-log"
      >
        <ol className="flex flex-col gap-3">
          {groups.map((group) => (
            <Fragment key={group.key}>
              {group.newDay && (
                <li className="flex items-center gap-3 py-1 text-xs font-medium text-slate-500">
                  <span className="h-px flex-1 bg-slate-200" aria-hidden />
                  {dayLabel(group.day)}
                  <span className="h-px flex-1 bg-slate-200" aria-hidden />
                </li>
              )}
              {group.firstUnread && (
                <li
                  ref={marker}
                  data-testid="chat-new-messages"
                  className="flex items-center gap-3 py-1 text-xs font-semibold text-brand-700"
                >
                  <span className="h-px flex-1 bg-brand-200" aria-hidden />
                  {t("history.newMessages")}
                  <span className="h-px flex-1 bg-brand-200" aria-hidden />
                </li>
              )}
              <MessageGroup group={group} actions={actions} />
            </Fragment>
          ))}
        </ol>
      </div>
    </div>
  );
}
