/**
 * Why each person was proposed, and why each place stays open (decision 051). The reasons for an open place count
 * the people who hold the post, each under the first reason that keeps them out.
 */
import type { Qualification } from "@hulppost/shared/constants";
import type { RosterItemView, RosterReason, UnfilledReason, UnfilledView } from "@hulppost/shared/roster";
import { postsUnder } from "@hulppost/shared/staffing/rules";
import { hoursInPeriod } from "./greedy";
import { type Block, isExperienced, isFirstTimer } from "./ledger";
import type { Plan } from "./plan";
import { POST_ORDER, type ScopeEvent } from "./roster-data";

const round = (h: number) => Math.round(h * 10) / 10;
const hhmm = (t: string) => t.slice(0, 5);

export function explainItems(plan: Plan): RosterItemView[] {
  const { after } = plan;
  const { rules } = after;
  const staff = new Map<string, string[]>();
  for (const a of [...after.data.assignments, ...plan.picks]) {
    staff.set(a.eventId, [...(staff.get(a.eventId) ?? []), `${a.userId}|${a.qualification}`]);
  }
  const at = (eventId: string) =>
    (staff.get(eventId) ?? []).map((s) => {
      const [userId = "", q = ""] = s.split("|");
      return { person: after.people.get(userId), q };
    });
  const proposed = [...new Set(plan.picks.map((p) => p.userId))];
  const meanHours = proposed.reduce((s, u) => s + hoursInPeriod(after, u), 0) / Math.max(1, proposed.length);
  const items = plan.picks.flatMap((pick): RosterItemView[] => {
    const e = after.scope.get(pick.eventId);
    const p = after.people.get(pick.userId);
    if (!e || !p) return [];
    const hours = hoursInPeriod(after, p.id);
    const reasons: RosterReason[] = [after.hasRaised(e.id, p.id) ? "raisedHand" : "available"];
    if (hours <= meanHours + 1e-9) reasons.push("fewestHours");
    if (isExperienced(rules, p)) {
      reasons.push("experienced");
      if (at(e.id).some((s) => s.person && isFirstTimer(rules, s.person))) reasons.push("buddy");
    }
    if (isFirstTimer(rules, p)) reasons.push("firstTimer");
    if (
      pick.qualification !== "first_aider" &&
      rules.firstAidersPerSenior !== null &&
      at(e.id).some((s) => s.q === "first_aider")
    ) {
      reasons.push("senior");
    }
    return [
      {
        ...eventPart(e),
        userId: p.id,
        name: p.name,
        qualification: pick.qualification,
        reasons,
        hoursInPeriod: round(hours),
        pastEvents: p.pastEvents,
      },
    ];
  });
  return items.sort(
    (a, b) =>
      a.eventDate.localeCompare(b.eventDate) ||
      a.startTime.localeCompare(b.startTime) ||
      a.eventName.localeCompare(b.eventName) ||
      POST_ORDER.indexOf(a.qualification) - POST_ORDER.indexOf(b.qualification) ||
      a.name.localeCompare(b.name),
  );
}

function eventPart(e: ScopeEvent) {
  return {
    eventId: e.id,
    eventName: e.name,
    eventDate: e.date,
    startTime: hhmm(e.startTime),
    endTime: hhmm(e.endTime),
  };
}

/** What an existing-only block says about an open place. */
const BEFORE: Partial<Record<Block, UnfilledReason>> = {
  alreadyThere: "alreadyThere",
  absent: "absent",
  busy: "busy",
  rest: "rest",
  weekHours: "weekHours",
  minor: "minor",
  preferences: "preferences",
};

export function explainUnfilled(plan: Plan): UnfilledView[] {
  const { after } = plan;
  const out: UnfilledView[] = [];
  for (const e of after.data.events) {
    for (const q of POST_ORDER) {
      const count = after.open(e.id, q);
      if (count < 1) continue;
      const holders = after.data.people.filter((p) => p.member && postsUnder(after.rules, p).includes(q));
      const tally = new Map<UnfilledReason, number>();
      for (const p of holders) {
        const code = reasonFor(plan, p.id, e.id, q);
        tally.set(code, (tally.get(code) ?? 0) + 1);
      }
      const reasons = holders.length
        ? [...tally.entries()].map(([code, people]) => ({ code, people })).sort((a, b) => b.people - a.people)
        : [{ code: "noneQualified" as const, people: 0 }];
      out.push({ eventId: e.id, eventName: e.name, eventDate: e.date, qualification: q, count, reasons });
    }
  }
  return out;
}

function reasonFor(plan: Plan, userId: string, eventId: string, q: Qualification): UnfilledReason {
  const first = plan.before.check(userId, eventId, q, { dynamic: false });
  const fromBefore = first ? BEFORE[first] : undefined;
  if (fromBefore) return fromBefore;
  const now = plan.after.check(userId, eventId, q);
  if (now === "alreadyThere" || now === "buddy" || now === "mix") return now;
  return "placedElsewhere";
}
