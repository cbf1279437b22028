import { useSyncExternalStore } from "react";

/**
 * Messages typed but not yet confirmed by the server, per organisation and channel. Each keeps the
 * id it was first sent with until the server confirms it, so a retry after a lost answer (a tent
 * on a festival field with one bar of signal) is the same message and never a second one. Kept in
 * memory across channel switches; a reload drops what was never sent.
 */
export interface OutboxItem {
  id: string;
  channelId: string;
  body: string;
  createdAt: string;
  status: "pending" | "failed";
}

type Listener = () => void;
const items = new Map<string, OutboxItem[]>();
const listeners = new Set<Listener>();
const EMPTY: OutboxItem[] = [];

const keyOf = (orgId: string, channelId: string) => `${orgId}:${channelId}`;

function set(orgId: string, channelId: string, next: OutboxItem[]) {
  const key = keyOf(orgId, channelId);
  if (next.length) items.set(key, next);
  else items.delete(key);
  for (const listener of listeners) listener();
}

export const outbox = {
  list: (orgId: string, channelId: string) => items.get(keyOf(orgId, channelId)) ?? EMPTY,
  put(orgId: string, item: OutboxItem) {
    const current = outbox.list(orgId, item.channelId).filter((i) => i.id !== item.id);
    set(orgId, item.channelId, [...current, item]);
  },
  mark(orgId: string, channelId: string, id: string, status: OutboxItem["status"]) {
    set(
      orgId,
      channelId,
      outbox.list(orgId, channelId).map((i) => (i.id === id ? { ...i, status } : i)),
    );
  },
  remove(orgId: string, channelId: string, id: string) {
    set(
      orgId,
      channelId,
      outbox.list(orgId, channelId).filter((i) => i.id !== id),
    );
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useOutbox(orgId: string, channelId: string) {
  return useSyncExternalStore(outbox.subscribe, () => outbox.list(orgId, channelId));
}
