import type {
  RosterAcceptInput,
  RosterAcceptView,
  RosterProposalInput,
  RosterProposalView,
} from "@hulppost/shared/roster";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { eventDataWrite, eventPaths } from "./keys";

/** One event, or a month ("YYYY-MM") of the organisation's events. */
export type RosterScope = { eventId: string } | { month: string };

const proposals = (orgId: string) => `${eventPaths.org(orgId)}/roster-proposals`;

export const proposeRoster = (orgId: string, scope: RosterScope) =>
  api<RosterProposalView>(proposals(orgId), { method: "POST", body: scope satisfies RosterProposalInput });

export const acceptRoster = (orgId: string, body: RosterAcceptInput) =>
  api<RosterAcceptView>(`${proposals(orgId)}/accept`, { method: "POST", body });

/**
 * The solver's proposal, asked once per click (decision 051). A mutation, not a query: a cached or
 * refetched proposal (on focus, on a subscription refresh) would change under the admin's ticks,
 * and asking again solves again, which can take seconds for a month. It assigns nothing, so it
 * touches no cache.
 */
export const useProposeRoster = (orgId: string, callbacks: MutationCallbacks<RosterProposalView, RosterScope> = {}) =>
  useApiMutation((scope: RosterScope) => proposeRoster(orgId, scope), callbacks);

/** The items the admin kept: each is assigned or refused; every event's staffing is then out of date. */
export const useAcceptRoster = (
  orgId: string,
  callbacks: MutationCallbacks<RosterAcceptView, RosterAcceptInput> = {},
) => useApiMutation((body: RosterAcceptInput) => acceptRoster(orgId, body), callbacks, eventDataWrite(orgId));
