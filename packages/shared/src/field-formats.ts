import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { text } from "./validation";

// Phone and IBAN parsing live apart from validation.ts: their libraries are large, and forms that
// only need names and emails (the landing page's contact form) should not download them.

/** Phone numbers are kept in E.164 so they are ready for SMS; local numbers are read as Belgian. */
export const DEFAULT_PHONE_REGION = "BE" as const;
export function normalizePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

export const optionalPhone = text()
  .trim()
  .max(40)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: "custom", message: "invalidPhone" });
      return z.NEVER;
    }
    return normalized;
  });

export const optionalIban = text()
  .trim()
  .max(42)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const electronic = electronicFormatIBAN(value) ?? "";
    if (!isValidIBAN(electronic)) {
      ctx.addIssue({ code: "custom", message: "invalidIban" });
      return z.NEVER;
    }
    return electronic;
  });

/** "+32470123456" → "+32 470 12 34 56", for showing a stored number to people. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return "";
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** "BE68539007547034" → "BE68 5390 0754 7034". */
export function formatIban(iban: string | null | undefined): string {
  return iban ? (iban.match(/.{1,4}/g)?.join(" ") ?? iban) : "";
}
