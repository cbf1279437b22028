import { QUERY_RETRIES, TIMINGS_MS } from "@hulppost/shared/constants";
import { MutationCache, onlineManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";
import i18n from "../lib/i18n";
import { isSwitchingSession, ME_QUERY_KEY } from "../lib/session";

/**
 * A request refused because the session ended (revoked elsewhere, expired, impersonation over)
 * while the page still shows a signed-in person: say so once, and ask who is signed in again,
 * which takes the person to the sign-in page. A wrong password at sign-in is another code.
 */
export function handleSessionEnd(client: QueryClient, error: unknown) {
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

/**
 * Three retries with a backoff from 1 s doubling up to 30 s, a 5-minute cache, and
 * mutations that never retry. An answer that will not change by asking again (400–499) is not
 * retried: only a lost connection or a server error is.
 */
export function createQueryClient() {
  // TanStack Query assumes online until the browser says otherwise; a page opened (or reloaded)
  // without a network must know at once, so queries wait and field mode queues.
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
