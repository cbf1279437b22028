import type { PublicPrices } from "@hulppost/shared/pricing";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { showAnswer } from "../../../lib/mutation-callbacks";
import { pricingKeys, pricingPaths } from "./keys";

/**
 * The prices in force and the upcoming changes. `reload` skips the browser's copy (the server lets
 * it keep one for a minute) and puts the fresh answer in its place, so after a change the landing
 * page in the same browser shows the new price at once.
 */
export const getPrices = (options: { reload?: boolean } = {}) =>
  api<PublicPrices>(pricingPaths.public, { cache: options.reload ? "reload" : undefined });

export const pricesQuery = () => queryOptions({ queryKey: pricingKeys.public(), queryFn: () => getPrices() });

/**
 * The prices in force (euro cents by key, `data.current`) and the next change per key
 * (`data.upcoming`), for anyone, signed in or not. One source for every price the app shows: while
 * it loads there is no price to show, never a guessed one.
 */
export const usePrices = () => useQuery({ ...pricesQuery(), staleTime: 60_000 });

/** After a change or a cancellation: the history, and the public prices fetched past the browser's copy. */
export async function refreshPrices(client: QueryClient) {
  void client.invalidateQueries({ queryKey: pricingKeys.history() });
  try {
    showAnswer(client, pricingKeys.public(), await getPrices({ reload: true }));
  } catch {
    void client.invalidateQueries({ queryKey: pricingKeys.public() });
  }
}
