import type { CloseAccountBody, CloseAccountPreview, ErasureResult } from "@hulppost/shared/erasure";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";

const paths = { preview: "/api/me/close-account/preview", close: "/api/me/close-account" };

/** What closing the account removes and keeps (decision 054): the person's own, under no organisation. */
export const closeAccountPreviewQuery = () =>
  queryOptions({
    queryKey: ["close-account-preview"] as const,
    queryFn: () => api<CloseAccountPreview>(paths.preview),
  });
export const useCloseAccountPreview = () => useQuery(closeAccountPreviewQuery());

export const closeAccount = (body: CloseAccountBody) => api<ErasureResult>(paths.close, { method: "POST", body });

/** No cache work: the session ends with the account, and the sign-out page clears everything. */
export const useCloseAccount = (callbacks: MutationCallbacks<ErasureResult, CloseAccountBody>) =>
  useApiMutation(closeAccount, callbacks);
