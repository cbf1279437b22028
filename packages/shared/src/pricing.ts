import { z } from "zod";
import { instant, uuid } from "./validation";

/**
 * The platform's managed prices (/dashboard/pricing). One source: the landing page, the
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

/**
 * The highest price each key may be set to, in cents: far above any real price, low enough that
 * a slip of the keyboard (25000 for 25, a price per message typed as a monthly one) is refused
 * instead of being billed. The database's own check (100 000 €) is the last line.
 */
export const PRICE_MAX_CENTS = {
  premium_monthly: 1_000_000,
  sms_per_message: 1_000,
  per_event: 1_000_000,
  per_active_caregiver: 10_000,
} as const satisfies Record<PriceKey, number>;
const ANY_PRICE_MAX_CENTS = Math.max(...Object.values(PRICE_MAX_CENTS));

/**
 * Field messages of the price contract (keys of the web's validation texts). `priceTooHigh`
 * carries the key's maximum in whole euros (`priceTooHigh:10`).
 */
export const PRICE_FIELD_ERRORS = {
  negative: "priceNegative",
  tooHigh: "priceTooHigh",
  /** A fraction of a cent from the API, or more than two decimals in the form. */
  decimals: "priceDecimals",
  /** `effectiveFrom`: more than a minute ago. History is not rewritten. */
  inPast: "scheduledInPast",
} as const;

/** The next change of a price that is not in force yet (the landing page says "from … on"). */
export const upcomingPriceView = z.object({
  key: z.enum(PRICE_KEYS),
  amountCents: z.number().int(),
  effectiveFrom: z.string(),
});
export type UpcomingPrice = z.infer<typeof upcomingPriceView>;

/** GET /api/prices, for anyone: the prices in force and, per key, the next scheduled change if any. */
export const publicPricesView = z.object({
  current: currentPricesView,
  /** At most one per key, soonest first. */
  upcoming: z.array(upcomingPriceView),
});
export type PublicPrices = z.infer<typeof publicPricesView>;

/**
 * Where a change stands: `current` is the row in force for its key, `past` one a later row
 * replaced, `scheduled` one whose moment has not come (only those can be cancelled).
 */
export const PRICE_CHANGE_STATUSES = ["past", "current", "scheduled"] as const;
export type PriceChangeStatus = (typeof PRICE_CHANGE_STATUSES)[number];

/** One row of the price history, for the super admin. */
export const priceChangeView = z.object({
  id: z.string(),
  key: z.enum(PRICE_KEYS),
  amountCents: z.number().int(),
  effectiveFrom: z.string(),
  createdAt: z.string(),
  /** Who set it; null for the spec's starting prices (and for an account deleted since). */
  createdBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  status: z.enum(PRICE_CHANGE_STATUSES),
});
export type PriceChangeView = z.infer<typeof priceChangeView>;

/**
 * A new price for one key from a moment on: "now", or a date-time that has not passed (a minute's
 * slack for a form sent a moment ago). In cents, so 0.15 € is 15 and no float is ever stored.
 */
export const priceChangeBody = z
  .object({
    key: z.enum(PRICE_KEYS),
    amountCents: z
      .number()
      .int(PRICE_FIELD_ERRORS.decimals)
      .min(0, PRICE_FIELD_ERRORS.negative)
      .max(ANY_PRICE_MAX_CENTS, `${PRICE_FIELD_ERRORS.tooHigh}:${ANY_PRICE_MAX_CENTS / 100}`),
    effectiveFrom: z.union([z.literal("now"), instant], {
      // Not "now", so a moment: say what is wrong with it as a moment (invalidDateTime, dateOutOfRange).
      error: (issue) =>
        issue.code === "invalid_union" ? (issue.errors.at(-1)?.[0]?.message ?? "invalidDateTime") : undefined,
    }),
  })
  .superRefine((value, ctx) => {
    const max = PRICE_MAX_CENTS[value.key];
    if (value.amountCents > max)
      ctx.addIssue({ code: "custom", path: ["amountCents"], message: `${PRICE_FIELD_ERRORS.tooHigh}:${max / 100}` });
  });
export type PriceChangeBody = z.input<typeof priceChangeBody>;

/** The path of one change (cancelling a scheduled one). */
export const priceChangeParams = z.object({ priceId: uuid });
