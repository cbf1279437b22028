import { type QueryKey, queryOptions } from "@tanstack/react-query";
import { api } from "./api-client";

/** The query options of a plain GET of `path` (no parameters of its own), cached under `queryKey`. */
export const getQuery = <T>(queryKey: QueryKey, path: string) =>
  queryOptions({ queryKey, queryFn: () => api<T>(path) });
