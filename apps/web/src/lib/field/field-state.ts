import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import { useMe } from "../session";
import { fieldSync } from "./field-sync";
import type { Me } from "./field-writes";
import { writeQueue } from "./pending-writes";

/**
 * Field mode as the pages see it: the network, the changes waiting on this device, who makes
 * them, how old the data shown is. Here, not in the field feature, because the patient pages, the
 * chat and the live locations read them too (decision 038).
 */

/** Online as the browser sees it (TanStack Query's online manager follows the same events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}

/** The changes waiting on this device, oldest first; the page re-renders when the queue changes. */
export function usePendingWrites() {
  return useSyncExternalStore(writeQueue.subscribe, writeQueue.getSnapshot);
}

/** The signed-in person as field mode names them on the changes they make. */
export function useFieldPerson(): Me | null {
  const { data: me } = useMe();
  return useMemo(() => (me ? { id: me.user.id, name: me.user.name } : null), [me]);
}

/** Queries that say nothing about how old the page's data is (who is signed in, a probe). */
const NOT_PAGE_DATA = new Set(["me", "sessions"]);

/**
 * When the oldest data on the page was fetched (0: none): what a person reads offline is at least
 * that old. Follows the queries the open page observes, as they come and go.
 */
export function useShownDataTime(): number {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => {
      let oldest = 0;
      for (const query of cache.getAll()) {
        if (!query.getObserversCount() || NOT_PAGE_DATA.has(String(query.queryKey[0]))) continue;
        const at = query.state.dataUpdatedAt;
        if (at && (!oldest || at < oldest)) oldest = at;
      }
      return oldest;
    },
  );
}

export function useSyncState() {
  return useSyncExternalStore(fieldSync.subscribe, fieldSync.getSnapshot);
}
