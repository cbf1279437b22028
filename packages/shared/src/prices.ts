import { z } from "zod";

/**
 * The platform's managed prices (issue 15, /dashboard/pricing). One source: the landing page, the
 * billing tab and the usage overview all read the price in force from the server, in euro cents.
 */
export const PRICE_KEYS = ["premium_monthly", "sms_per_message", "per_event", "per_active_caregiver"] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/** The prices in force now, in euro cents, by key. */
export const currentPricesView = z.object({
  premium_monthly: z.number().int(),
  sms_per_message: z.number().int(),
  per_event: z.number().int(),
  per_active_caregiver: z.number().int(),
});
export type CurrentPrices = z.infer<typeof currentPricesView>;

/** Euro cents to euros, for display and arithmetic that ends in a display. */
export function centsToEuro(cents: number): number {
  return cents / 100;
}
