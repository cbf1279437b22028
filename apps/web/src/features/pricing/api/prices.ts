import type { PublicPrices } from "@hulppost/shared/pricing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
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
