/** The placeholders of SMS_PLACEHOLDERS, each filled per recipient. */
const FIRST_NAME = "{voornaam}";
const EVENT = "{evenement}";

export const usesEventPlaceholder = (text: string) => text.includes(EVENT);

/** The text as one recipient reads it. `eventName` is only read when the text asks for it. */
export function fillPlaceholders(text: string, values: { firstName: string; eventName: string | null }): string {
  // A function as replacement, so a `$&` in someone's name is taken literally.
  return text.replaceAll(FIRST_NAME, () => values.firstName).replaceAll(EVENT, () => values.eventName ?? "");
}
