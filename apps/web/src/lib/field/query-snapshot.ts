import { dehydrate, hydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { clearDrafts } from "../form-drafts";
import { idbClear, idbGet, idbPut, SNAPSHOT_STORE } from "./idb";

const SNAPSHOT_KEY = "queries";
const DAY_MS = 24 * 60 * 60_000;
/** Data older than this is no help on the field and is not kept. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const SAVE_DELAY_MS = 1_000;

/**
 * What a post needs when the network is gone: who is signed in and their organisations, the home
 * page's data (their events, vacancies, the admin's overview), their events with the post, the team
 * and their phone numbers and the hospital, the patient lists, records, measurements and histories,
 * the treatment templates of the form, the chat messages and positions last seen, the open
 * incidents and their boards (a phone triages on offline). Nothing else an
 * admin may have opened (members, insights, the SMS center, billing) is kept on the device.
 */
export function keptOffline(key: readonly unknown[]): boolean {
  const [scope, , kind, sub] = key;
  if (scope === "me") return key.length === 1;
  if (scope === "vacancies") return true;
  if (scope !== "org") return false;
  if (kind === "event") return key.length === 4;
  if (kind === "chat") return sub === "channels" || sub === "messages";
  return KEPT_KINDS.has(kind as string);
}

/** The kinds of an organisation's data kept whole (see keptOffline). */
const KEPT_KINDS = new Set([
  "my-events",
  "events",
  "dashboard",
  "patients",
  "treatments",
  "locations",
  "maps",
  "incidents",
]);

interface Snapshot {
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

let restoring: Promise<Snapshot | null> | null = null;
/** Whether this page has put the device's snapshot back (or found none): nothing to wait for. */
let restored = false;
/** A snapshot too old to be shown by itself: offered when nothing newer is there (connection pending). */
let tooOld: Snapshot | null = null;

/** Puts the last-seen data back into the query cache, once per page load, before the pages ask. */
export function restoreSnapshot(client: QueryClient): Promise<Snapshot | null> {
  restoring ??= idbGet<Snapshot>(SNAPSHOT_STORE, SNAPSHOT_KEY)
    .then((snapshot) => {
      if (!snapshot) return null;
      if (Date.now() - snapshot.savedAt > MAX_AGE_MS) {
        tooOld = snapshot;
        return null;
      }
      putBack(client, snapshot);
      return snapshot;
    })
    .catch(() => null)
    .finally(() => {
      restored = true;
    });
  return restoring;
}

/** Whether the snapshot is back already (restoreSnapshot has settled in this page). */
export const snapshotRestored = () => restored;

function putBack(client: QueryClient, snapshot: Snapshot) {
  for (const { queryKey } of snapshot.state.queries)
    if (queryKey[0] === "org" && typeof queryKey[1] === "string") keepLonger(client, queryKey[1]);
  // Fresher data already in the cache (the page asked before this finished) is kept.
  hydrate(client, snapshot.state);
  // Shown at once, but asked again as soon as a page uses it (with a network): a reload
  // within the cache's 30 s must not show what was on the screen before instead of the server.
  for (const { queryKey } of snapshot.state.queries)
    client.getQueryCache().find({ queryKey, exact: true })?.invalidate();
}

/** When the device's older copy was kept, if there is one and nothing newer was put back. */
export const olderSnapshotSavedAt = (): number | null => tooOld?.savedAt ?? null;

/** Shows the device's older copy after all: the person asked for it, knowing its date. */
export function restoreOlderSnapshot(client: QueryClient) {
  if (tooOld) putBack(client, tooOld);
  tooOld = null;
}

/**
 * The post's data stays in memory for a day rather than the cache's 5 minutes: the snapshot is
 * written from memory, and a record looked at an hour ago must still be there when the network goes.
 */
export function keepLonger(client: QueryClient, orgId: string) {
  for (const kind of [...KEPT_KINDS, "event", "chat"])
    client.setQueryDefaults(["org", orgId, kind], { gcTime: DAY_MS });
  client.setQueryDefaults(["vacancies", orgId], { gcTime: DAY_MS });
}

const keep = (query: Query) => query.state.status === "success" && keptOffline(query.queryKey);

/**
 * Writes the kept data to the device now (what the person already has on screen when field mode
 * starts, even if nothing changes afterwards) and a second after any of it changes; stops when the
 * returned function runs.
 */
export function saveSnapshots(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const state = dehydrate(client, { shouldDehydrateQuery: keep });
    void idbPut(SNAPSHOT_STORE, { savedAt: Date.now(), state } satisfies Snapshot, SNAPSHOT_KEY).catch(() => {});
  };
  save();
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || !keptOffline(event.query.queryKey)) return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** Forgets everything kept on the device: sign-out, or another person signing in. */
export async function clearFieldData(): Promise<void> {
  restoring = Promise.resolve(null);
  restored = true;
  tooOld = null;
  clearDrafts();
  await idbClear(SNAPSHOT_STORE).catch(() => {});
}
