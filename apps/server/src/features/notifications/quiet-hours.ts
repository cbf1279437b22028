import { addDays, localDate, localToInstant } from "../../platform/time";

export interface QuietHours {
  start: string;
  end: string;
}

/** The wall clock ("HH:MM") of an instant in a time zone. */
export function wallClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    instant,
  );
}

/**
 * Whether an instant falls in quiet hours (the planning time zone's wall clock): from the start,
 * inclusive, to the end, exclusive; across midnight when the end comes before the start (22:00 to
 * 07:00). Equal start and end is refused by the contract.
 */
export function isQuiet(quiet: QuietHours, instant: Date, timeZone: string): boolean {
  const now = wallClock(instant, timeZone);
  return quiet.start < quiet.end ? now >= quiet.start && now < quiet.end : now >= quiet.start || now < quiet.end;
}

/** When the quiet hours around an instant end: the next time the wall clock reads their end. */
export function quietEnds(quiet: QuietHours, instant: Date, timeZone: string): Date {
  const today = localDate(instant, timeZone);
  const end = localToInstant(today, quiet.end, timeZone);
  return end > instant ? end : localToInstant(addDays(today, 1), quiet.end, timeZone);
}
