import type { PriceChangeView } from "@hulppost/shared/pricing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { pricingPaths } from "./keys";
import { refreshPrices } from "./refresh-prices";

export const cancelPriceChange = (id: string) => api<void>(pricingPaths.change(id), { method: "DELETE" });

/**
 * Withdraws a planned change. Refused or not, the prices are refreshed (when refused, most likely
 * its moment came meanwhile: the page then shows where it stands now); the withdrawal counts as
 * busy until they are fresh.
 */
export function useCancelPriceChange(callbacks: MutationCallbacks<void, PriceChangeView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PriceChangeView) => cancelPriceChange(change.id),
    onSuccess: async (...args) => {
      const refreshed = refreshPrices(client);
      await callbacks.onSuccess?.(...args);
      await refreshed;
    },
    onError: async (...args) => {
      const refreshed = refreshPrices(client);
      await callbacks.onError?.(...args);
      await refreshed;
    },
  });
}
