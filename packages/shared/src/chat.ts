import { z } from "zod";
import { CHAT_MESSAGE_MAX_LENGTH } from "./constants";
import { text } from "./validation";

/**
 * Chat: one channel per organisation and one per event (decision 027: which are listed). A channel
 * is named by `org` (the organisation's) or by its event's id, the same key the read marks use.
 */
export const ORG_CHANNEL = "org";

/** Event channels listed: live, upcoming within this many days, and ended within the last week. */
export const CHAT_UPCOMING_DAYS = 30;
export const CHAT_RECENT_DAYS = 7;
/** A page of history; the client asks for fewer on a small screen. */
export const CHAT_PAGE_SIZE_MAX = 50;
export const CHAT_PAGE_SIZE_DEFAULT = 30;

/**
 * The length of a message as people and PostgreSQL's char_length count it: in characters (code
 * points), so an emoji counts once and not as the two UTF-16 units `string.length` sees. The
 * composer's counter uses the same function as the server.
 */
export const chatMessageLength = (value: string) => [...value].length;

/** A channel in a path: `org` or an event's id. */
export const chatChannelId = z.union([z.literal(ORG_CHANNEL), z.uuid()]);
export const chatChannelParams = z.object({ orgId: z.string(), channelId: chatChannelId });
export const chatMessageParams = z.object({ orgId: z.string(), messageId: z.uuid() });

/**
 * A message as typed: plain text (never HTML), trimmed, 1–500 characters. Line breaks and tabs
 * stay (text() keeps them); other control characters are refused.
 */
export const chatMessageText = text()
  .trim()
  .min(1)
  .refine((value) => chatMessageLength(value) <= CHAT_MESSAGE_MAX_LENGTH, `tooLong:${CHAT_MESSAGE_MAX_LENGTH}`);

/** A send: the client's id makes a resend (after a lost answer) the same message, not a second. */
export const chatSendBody = z.object({ id: z.uuid(), body: chatMessageText });
export type ChatSendInput = z.input<typeof chatSendBody>;

/** Read up to and including this message (its time becomes the read mark; it never moves back). */
export const chatReadBody = z.object({ messageId: z.uuid() });

/** Older history: the page of messages before this one, newest first. */
export const chatMessagesQuery = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE_MAX).default(CHAT_PAGE_SIZE_DEFAULT),
});
export type ChatMessagesQuery = z.input<typeof chatMessagesQuery>;

export const chatChannelView = z.object({
  id: z.string(),
  kind: z.enum(["organization", "event"]),
  eventId: z.string().nullable(),
  /** The organisation's display name, or the event's name. */
  name: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  phase: z.enum(["planned", "live", "past"]).nullable(),
  /** Others' messages after the read mark, deleted ones not counted. */
  unread: z.number().int(),
  lastMessageAt: z.string().nullable(),
  lastReadAt: z.string().nullable(),
});
export type ChatChannelView = z.infer<typeof chatChannelView>;
export const chatChannelListView = z.array(chatChannelView);

export const chatMessageView = z.object({
  id: z.string(),
  channelId: z.string(),
  /** Null when the author's account was deleted. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Null once an admin deleted the message: its text is gone. */
  body: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageView>;

export const chatMessagePage = z.object({
  /** Newest first. */
  messages: z.array(chatMessageView),
  /** Whether older messages exist: ask again with `before` = the last message's id. */
  hasMore: z.boolean(),
  /** The reader's mark in this channel, for the "new messages" line. */
  lastReadAt: z.string().nullable(),
});
export type ChatMessagePage = z.infer<typeof chatMessagePage>;

export const chatReadView = z.object({ lastReadAt: z.string().nullable(), unread: z.number().int() });
export type ChatReadView = z.infer<typeof chatReadView>;

/** Who is in a channel: the event's assigned caregivers, or the organisation's members. */
export const chatMemberView = z.object({
  userId: z.string(),
  name: z.string(),
  /** The post at the event (doctor, nurse, first aider), or the role in the organisation. */
  role: z.enum(["doctor", "nurse", "first_aider", "admin", "hulpverlener"]),
});
export type ChatMemberView = z.infer<typeof chatMemberView>;
export const chatMemberListView = z.array(chatMemberView);
