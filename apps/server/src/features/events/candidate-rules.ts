import type { Qualification } from "@hulppost/shared/constants";
import type { OverlapView } from "@hulppost/shared/events";
import {
  ageOn,
  checkRoster,
  type RosterAssignment,
  type RosterEvent,
  type RosterPerson,
  type RuleKind,
} from "@hulppost/shared/staffing/rules";
import { isoWeekday, type RuleWarningView } from "@hulppost/shared/staffing/warnings";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { events } from "../../db/schema/index";
import { avoidedWeekdays, newViolations, pastEventCounts, RULES_REACH, rosterEvent, shiftsOf } from "./rule-check";
import { staffingRulesOf } from "./staffing-rules.service";

/** What the assign dialog warns of from the rules; clashes and absences have their own lines already (decision 048). */
const WARNED: readonly RuleKind[] = [
  "qualification",
  "rest",
  "weekHours",
  "minorDayHours",
  "minorWeekHours",
  "minorNight",
  "buddy",
  "mix",
];
const MINOR_RULES: readonly RuleKind[] = ["minorDayHours", "minorWeekHours", "minorNight"];

export interface CandidateProfile {
  userId: string;
  birthDate: string | null;
  isDoctor: boolean;
  isNurse: boolean;
  hasFirstAidCertificate: boolean;
}

/**
 * For each candidate, the rules assigning them to this event would break (decision 050), and whether the event
 * falls on a weekday they avoid. A handful of queries for the whole list, whatever its length: everyone's shifts
 * around the event, their experience, the event's staff, the preferences, the rules.
 */
export async function candidateRules(
  db: Db,
  organizationId: string,
  event: typeof events.$inferSelect,
  candidates: CandidateProfile[],
  qualification: Qualification | undefined,
): Promise<Map<string, { ruleWarnings: RuleWarningView[]; avoidsWeekday: boolean }>> {
  const out = new Map<string, { ruleWarnings: RuleWarningView[]; avoidsWeekday: boolean }>();
  if (!candidates.length) return out;
  const userIds = candidates.map((c) => c.userId);
  const staffResult = await db.execute(sql`
    select a.user_id, a.qualification, p.birth_date, p.is_doctor, p.is_nurse, p.has_first_aid_certificate
    from event_assignments a join profiles p on p.user_id = a.user_id
    where a.event_id = ${event.id}`);
  const staffRows = staffResult.rows as Record<string, unknown>[];
  const [rules, shifts, past, avoided] = await Promise.all([
    staffingRulesOf(db, organizationId),
    shiftsOf(db, userIds, {
      from: new Date(event.startsAt.getTime() - RULES_REACH),
      until: new Date(event.endsAt.getTime() + RULES_REACH),
      excludeEventId: event.id,
    }),
    pastEventCounts(db, [...new Set([...userIds, ...staffRows.map((r) => r.user_id as string)])], event.startsAt),
    avoidedWeekdays(db, userIds),
  ]);
  const here: RosterEvent = {
    ...rosterEvent(event),
    required: { doctor: event.requiredDoctors, nurse: event.requiredNurses, first_aider: event.requiredFirstAiders },
  };
  const personOf = (p: CandidateProfile): RosterPerson => ({
    id: p.userId,
    birthDate: p.birthDate,
    isDoctor: p.isDoctor,
    isNurse: p.isNurse,
    hasFirstAidCertificate: p.hasFirstAidCertificate,
    pastEvents: past.get(p.userId) ?? 0,
  });
  const staff = staffRows.map((r) => ({
    person: personOf({
      userId: r.user_id as string,
      birthDate: r.birth_date ? String(r.birth_date).slice(0, 10) : null,
      isDoctor: Boolean(r.is_doctor),
      isNurse: Boolean(r.is_nurse),
      hasFirstAidCertificate: Boolean(r.has_first_aid_certificate),
    }),
    qualification: r.qualification as Qualification,
  }));
  const weekday = isoWeekday(here.date);

  for (const candidate of candidates) {
    const person = personOf(candidate);
    const theirs = shifts.get(candidate.userId) ?? [];
    const colleagues = staff.filter((s) => s.person.id !== candidate.userId);
    const post: Qualification =
      staff.find((s) => s.person.id === candidate.userId)?.qualification ?? qualification ?? ownPost(candidate);
    const base: RosterAssignment[] = [
      ...theirs.map((s) => ({ eventId: s.id, userId: candidate.userId, qualification: post })),
      ...colleagues.map((s) => ({ eventId: here.id, userId: s.person.id, qualification: s.qualification })),
    ];
    const input = { rules, events: [here, ...theirs], people: [person, ...colleagues.map((s) => s.person)] };
    const before = checkRoster({ ...input, assignments: base });
    const after = checkRoster({
      ...input,
      assignments: [...base, { eventId: here.id, userId: candidate.userId, qualification: post }],
    });
    const ruleWarnings = newViolations(before, after)
      // Only rules about this person and this event: the other shifts' own qualification is not ours to judge.
      .filter((v) => WARNED.includes(v.rule) && (v.userId === undefined || v.userId === candidate.userId))
      .filter((v) => v.rule !== "qualification" || v.eventId === here.id)
      .map((v): RuleWarningView => {
        const otherId = v.rule === "rest" ? (v.eventId === here.id ? v.otherEventId : v.eventId) : undefined;
        const other = theirs.find((s) => s.id === otherId);
        return {
          rule: v.rule,
          value: v.value ?? null,
          age: MINOR_RULES.includes(v.rule) && candidate.birthDate ? ageOn(candidate.birthDate, here.date) : null,
          other: other ? overlapOf(other, organizationId) : null,
        };
      });
    out.set(candidate.userId, {
      ruleWarnings,
      avoidsWeekday: (avoided.get(candidate.userId) ?? []).includes(weekday),
    });
  }
  return out;
}

/** The post an assignment without one takes (as assignCaregiver does): the highest the person holds. */
const ownPost = (p: CandidateProfile): Qualification => (p.isDoctor ? "doctor" : p.isNurse ? "nurse" : "first_aider");

/** Only this organisation's own events keep their id and name (as the overlap warning does). */
function overlapOf(s: { id: string; organizationId: string; name: string; startsAt: number }, organizationId: string) {
  const ours = s.organizationId === organizationId;
  return {
    id: ours ? s.id : null,
    name: ours ? s.name : null,
    startsAt: new Date(s.startsAt).toISOString(),
  } satisfies OverlapView;
}
