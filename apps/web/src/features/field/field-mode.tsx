import type { MeView } from "@hulppost/shared/profile";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useMe } from "../../app/session";
import { fieldSync } from "./field-sync";
import { setFieldPerson } from "./field-writes";
import { idbGet, idbPut, SNAPSHOT_STORE } from "./idb";
import type { Me } from "./patient-overlay";
import { writeQueue } from "./pending-writes";
import { prefetchForTheField } from "./prefetch";
import { clearFieldData, restoreSnapshot, saveSnapshots } from "./query-snapshot";

const OWNER_KEY = "owner";

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

export function useSyncState() {
  return useSyncExternalStore(fieldSync.subscribe, fieldSync.getSnapshot);
}

/**
 * Holds the protected pages until the last-seen data is back in the cache: opened offline, the
 * app then shows the signed-in person and their post instead of "connection lost".
 */
export function RestoreFieldData({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all([restoreSnapshot(client), writeQueue.load()]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [client]);
  return ready ? children : fallback;
}

/**
 * Field mode for the signed-in person: their waiting changes are sent (now, when the network
 * returns, with back-off), what they see is kept on the device, and their posts' data is fetched
 * ahead. Data of someone else who used this device before is wiped first.
 */
export function FieldMode({ me, orgId }: { me: MeView; orgId: string | null }) {
  const client = useQueryClient();
  const userId = me.user.id;
  const name = me.user.name;
  useEffect(() => {
    let stopSaving: (() => void) | null = null;
    let live = true;
    void (async () => {
      const owner = await idbGet<string>(SNAPSHOT_STORE, OWNER_KEY).catch(() => undefined);
      if (owner && owner !== userId) {
        await clearFieldData();
        for (const write of writeQueue.all()) if (write.ownerId !== userId) await writeQueue.remove(write.seq);
      }
      await idbPut(SNAPSHOT_STORE, userId, OWNER_KEY).catch(() => {});
      if (!live) return;
      setFieldPerson({ id: userId, name });
      fieldSync.start(client, userId);
      stopSaving = saveSnapshots(client);
      if (orgId) void prefetchForTheField(client, orgId);
    })();
    return () => {
      live = false;
      stopSaving?.();
      fieldSync.stop();
      setFieldPerson(null);
    };
  }, [client, userId, name, orgId]);
  return null;
}
