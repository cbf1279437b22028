import type { EventView } from "@hulppost/shared/events";
import { checkRoster, type RosterAssignment, type RuleKind } from "@hulppost/shared/staffing/rules";
import { isoWeekday, type VacancyView } from "@hulppost/shared/staffing/warnings";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { availabilityPreferences, type profiles } from "../../db/schema/index";
import { newViolations, RULES_REACH, rosterEvent, shiftsOf } from "./rule-check";
import { staffingRulesOf } from "./staffing-rules.service";

/**
 * The rules a person cannot waive for themself (decision 050): whoever raises a hand for a shift that breaks them
 * could not be assigned without breaking them, so open shifts for me leave those shifts out. Buddy and mix depend
 * on who else comes, and stay the admin's to weigh.
 */
const HARD: readonly RuleKind[] = ["rest", "weekHours", "minorNight", "minorDayHours", "minorWeekHours"];
/** A month around the vacancies: the count of my events in each vacancy's month needs all of it. */
const MONTH = 32 * 86_400_000;

/**
 * Open shifts for me with what I said I prefer (a weekday I avoid, my monthly cap: warnings, decision 048) and,
 * when `eligible`, without those that break a hard rule with my shifts in any organisation. My shifts in the
 * window of the whole list come in one query; each vacancy is checked against the few near it.
 */
export async function fitVacancies(
  db: Db,
  organizationId: string,
  me: typeof profiles.$inferSelect,
  vacancies: EventView[],
  eligible: boolean,
): Promise<VacancyView[]> {
  if (!vacancies.length) return [];
  const from = Math.min(...vacancies.map((v) => Date.parse(v.startsAt))) - Math.max(MONTH, RULES_REACH);
  const until = Math.max(...vacancies.map((v) => Date.parse(v.endsAt))) + Math.max(MONTH, RULES_REACH);
  const [rules, shifts, [prefs]] = await Promise.all([
    staffingRulesOf(db, organizationId),
    shiftsOf(db, [me.userId], { from: new Date(from), until: new Date(until) }),
    db.select().from(availabilityPreferences).where(eq(availabilityPreferences.userId, me.userId)),
  ]);
  const mine = shifts.get(me.userId) ?? [];
  const person = {
    id: me.userId,
    birthDate: me.birthDate,
    isDoctor: me.isDoctor,
    isNurse: me.isNurse,
    hasFirstAidCertificate: me.hasFirstAidCertificate,
    pastEvents: 0,
  };
  const out: VacancyView[] = [];
  for (const vacancy of vacancies) {
    const here = rosterEvent(vacancy);
    if (eligible) {
      const near = mine.filter((s) => s.endsAt > here.startsAt - RULES_REACH && s.startsAt < here.endsAt + RULES_REACH);
      // The post does not matter to the hard rules; the person's own is taken so none is named against it.
      const as = (eventId: string): RosterAssignment => ({ eventId, userId: me.userId, qualification: "first_aider" });
      const input = { rules, events: [here, ...near], people: [{ ...person, hasFirstAidCertificate: true }] };
      const before = checkRoster({ ...input, assignments: near.map((s) => as(s.id)) });
      const after = checkRoster({ ...input, assignments: [...near.map((s) => as(s.id)), as(here.id)] });
      if (newViolations(before, after).some((v) => HARD.includes(v.rule))) continue;
    }
    const month = here.date.slice(0, 7);
    out.push({
      ...vacancy,
      avoidedWeekday: (prefs?.avoidWeekdays ?? []).includes(isoWeekday(here.date)),
      eventsThatMonth: mine.filter((s) => s.date.slice(0, 7) === month).length,
      maxEventsPerMonth: prefs?.maxEventsPerMonth ?? null,
    });
  }
  return out;
}
