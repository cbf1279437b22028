import { QUERY_RETRIES, TIMINGS_MS } from "@hulppost/shared/constants";
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";

/**
 * Spec §7: three retries with a backoff from 1 s doubling up to 30 s, a 5-minute cache, and
 * mutations that never retry. An answer that will not change by asking again (400–499) is not
 * retried: only a lost connection or a server error is.
 */
export function createQueryClient() {
  return new QueryClient({
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
}
