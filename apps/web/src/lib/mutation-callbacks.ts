import type { UseMutationOptions } from "@tanstack/react-query";

/**
 * What a screen adds to a mutation hook of a feature's api/ folder: its messages. The hook itself
 * keeps the cache true (sets or invalidates its keys) before it calls these.
 */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  "onSuccess" | "onError"
>;
