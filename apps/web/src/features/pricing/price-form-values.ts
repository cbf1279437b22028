import { zodResolver } from "@hookform/resolvers/zod";
import {
  PRICE_FIELD_ERRORS,
  PRICE_KEYS,
  PRICE_MAX_CENTS,
  type PriceChangeBody,
  type PriceChangeView,
  type PriceKey,
} from "@hulppost/shared/pricing";
import { z } from "zod";
import { fromLocalInput, toLocalInput } from "../../lib/planning-time-zone";

/** The moment a date and a time name in the planning time zone, or null when either is incomplete. */
export function momentOf(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return fromLocalInput(`${date}T${time}`);
}

/** The first day of the month after `now`'s, in the planning time zone, as YYYY-MM-DD. */
export function firstOfNextMonth(now = new Date()): string {
  const [year = 0, month = 1] = toLocalInput(now.toISOString()).slice(0, 7).split("-").map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

type AmountResult = { cents: number } | { error: string };

/**
 * An amount typed in euros ("29", "0,15", "1.5", "€ 29") to cents, or the field message saying
 * what is wrong. A comma and a point both read as the decimal mark: no price here needs a
 * thousands separator, and a Belgian types a comma where an English speaker types a point.
 */
export function parseEuroAmount(value: string, key: PriceKey): AmountResult {
  const cleaned = value.replace(/€/g, "").replace(/\s/g, "");
  if (!cleaned) return { error: "required" };
  if (cleaned.startsWith("-")) return { error: PRICE_FIELD_ERRORS.negative };
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(cleaned);
  if (!match) return { error: "invalidAmount" };
  const [, whole = "0", fraction = ""] = match;
  if (fraction.length > 2) return { error: PRICE_FIELD_ERRORS.decimals };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  const max = PRICE_MAX_CENTS[key];
  if (cents > max) return { error: `${PRICE_FIELD_ERRORS.tooHigh}:${max / 100}` };
  return { cents };
}

/** The form as the super admin fills it: which price, the amount in euros, and now or a moment in the planning zone. */
export const priceForm = z
  .object({
    key: z.enum(PRICE_KEYS),
    amount: z.string(),
    when: z.enum(["now", "later"]),
    date: z.string(),
    time: z.string(),
  })
  .superRefine((values, ctx) => {
    const amount = parseEuroAmount(values.amount, values.key);
    if ("error" in amount) ctx.addIssue({ code: "custom", path: ["amount"], message: amount.error });
    if (values.when === "later") {
      const at = momentOf(values.date, values.time);
      if (!at) ctx.addIssue({ code: "custom", path: ["time"], message: "invalidDateTime" });
      else if (Date.parse(at) <= Date.now())
        ctx.addIssue({ code: "custom", path: ["time"], message: PRICE_FIELD_ERRORS.inPast });
    }
  });

export type PriceFormValues = z.input<typeof priceForm>;
export const priceFormResolver = zodResolver(priceForm);

export const emptyPriceForm = (key: PriceKey = "premium_monthly"): PriceFormValues => ({
  key,
  amount: "",
  when: "now",
  date: "",
  time: "",
});

/** The contract's body; the form has been validated, so the amount parses. */
export function toPriceBody(values: PriceFormValues): PriceChangeBody {
  const amount = parseEuroAmount(values.amount, values.key);
  return {
    key: values.key,
    amountCents: "cents" in amount ? amount.cents : Number.NaN,
    effectiveFrom: values.when === "now" ? "now" : (momentOf(values.date, values.time) ?? ""),
  };
}

/** The server's field names on the form's: the amount is typed in euros, the moment as a date and a time. */
export const SERVER_FIELDS: Record<string, keyof PriceFormValues> = {
  key: "key",
  amountCents: "amount",
  effectiveFrom: "time",
};

/**
 * The price of a key that will be in force just before `at` (now when null): the latest change
 * that has taken effect by then, of two at the same moment the one set last, as the server decides.
 */
export function priceBefore(changes: PriceChangeView[], key: PriceKey, at: string | null): PriceChangeView | null {
  const moment = at ?? new Date().toISOString();
  let found: PriceChangeView | null = null;
  for (const change of changes) {
    if (change.key !== key || change.effectiveFrom > moment) continue;
    if (
      !found ||
      change.effectiveFrom > found.effectiveFrom ||
      (change.effectiveFrom === found.effectiveFrom && change.createdAt > found.createdAt)
    )
      found = change;
  }
  return found;
}
