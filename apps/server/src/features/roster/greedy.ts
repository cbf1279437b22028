/**
 * The simple greedy pass (decision 051): place by place, events by start and the highest post first, the first
 * person who fits in this order: raised hand, fewest hours in the period, the post is their own highest, a stable
 * tie-break. It is the floor the solver must reach, its warm start, and (on the solver's leftover places) the repair
 * that fills what the solver's narrowed candidate list could not see.
 */
import type { Qualification } from "@hulppost/shared/constants";
import type { Ledger } from "./ledger";
import { key, type Pick, POST_ORDER } from "./roster-data";

/**
 * Everyone who could fill post q at the event as far as the existing assignments go, by event and post, in the
 * greedy's order as things stand before the proposal. What does not depend on the post is checked once per person.
 */
export function staticCandidates(ledger: Ledger): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const holders = new Map(
    POST_ORDER.map((q) => [q, ledger.data.people.filter((p) => p.member && ledger.postsOf(p).includes(q))]),
  );
  const able = ledger.data.people.filter((p) => p.member && ledger.postsOf(p).length > 0);
  for (const e of ledger.data.events) {
    const posts = POST_ORDER.filter((q) => ledger.open(e.id, q) > 0);
    if (!posts.length) continue;
    const free = new Set<string>();
    for (const p of able) {
      // Asked for the person's own highest post: only the post-dependent part (places) differs between posts.
      const q = ledger.postsOf(p).find((x) => posts.includes(x));
      if (q && ledger.check(p.id, e.id, q, { dynamic: false }) === null) free.add(p.id);
    }
    for (const q of posts) {
      const list = (holders.get(q) ?? []).filter((p) => free.has(p.id)).map((p) => p.id);
      out.set(key(e.id, q), preferenceOrder(ledger, e.id, q, list));
    }
  }
  return out;
}

export const hoursInPeriod = (ledger: Ledger, userId: string) => ledger.hoursInPeriod(userId);

/** The greedy order of people for a post at an event, with hours as they stand now. */
export function preferenceOrder(ledger: Ledger, eventId: string, q: Qualification, userIds: string[]): string[] {
  const rank = userIds.map((id) => {
    const person = ledger.people.get(id);
    return {
      id,
      raised: ledger.hasRaised(eventId, id) ? 0 : 1,
      hours: ledger.hoursInPeriod(id),
      own: person && ledger.postsOf(person)[0] === q ? 0 : 1,
      tie: ledger.tie(id, eventId),
    };
  });
  rank.sort((a, b) => a.raised - b.raised || a.hours - b.hours || a.own - b.own || a.tie - b.tie);
  return rank.map((r) => r.id);
}

/** Fills the open places in `ledger` from `candidates` greedily; returns what it added. */
export function fillGreedily(ledger: Ledger, candidates: Map<string, string[]>): Pick[] {
  const added: Pick[] = [];
  for (const e of ledger.data.events) {
    for (const q of POST_ORDER) {
      if (ledger.open(e.id, q) < 1) continue;
      for (const userId of preferenceOrder(ledger, e.id, q, candidates.get(key(e.id, q)) ?? [])) {
        if (ledger.open(e.id, q) < 1) break;
        if (ledger.check(userId, e.id, q) !== null) continue;
        const pick = { userId, eventId: e.id, qualification: q };
        ledger.add(pick);
        added.push(pick);
      }
    }
  }
  return added;
}
