import type { AcceptRefusal, RosterAcceptInput, RosterAcceptItem, RosterAcceptView } from "@hulppost/shared/roster";
import { isMinorOn, touchesNight } from "@hulppost/shared/staffing/rules";
import type { AppDeps } from "../../app-deps";
import type { OrgAccess } from "../../http/context";
import { AppError } from "../../http/errors";
import { assignCaregiver } from "../events/staffing.service";
import { type Block, Ledger } from "./ledger";
import { loadRosterData } from "./load";
import { newViolations, solverOrder } from "./plan";
import { key } from "./roster-data";

const REFUSAL: Record<Exclude<Block, "minor" | "preferences">, AcceptRefusal> = {
  notQualified: "notQualified",
  alreadyThere: "alreadyAssigned",
  absent: "absence",
  busy: "overlap",
  rest: "rest",
  weekHours: "weekHours",
  full: "full",
  buddy: "buddy",
  mix: "mix",
};

/** What the manual assign's own refusals mean here. */
const LATE_REFUSAL: Partial<Record<string, AcceptRefusal>> = {
  ALREADY_ASSIGNED: "alreadyAssigned",
  USER_NOT_FOUND: "notMember",
  EVENT_NOT_FOUND: "eventNotFound",
};

/**
 * Assigns the items of a proposal the admin keeps (decision 051), each checked again against the rules and the
 * places as they are now, and only those: an item that no longer fits is refused with why. Each goes through the
 * manual assign (audit, mail, SMS), so the person hears of it as of any assignment.
 */
export async function acceptRoster(
  deps: AppDeps,
  access: OrgAccess,
  input: RosterAcceptInput,
  ip: string,
  request?: Request,
): Promise<RosterAcceptView> {
  const eventIds = [...new Set(input.items.map((i) => i.eventId))];
  const { data, events } = await loadRosterData(deps.db, access.organizationId, { eventIds }, deps.config.APP_TIMEZONE);
  const known = new Map(events.map((e) => [e.id, e]));
  const ledger = new Ledger(data);
  const refused: RosterAcceptView["refused"] = [];
  const fits: RosterAcceptItem[] = [];
  const seen = new Set<string>();
  const refuse = (item: RosterAcceptItem, reason: AcceptRefusal) =>
    refused.push({ eventId: item.eventId, userId: item.userId, reason });
  let pending: RosterAcceptItem[] = [];
  for (const item of solverOrder(ledger, input.items)) {
    const event = known.get(item.eventId);
    if (seen.has(key(item.eventId, item.userId))) refuse(item, "duplicate");
    else if (!event) refuse(item, "eventNotFound");
    else if (event.cancelled || event.ended) refuse(item, "eventClosed");
    else if (!ledger.people.get(item.userId)?.member) refuse(item, "notMember");
    else pending.push(item);
    seen.add(key(item.eventId, item.userId));
  }
  // A first-timer waits for their buddy and a first aider for the nurse who makes room under the mix, whatever
  // the order they were sent in (a first-timer nurse and their experienced first aider need each other): passes
  // until nothing more fits.
  const waiting = new Map<RosterAcceptItem, Block>();
  for (let progress = true; progress && pending.length; ) {
    progress = false;
    const next: RosterAcceptItem[] = [];
    for (const item of pending) {
      const block = ledger.check(item.userId, item.eventId, item.qualification, { preferences: false });
      if (block === null) {
        ledger.add(item);
        fits.push(item);
        progress = true;
      } else if (block === "buddy" || block === "mix") {
        waiting.set(item, block);
        next.push(item);
      } else refuse(item, refusalFor(ledger, item, block));
    }
    pending = next;
  }
  // What still waits may only fit together (the pair above): an event's waiting items go in at once when the checker
  // finds no break in them.
  for (const eventId of new Set(pending.map((i) => i.eventId))) {
    const group = pending.filter((i) => i.eventId === eventId);
    if (newViolations(data, [...fits, ...group]).length) continue;
    for (const item of group) {
      ledger.add(item);
      fits.push(item);
    }
    pending = pending.filter((i) => i.eventId !== eventId);
  }
  for (const item of pending) refuse(item, refusalFor(ledger, item, waiting.get(item) ?? "buddy"));
  const broken = newViolations(data, fits);
  if (broken.length) {
    deps.logger.error({ violations: broken.slice(0, 20) }, "accepting a roster would break a staffing rule");
    throw new AppError(500, "INTERNAL_ERROR", "The roster could not be accepted");
  }
  const assigned: RosterAcceptItem[] = [];
  for (const item of fits) {
    try {
      await assignCaregiver(
        deps,
        access,
        item.eventId,
        { userId: item.userId, qualification: item.qualification },
        ip,
        request,
      );
      assigned.push(item);
    } catch (error) {
      // Someone else changed the event or the membership since the check above.
      if (!(error instanceof AppError)) throw error;
      refuse(item, LATE_REFUSAL[error.code] ?? "notQualified");
    }
  }
  return { assigned, refused };
}

function refusalFor(ledger: Ledger, item: RosterAcceptItem, block: Block): AcceptRefusal {
  // Preferences are not looked at here (the admin's choice), so "preferences" cannot come back.
  if (block === "minor" || block === "preferences") return minorRule(ledger, item);
  return REFUSAL[block];
}

/** Which of a minor's rules an item breaks: the night, the hours of the day, or of the week. */
function minorRule(ledger: Ledger, item: RosterAcceptItem): AcceptRefusal {
  const e = ledger.scope.get(item.eventId);
  const p = ledger.people.get(item.userId);
  if (!e || !p) return "minorWeekHours";
  if (isMinorOn(p.birthDate, e.date) && touchesNight(e, ledger.rules)) return "minorNight";
  const hours = (e.endsAt - e.startsAt) / 3_600_000;
  if (isMinorOn(p.birthDate, e.date) && ledger.dayHours(p.id, e.date) + hours > ledger.rules.minorMaxHoursPerDay) {
    return "minorDayHours";
  }
  return "minorWeekHours";
}
