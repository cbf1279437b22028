import { api } from "./api-client";

/**
 * What a history read a page at a time, newest first, gives useInfiniteQuery (besides its key):
 * `pageSize` entries of `path` older than `before` (the id of the last entry seen); a page shorter
 * than a full one was the last.
 */
export function pagedHistory<TEntry extends { id: string | number }>(path: string, pageSize: number) {
  return {
    queryFn: ({ pageParam: before }: { pageParam: TEntry["id"] | undefined }) => {
      const query = new URLSearchParams({ limit: String(pageSize) });
      if (before !== undefined) query.set("before", String(before));
      return api<TEntry[]>(`${path}?${query}`);
    },
    initialPageParam: undefined as TEntry["id"] | undefined,
    getNextPageParam: (last: TEntry[]): TEntry["id"] | undefined =>
      last.length < pageSize ? undefined : last.at(-1)?.id,
  };
}
