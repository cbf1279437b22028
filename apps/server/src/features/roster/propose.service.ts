import type { RosterProposalInput, RosterProposalView } from "@hulppost/shared/roster";
import type { AppDeps } from "../../app-deps";
import type { OrgAccess } from "../../http/context";
import { AppError, notFound } from "../../http/errors";
import { explainItems, explainUnfilled } from "./explain";
import { loadRosterData } from "./load";
import { newViolations, PLAN_DEFAULTS, planRoster } from "./plan";

const SOLVER_DEADLINE_MS = 7000;

/**
 * Proposes who fills the open places of one event or a month of events (decision 051). Assigns nothing. The answer
 * is judged by the shared checker before it leaves: one that adds a rule break is a bug, logged and never shown.
 */
export async function proposeRoster(
  deps: AppDeps,
  access: OrgAccess,
  input: RosterProposalInput,
): Promise<RosterProposalView> {
  const started = performance.now();
  const scope = input.eventId !== undefined ? { eventIds: [input.eventId] } : { month: input.month ?? "" };
  const { data, events } = await loadRosterData(deps.db, access.organizationId, scope, deps.config.APP_TIMEZONE);
  if (input.eventId !== undefined) {
    const event = events[0];
    if (!event) throw notFound("Event not found or deleted", "EVENT_NOT_FOUND");
    if (event.cancelled || event.ended) {
      throw new AppError(409, "EVENT_CLOSED", "Only events that are not cancelled and not over can be staffed");
    }
  }
  // The whole answer in under 10 s: the solver stops by 7 s after the request came in, its best answer by then.
  const plan = await planRoster(data, { ...PLAN_DEFAULTS, deadline: started + SOLVER_DEADLINE_MS });
  const broken = newViolations(data, plan.picks);
  if (broken.length) {
    deps.logger.error(
      { organizationId: access.organizationId, violations: broken.slice(0, 20), count: broken.length },
      "the roster proposal broke a staffing rule",
    );
    throw new AppError(500, "INTERNAL_ERROR", "The proposal could not be made");
  }
  return {
    proposal: {
      items: explainItems(plan),
      unfilled: explainUnfilled(plan),
      stats: {
        events: data.events.length,
        places: plan.places,
        filled: plan.picks.length,
        greedyFilled: plan.greedyFilled,
        solveMs: plan.solveMs,
        status: plan.status,
      },
      rules: data.rules,
    },
  };
}
