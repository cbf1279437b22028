import { QUERY_RETRIES, TIMINGS_MS } from "@hulppost/shared/constants";
import type { MeView } from "@hulppost/shared/profile";
import { MutationCache, onlineManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../lib/api-client";
import i18n from "./i18n";
import { isSwitchingSession, ME_QUERY_KEY } from "./session";

/**
 * A request refused because the session ended (revoked elsewhere, expired, impersonation over)
 * while the page still shows a signed-in person: say so once, and ask who is signed in again,
 * which takes the person to the sign-in page. A wrong password at sign-in is another code.
 */
function handleSessionEnd(client: QueryClient, error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 401 || error.code !== "UNAUTHENTICATED") return;
  if (!client.getQueryData(ME_QUERY_KEY) || isSwitchingSession()) return;
  // sonner is loaded on demand, as the Toaster is (providers.tsx): it stays out of the first bundle.
  void import("sonner").then(({ toast }) =>
    toast.error(i18n.t("toasts.sessionExpired"), {
      id: "session-expired",
      description: i18n.t("toasts.sessionExpiredHint"),
    }),
  );
  void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

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

/**
 * Spec §7: three retries with a backoff from 1 s doubling up to 30 s, a 5-minute cache, and
 * mutations that never retry. An answer that will not change by asking again (400–499) is not
 * retried: only a lost connection or a server error is.
 */
export function createQueryClient() {
  // TanStack Query assumes online until the browser says otherwise; a page opened (or reloaded)
  // without a network must know at once, so queries wait and field mode queues (issue 16).
  if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => handleSessionEnd(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => handleSessionEnd(client, error) }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failures < QUERY_RETRIES;
        },
        retryDelay: (attempt) => Math.min(TIMINGS_MS.queryRetryBaseDelay * 2 ** attempt, TIMINGS_MS.queryRetryMaxDelay),
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
