import type { MeView } from "@hulppost/shared/me";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Navigate } from "react-router";
import { checkReachable } from "../../lib/connectivity";
import { fieldSync } from "../../lib/field/field-sync";
import { setFieldPerson } from "../../lib/field/field-writes";
import { idbGet, idbPut, SNAPSHOT_STORE } from "../../lib/field/idb";
import { writeQueue } from "../../lib/field/pending-writes";
import { clearFieldData, keepLonger, saveSnapshots } from "../../lib/field/query-snapshot";
import { fieldDataRestored, restoreFieldData } from "../../lib/field/restore";
import { keepTheAppOffline } from "../../lib/offline-core";
import { SIGN_OUT_PENDING, useMe } from "../../lib/session";
import { incidentKeys } from "../incidents";
import { patientKeys } from "../patients";
import { prefetchForTheField } from "./prefetch";

const OWNER_KEY = "owner";

/**
 * Holds the protected pages until the last-seen data is back in the cache: opened offline, the
 * app then shows the signed-in person and their post instead of "connection lost".
 */
export function RestoreFieldData({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const client = useQueryClient();
  // Already done when a sign-in started it on its way here: the pages draw at once.
  const [ready, setReady] = useState(fieldDataRestored);
  useEffect(() => {
    let live = true;
    void restoreFieldData(client).then((snapshot) => {
      // The page opens on what the device kept: find out at once whether the server answers, so a
      // network that hangs is said to be gone in seconds, not after a request's time-out.
      if (snapshot) checkReachable();
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [client]);
  // A sign-out that could not reach the server is finished first (logout page), before anything.
  if (localStorage.getItem(SIGN_OUT_PENDING)) return <Navigate to="/logout" replace />;
  return ready ? children : fallback;
}

/**
 * Field mode for the signed-in person: their waiting changes are sent (now, when the network
 * returns, with back-off), what they see is kept on the device, and their posts' data is fetched
 * ahead. Data of someone else who used this device before is wiped first.
 */
/**
 * When this page was loaded: "me" fetched since then was confirmed by the server in this page
 * load, not restored from the device (whose copy keeps its old time). The page's own start, not
 * this module's: the module loads with the first signed-in page, after a sign-in on /auth may
 * already have fetched "me".
 */
const PAGE_LOADED_AT = typeof performance !== "undefined" ? performance.timeOrigin : 0;
/** The ahead-fetch is repeated when the network returns, at most this often. */
const PREFETCH_EVERY_MS = 5 * 60_000;

export function FieldMode({ me, orgId, admin }: { me: MeView; orgId: string | null; admin: boolean }) {
  const client = useQueryClient();
  const { dataUpdatedAt } = useMe();
  const userId = me.user.id;
  const name = me.user.name;
  // Restored from the device, "me" may be someone the server no longer knows in this browser
  // (signed out elsewhere, impersonation): nothing is sent or kept until the server says who it is.
  const confirmed = dataUpdatedAt >= PAGE_LOADED_AT;

  // Changes are queued as this person at once: offline after a reload the post goes on working.
  useEffect(() => {
    setFieldPerson({ id: userId, name });
    return () => setFieldPerson(null);
  }, [userId, name]);

  useEffect(() => {
    if (!confirmed) return;
    let stopSaving: (() => void) | null = null;
    let stopRefetching: (() => void) | null = null;
    let live = true;
    void (async () => {
      const owner = await idbGet<string>(SNAPSHOT_STORE, OWNER_KEY).catch(() => undefined);
      if (owner && owner !== userId) {
        // Someone else used this device: their data leaves memory and the device before anything
        // of this person is kept.
        await clearFieldData();
        // Reset, not removed: a page already showing the other person's data asks again at once
        // (a removed query leaves its observers waiting without a request).
        await client.resetQueries({ predicate: (q) => q.queryKey[0] !== "me" });
        for (const write of writeQueue.all()) if (write.ownerId !== userId) await writeQueue.remove(write.seq);
      }
      await idbPut(SNAPSHOT_STORE, userId, OWNER_KEY).catch(() => {});
      if (!live) return;
      if (orgId) keepLonger(client, orgId);
      fieldSync.start(client, userId, { ...patientKeys, incidents: incidentKeys.all });
      stopSaving = saveSnapshots(client);
      if (!orgId) return;
      let fetchedAt = Date.now();
      void prefetchForTheField(client, orgId, { admin });
      void keepTheAppOffline();
      // Back online after a while: what changed meanwhile is fetched ahead again.
      stopRefetching = onlineManager.subscribe((online) => {
        if (!online || Date.now() - fetchedAt < PREFETCH_EVERY_MS) return;
        fetchedAt = Date.now();
        void prefetchForTheField(client, orgId, { admin });
      });
    })();
    return () => {
      live = false;
      stopSaving?.();
      stopRefetching?.();
      fieldSync.stop();
    };
  }, [client, userId, orgId, admin, confirmed]);
  return null;
}
