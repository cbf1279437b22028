import type { PriceChangeBody, PriceChangeView } from "@hulppost/shared/pricing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { pricingPaths } from "./keys";
import { refreshPrices } from "./refresh-prices";

export const schedulePriceChange = (body: PriceChangeBody) =>
  api<PriceChangeView>(pricingPaths.changes, { method: "POST", body });

/**
 * A new price, now or from a moment on. The history and the public prices are refreshed; the
 * screen hears of it meanwhile, and the save counts as busy until the prices are fresh.
 */
export function useSchedulePriceChange(callbacks: MutationCallbacks<PriceChangeView, PriceChangeBody>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: schedulePriceChange,
    onSuccess: async (...args) => {
      const refreshed = refreshPrices(client);
      await callbacks.onSuccess?.(...args);
      await refreshed;
    },
  });
}
