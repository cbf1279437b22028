/**
 * Where the staffing rules (decision 050) and a person's preferences (decision 048) meet the lists people choose
 * from: the assign dialog's candidates with the rules assigning them would break (a warning: the admin decides),
 * and the open shifts for me with what I said I prefer.
 */
import { z } from "zod";
import { candidateView, eventView, overlapView } from "../events";
import { RULE_KINDS } from "./rules";

export const ruleWarningView = z.object({
  rule: z.enum(RULE_KINDS),
  /** Hours of rest, hours in the day or week, first aiders at the event: what makes the message concrete. */
  value: z.number().nullable(),
  /** The person's age on the event's day, for the minors' rules. */
  age: z.number().nullable(),
  /** The other shift a rest rule was broken against ("busy elsewhere" when another organisation's). */
  other: overlapView.nullable(),
});
export type RuleWarningView = z.infer<typeof ruleWarningView>;

export const staffingCandidateView = candidateView.extend({
  /** The rules assigning this person here would break, beside the clashes and absences above. */
  ruleWarnings: z.array(ruleWarningView),
  /** The event falls on a weekday they said they avoid. */
  avoidsWeekday: z.boolean(),
});
export type StaffingCandidateView = z.infer<typeof staffingCandidateView>;

/** An open shift for me, with what speaks against it that I may still choose to ignore. */
export const vacancyView = eventView.extend({
  /** It falls on a weekday I said I avoid. */
  avoidedWeekday: z.boolean(),
  /** My events in its local month (every organisation), beside my cap (null: none). */
  eventsThatMonth: z.number(),
  maxEventsPerMonth: z.number().nullable(),
});
export type VacancyView = z.infer<typeof vacancyView>;

/** ISO weekday (1 Monday … 7 Sunday) of a local day "YYYY-MM-DD". */
export function isoWeekday(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}
