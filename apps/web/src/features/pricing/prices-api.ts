import type { PriceChangeBody, PriceChangeView, PublicPrices } from "@hulppost/shared/prices";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export const priceKeys = {
  /** The public prices: the landing page, the billing tab, the SMS center. */
  public: ["prices"] as const,
  /** The super admin's history of changes. */
  history: ["platform", "prices"] as const,
};

/**
 * The prices in force and the upcoming changes. `reload` skips the browser's copy (the server lets
 * it keep one for a minute) and puts the fresh answer in its place, so after a change the landing
 * page in the same browser shows the new price at once.
 */
export const getPrices = (options: { reload?: boolean } = {}) =>
  api<PublicPrices>("/api/prices", { cache: options.reload ? "reload" : undefined });
export const listPriceChanges = () => api<PriceChangeView[]>("/api/platform/prices");
export const schedulePriceChange = (body: PriceChangeBody) =>
  api<PriceChangeView>("/api/platform/prices", { method: "POST", body });
export const cancelPriceChange = (id: string) =>
  api<void>(`/api/platform/prices/${encodeURIComponent(id)}`, { method: "DELETE" });

/**
 * The prices in force (euro cents by key, `data.current`) and the next change per key
 * (`data.upcoming`), for anyone, signed in or not. One source for every price the app shows: while
 * it loads there is no price to show, never a guessed one.
 */
export function usePrices() {
  return useQuery({ queryKey: priceKeys.public, queryFn: () => getPrices(), staleTime: 60_000 });
}

export function usePriceHistory() {
  return useQuery({ queryKey: priceKeys.history, queryFn: listPriceChanges });
}

/** After a change or a cancellation: the history, and the public prices fetched past the browser's copy. */
export async function refreshPrices(client: QueryClient) {
  void client.invalidateQueries({ queryKey: priceKeys.history });
  try {
    client.setQueryData(priceKeys.public, await getPrices({ reload: true }));
  } catch {
    void client.invalidateQueries({ queryKey: priceKeys.public });
  }
}
