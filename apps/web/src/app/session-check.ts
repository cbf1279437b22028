import { TIMINGS_MS } from "@hulppost/shared/constants";
import type { MeView } from "@hulppost/shared/me";
import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { api } from "../lib/api-client";
import { ME_QUERY_KEY } from "../lib/session";
import { handleSessionEnd } from "./query-client";

let checking = false;

/**
 * A session ended elsewhere (signed out on another device, revoked by an admin) shows at the next
 * page change, not at the next save: the pages a person moves between are often kept on the
 * device (field mode) and would not ask the server anything. One small request in the background,
 * never while offline or while one is on its way; it also brings changed roles along.
 */
export async function checkSession(client: QueryClient): Promise<void> {
  if (checking || !onlineManager.isOnline() || !client.getQueryData(ME_QUERY_KEY)) return;
  checking = true;
  try {
    client.setQueryData(ME_QUERY_KEY, await api<MeView>("/api/me", { timeoutMs: TIMINGS_MS.roleProfileQueryTimeout }));
  } catch (error) {
    // A lost connection is field mode's business; only "nobody is signed in" matters here.
    handleSessionEnd(client, error);
  } finally {
    checking = false;
  }
}
