import { SMS_PLACEHOLDER_WORDS } from "@hulppost/shared/sms";

/** The placeholders of SMS_PLACEHOLDER_WORDS in every language, each filled per recipient. */
const FIRST_NAMES = Object.values(SMS_PLACEHOLDER_WORDS).map((words) => words.firstName);
const EVENTS = Object.values(SMS_PLACEHOLDER_WORDS).map((words) => words.event);

export const usesEventPlaceholder = (text: string) => EVENTS.some((placeholder) => text.includes(placeholder));

/** The text as one recipient reads it. `eventName` is only read when the text asks for it. */
export function fillPlaceholders(text: string, values: { firstName: string; eventName: string | null }): string {
  let filled = text;
  // A function as replacement, so a `$&` in someone's name is taken literally.
  for (const placeholder of FIRST_NAMES) filled = filled.replaceAll(placeholder, () => values.firstName);
  for (const placeholder of EVENTS) filled = filled.replaceAll(placeholder, () => values.eventName ?? "");
  return filled;
}
