/**
 * The chat feature as others use it (decision 038): the unread count on the sidebar's Chat entry.
 */
export { ChatUnreadBadge } from "./components/chat-unread-badge";
