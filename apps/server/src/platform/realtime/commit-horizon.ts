/**
 * Which notice ids are final: committed or never to be. Notice ids come from a sequence, which
 * hands them out when a transaction writes, not when it commits: with several connections, id 101
 * can commit (and be announced) before id 100. Delivering 101 first would break resuming by id (a
 * client that reconnects "after 101" would never get 100). So the hub delivers ids in order, and
 * only up to the horizon below which no transaction can still commit a notice.
 *
 * Each observation reads the sequence's last value and the transactions of this database that are
 * writing right now. Every transaction that took an id up to the previous observation's value
 * already had a transaction id then (the trigger runs after the watched row was written), so it is
 * among the writers this observation sees, or has finished. Once none of those writers runs any
 * more, every id up to that value is final. (Only this database's writers count: other databases
 * on the same server cannot write our notices, and must not hold them back.)
 *
 * A transaction left open for minutes (someone's psql session) would hold every delivery back, so
 * after `stallMs` the horizon moves on anyway; ids that were missing then are reported as gaps, and
 * the hub still delivers them, out of order, should they commit later.
 */
export interface Observation {
  /** The sequence's last value (0 before the first notice). */
  seq: number;
  /** Transaction ids of this database's transactions that are writing (have an id) right now. */
  running: readonly string[];
}

export interface HorizonStep {
  /** Every id up to here is final. */
  stable: number;
  /** True when the horizon moved past a transaction still running (see above). */
  forced: boolean;
}

export function createCommitHorizon(options: { stallMs: number; initial: number }) {
  const pending: { seq: number; running: ReadonlySet<string>; since: number }[] = [];
  let lastSeq = options.initial;
  let stable = options.initial;

  return {
    observe(observation: Observation, now: number): HorizonStep {
      // The previous value was read before these writers were looked at (an earlier statement).
      const running = new Set(observation.running);
      const previous = pending.at(-1)?.seq ?? stable;
      if (lastSeq > previous) pending.push({ seq: lastSeq, running, since: now });
      lastSeq = Math.max(lastSeq, observation.seq);
      let forced = false;
      for (;;) {
        const first = pending[0];
        if (!first) break;
        const finished = ![...first.running].some((xid) => running.has(xid));
        if (!finished && now - first.since < options.stallMs) break;
        if (!finished) forced = true;
        stable = Math.max(stable, first.seq);
        pending.shift();
      }
      return { stable, forced };
    },
    get stable() {
      return stable;
    },
    /** Ids were handed out that are not final yet: observe again soon. */
    get waiting() {
      return lastSeq > stable;
    },
    /** The last observation saw ids not yet paired with a later look at the writers: observe at once. */
    get unpaired() {
      return lastSeq > (pending.at(-1)?.seq ?? stable);
    },
  };
}

export type CommitHorizon = ReturnType<typeof createCommitHorizon>;
