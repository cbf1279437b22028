import {
  ROSTER_ACCEPT_MAX,
  type RosterAcceptInput,
  type RosterAcceptView,
  type RosterProposalInput,
  type RosterProposalView,
} from "@hulppost/shared/roster";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { eventDataWrite, eventPaths } from "./keys";

/** One event, or a month ("YYYY-MM") of the organisation's events. */
export type RosterScope = { eventId: string } | { month: string };

const proposals = (orgId: string) => `${eventPaths.org(orgId)}/roster-proposals`;

export const proposeRoster = (orgId: string, scope: RosterScope) =>
  api<RosterProposalView>(proposals(orgId), { method: "POST", body: scope satisfies RosterProposalInput });

/**
 * Batches of at most ROSTER_ACCEPT_MAX items (a busy month proposes more), each event's items in
 * one batch: the server accepts a first-timer together with the buddy proposed beside them.
 */
export function acceptBatches(items: RosterAcceptInput["items"], max = ROSTER_ACCEPT_MAX) {
  const byEvent = new Map<string, RosterAcceptInput["items"]>();
  for (const item of items) byEvent.set(item.eventId, [...(byEvent.get(item.eventId) ?? []), item]);
  const batches: RosterAcceptInput["items"][] = [];
  for (const group of byEvent.values()) {
    const last = batches.at(-1);
    if (last && last.length + group.length <= max) last.push(...group);
    else batches.push([...group]);
  }
  return batches;
}

export async function acceptRoster(orgId: string, body: RosterAcceptInput): Promise<RosterAcceptView> {
  const result: RosterAcceptView = { assigned: [], refused: [] };
  // One after the other: each batch sees the assignments of the ones before (rest, weekly hours).
  for (const items of acceptBatches(body.items)) {
    const part = await api<RosterAcceptView>(`${proposals(orgId)}/accept`, { method: "POST", body: { items } });
    result.assigned.push(...part.assigned);
    result.refused.push(...part.refused);
  }
  return result;
}

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
