import type { QueryClient, QueryKey, Updater } from "@tanstack/react-query";

/**
 * Puts an answer the server just gave (a save, a send) into the cache under `queryKey`. Setting it
 * alone is not enough: a request for the same key asked before the save may answer after it, with
 * the state from before, and TanStack Query would show that instead. Such a request is dropped
 * (the key goes back to where it was before it, at once) and, as it may have carried someone
 * else's change, the key is asked again, now that the save is in.
 */
export function showAnswer<T>(client: QueryClient, queryKey: QueryKey, updater: Updater<T | undefined, T | undefined>) {
  const asking = client.isFetching({ queryKey, exact: true }) > 0;
  if (asking) void client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T>(queryKey, updater);
  if (asking) void client.invalidateQueries({ queryKey, exact: true });
}
