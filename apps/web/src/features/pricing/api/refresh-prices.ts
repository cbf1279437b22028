import type { QueryClient } from "@tanstack/react-query";
import { showAnswer } from "../../../lib/show-answer";
import { pricingKeys } from "./keys";
import { getPrices } from "./prices";

/** After a change or a cancellation: the history, and the public prices fetched past the browser's copy. */
export async function refreshPrices(client: QueryClient) {
  void client.invalidateQueries({ queryKey: pricingKeys.history() });
  try {
    showAnswer(client, pricingKeys.public(), await getPrices({ reload: true }));
  } catch {
    void client.invalidateQueries({ queryKey: pricingKeys.public() });
  }
}
