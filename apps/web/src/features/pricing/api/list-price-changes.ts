import type { PriceChangeView } from "@hulppost/shared/pricing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { pricingKeys, pricingPaths } from "./keys";

/** Every change of a price, past, in force and planned (the super admin's history). */
export const listPriceChanges = () => api<PriceChangeView[]>(pricingPaths.changes);

export const priceHistoryQuery = () => queryOptions({ queryKey: pricingKeys.history(), queryFn: listPriceChanges });

export const usePriceHistory = () => useQuery(priceHistoryQuery());
