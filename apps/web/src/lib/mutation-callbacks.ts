import { type QueryClient, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * What a screen adds to a mutation hook of a feature's api/ folder: its messages. The hook itself
 * keeps the cache true (sets or invalidates its keys) before it calls these.
 */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  "onSuccess" | "onError"
>;

/** How a hook keeps the cache true after an answer (or a refusal): keys set or invalidated. */
export type CacheWork<TData, TVariables> = (client: QueryClient, data: TData, variables: TVariables) => void;

export interface ApiMutation<TData, TVariables> {
  /** After a success, before the screen's message. */
  onSuccess?: CacheWork<TData, TVariables>;
  /** After a refusal, before the screen's message (what may have changed meanwhile is asked again). */
  onError?: (client: QueryClient, error: Error, variables: TVariables) => void;
  /** Offline: fail at once instead of waiting for the network (a send that a queue retries). */
  networkMode?: "always";
}

/**
 * The one shape of every mutation hook of the api/ folders: the request, the cache work of the
 * endpoint, then the screen's messages. Written once here so that each endpoint's file says only
 * what is its own.
 */
export function useApiMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  callbacks: MutationCallbacks<TData, TVariables>,
  cache: ApiMutation<TData, TVariables> = {},
) {
  const client = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    // Only when asked: an undefined option would replace the client's default ("online").
    ...(cache.networkMode ? { networkMode: cache.networkMode } : {}),
    onSuccess: (data, variables, ...rest) => {
      cache.onSuccess?.(client, data, variables);
      return callbacks.onSuccess?.(data, variables, ...rest);
    },
    onError: (error, variables, ...rest) => {
      cache.onError?.(client, error, variables);
      return callbacks.onError?.(error, variables, ...rest);
    },
  });
}
