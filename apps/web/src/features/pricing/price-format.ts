import { useFormat } from "../../lib/format";

/**
 * Euro cents as the interface language writes money. `whole` drops ",00" from a round amount
 * (the landing page's "€ 25"); anything with cents always shows them, so 29,50 never reads 30.
 */
export function usePriceFormat() {
  const { euro } = useFormat();
  return (cents: number, options: { whole?: boolean } = {}) =>
    euro(cents / 100, options.whole && cents % 100 === 0 ? 0 : 2);
}

/** Migration 0013's prices, in force "since 2000": the platform's starting prices, not a change anyone made. */
const STARTING_MOMENT = "2000-01-01T00:00:00.000Z";
export const isStartingPrice = (change: { effectiveFrom: string }) => change.effectiveFrom <= STARTING_MOMENT;
