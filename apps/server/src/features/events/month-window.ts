import { localDate, localToInstant } from "../../platform/time";

/** The local calendar month around an instant, as instants [from, until): "events a month" counts in it. */
export function monthWindow(instant: Date, timeZone: string): { from: Date; until: Date } {
  const [year = 0, month = 1] = localDate(instant, timeZone).split("-").map(Number);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return {
    from: localToInstant(`${year}-${String(month).padStart(2, "0")}-01`, "00:00", timeZone),
    until: localToInstant(next, "00:00", timeZone),
  };
}
