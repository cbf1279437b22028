import type { ChatMessageView } from "@hulppost/shared/chat";
import { planningDayKey } from "../../lib/planning-time-zone";
import type { OutboxItem } from "./chat-outbox";

/** Messages of one author closer together than this read as one turn under one name. */
const GROUP_GAP_MS = 5 * 60_000;

export interface TimelineMessage {
  id: string;
  authorId: string | null;
  authorName: string | null;
  /** Null for a deleted message. */
  body: string | null;
  deleted: boolean;
  createdAt: string;
  mine: boolean;
  status: "sent" | "pending" | "failed";
}

export interface TimelineGroup {
  key: string;
  authorId: string | null;
  authorName: string | null;
  mine: boolean;
  /** The local day (YYYY-MM-DD) of its messages; `newDay` when the one before was another day. */
  day: string;
  newDay: boolean;
  /** The "new messages" line goes above this group. */
  firstUnread: boolean;
  messages: TimelineMessage[];
}

// The day in the planning time zone, as every time on screen is.
const localDay = (iso: string) => planningDayKey(iso);

/**
 * The conversation as shown, oldest first: the server's pages (newest first, as fetched) with the
 * messages still on their way after them, grouped by author and day. The "new messages" line goes
 * at the first message of someone else after the read mark the conversation opened with, the
 * same messages the server counts as unread (deleted ones are not).
 */
export function buildTimeline(
  pages: readonly { messages: readonly ChatMessageView[] }[],
  pending: readonly OutboxItem[],
  me: string,
  readMark: string | null,
): TimelineGroup[] {
  const sent: TimelineMessage[] = pages
    .flatMap((page) => page.messages)
    .slice()
    .reverse()
    .map((m) => ({
      id: m.id,
      authorId: m.author?.id ?? null,
      authorName: m.author?.name ?? null,
      body: m.body,
      deleted: m.deleted,
      createdAt: m.createdAt,
      mine: m.author?.id === me,
      status: "sent",
    }));
  const known = new Set(sent.map((m) => m.id));
  const waiting: TimelineMessage[] = pending
    .filter((item) => !known.has(item.id))
    .map((item) => ({
      id: item.id,
      authorId: me,
      authorName: null,
      body: item.body,
      deleted: false,
      createdAt: item.createdAt,
      mine: true,
      status: item.status,
    }));
  const unreadAt = sent.findIndex(
    (m) => !m.mine && !m.deleted && (readMark === null || new Date(m.createdAt) > new Date(readMark)),
  );
  const firstUnreadId = unreadAt >= 0 ? sent[unreadAt]?.id : undefined;

  const groups: TimelineGroup[] = [];
  let previousDay: string | null = null;
  for (const message of [...sent, ...waiting]) {
    const day = localDay(message.createdAt);
    const last = groups.at(-1);
    const lastMessage = last?.messages.at(-1);
    const firstUnread = message.id === firstUnreadId;
    const continues =
      last &&
      lastMessage &&
      !firstUnread &&
      last.day === day &&
      last.authorId === message.authorId &&
      last.mine === message.mine &&
      new Date(message.createdAt).getTime() - new Date(lastMessage.createdAt).getTime() < GROUP_GAP_MS;
    if (continues) last.messages.push(message);
    else
      groups.push({
        key: message.id,
        authorId: message.authorId,
        authorName: message.authorName,
        mine: message.mine,
        day,
        newDay: day !== previousDay,
        firstUnread,
        messages: [message],
      });
    previousDay = day;
  }
  return groups;
}

/** The newest message the server has, to mark the channel read up to. */
export function newestSent(pages: readonly { messages: readonly ChatMessageView[] }[]): ChatMessageView | undefined {
  return pages[0]?.messages[0];
}
