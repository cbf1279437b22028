import type { ChatMessageView } from "@hulppost/shared/chat";
import { describe, expect, it } from "vitest";
import type { OutboxItem } from "./chat-outbox";
import { buildTimeline } from "./chat-timeline";

const ME = "me";
const at = (minute: number, day = 10) => new Date(2026, 6, day, 14, minute).toISOString();
const message = (id: string, author: string | null, minute: number, extra: Partial<ChatMessageView> = {}) =>
  ({
    id,
    channelId: "org",
    author: author ? { id: author, name: author.toUpperCase() } : null,
    body: `tekst ${id}`,
    deleted: false,
    createdAt: at(minute),
    ...extra,
  }) satisfies ChatMessageView;
/** Pages as the server sends them: newest first. */
const pages = (...messages: ChatMessageView[]) => [{ messages: [...messages].reverse() }];

describe("the chat timeline", () => {
  it("groups one author's messages within five minutes, and starts a new group otherwise", () => {
    const groups = buildTimeline(
      pages(message("1", "an", 0), message("2", "an", 3), message("3", "bo", 4), message("4", "bo", 12)),
      [],
      ME,
      at(30),
    );
    expect(groups.map((g) => g.messages.map((m) => m.id))).toEqual([["1", "2"], ["3"], ["4"]]);
    expect(groups.map((g) => g.authorName)).toEqual(["AN", "BO", "BO"]);
    expect(groups.map((g) => g.newDay)).toEqual([true, false, false]);
  });

  it("puts the new-messages line at the first unread message of someone else, splitting a group", () => {
    const groups = buildTimeline(
      pages(message("1", "an", 0), message("2", ME, 1), message("3", "an", 2), message("4", "an", 3)),
      [],
      ME,
      at(1),
    );
    expect(groups.map((g) => [g.messages.map((m) => m.id), g.firstUnread])).toEqual([
      [["1"], false],
      [["2"], false],
      [["3", "4"], true],
    ]);
    // Deleted messages and one's own are never unread; nothing after the mark: no line.
    const read = buildTimeline(
      pages(message("1", "an", 0), message("2", ME, 5), message("3", "an", 6, { deleted: true, body: null })),
      [],
      ME,
      at(0),
    );
    expect(read.some((g) => g.firstUnread)).toBe(false);
  });

  it("shows messages on their way after the history, once, and marks their state", () => {
    const waiting: OutboxItem[] = [
      { id: "2", channelId: "org", body: "al aangekomen", createdAt: at(5), status: "pending" },
      { id: "9", channelId: "org", body: "onderweg", createdAt: at(6), status: "failed" },
    ];
    const groups = buildTimeline(pages(message("1", "an", 0), message("2", ME, 5)), waiting, ME, null);
    const shown = groups.flatMap((g) => g.messages);
    expect(shown.map((m) => [m.id, m.status])).toEqual([
      ["1", "sent"],
      ["2", "sent"],
      ["9", "failed"],
    ]);
    expect(groups.at(-1)?.messages.map((m) => m.id)).toEqual(["2", "9"]);
  });

  it("starts a new group on a new day", () => {
    const groups = buildTimeline(
      [{ messages: [{ ...message("2", "an", 1), createdAt: at(1, 11) }, message("1", "an", 0)] }],
      [],
      ME,
      null,
    );
    expect(groups.map((g) => [g.messages.length, g.newDay])).toEqual([
      [1, true],
      [1, true],
    ]);
  });
});
