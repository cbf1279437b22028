import type { QueryClient } from "@tanstack/react-query";
import { writeQueue } from "./pending-writes";
import { restoreSnapshot, snapshotRestored } from "./query-snapshot";

/**
 * The device's kept data put back into the cache and its waiting changes read, once per page: the
 * signed-in layout waits for both (RestoreFieldData). A sign-in starts it as it leaves for the app,
 * so that the layout, mounting a moment later, usually finds it done and draws at once instead of
 * a spinner first (docs/performance.md, "The first sign-in while the app installs itself").
 * Resolves with the snapshot put back, if any.
 */
export function restoreFieldData(client: QueryClient) {
  return Promise.all([restoreSnapshot(client), writeQueue.load()]).then(([snapshot]) => snapshot);
}

/** Whether restoreFieldData has finished in this page: nothing to wait for. */
export const fieldDataRestored = () => snapshotRestored() && writeQueue.isLoaded();
