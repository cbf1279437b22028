import { parsePhoneNumberFromString } from "libphonenumber-js/max";

// Profiles keep numbers in E.164, but older rows and imports may hold a number as it was typed.
// Locally written numbers are read as Belgian first, then Dutch (the organisations' countries).
// The full metadata, unlike the browser's: it knows which numbers are really given out (the
// smaller set takes any number of the right length) and which are landlines.
const LOCAL_REGIONS = ["BE", "NL"] as const;

/**
 * The number in E.164, or null when it is not a valid number in any of those readings, or is a
 * landline (no text message reaches one).
 */
export function smsPhone(input: string): string | null {
  for (const region of LOCAL_REGIONS) {
    const parsed = parsePhoneNumberFromString(input, region);
    if (parsed?.isValid()) return parsed.getType() === "FIXED_LINE" ? null : parsed.number;
  }
  return null;
}
