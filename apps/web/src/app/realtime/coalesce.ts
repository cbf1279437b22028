/**
 * Runs each group's refresh at once, then at most once per `intervalMs`: a burst of notices (a
 * whole event's staffing changed in one go) refetches each list once at the start and once at the
 * end of the burst, not once per notice.
 *
 * A refresh with `jitterMs` runs a random 0–jitterMs later than the coalescing says: fifty boards
 * open on an incident get the same notice in the same millisecond, and without the spread they
 * would all refetch at once, queued on the server's connections ahead of the triages (docs/performance.md,
 * incident mode). The bench's open boards do the same (scripts/bench/incident-boards.mjs).
 */
export function createCoalescer(intervalMs: number, now: () => number = Date.now, random: () => number = Math.random) {
  const lastRun = new Map<string, number>();
  const waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; run: () => void }>();
  const spread = new Set<ReturnType<typeof setTimeout>>();

  const start = (run: () => void, jitterMs: number) => {
    if (jitterMs <= 0) return run();
    const timer = setTimeout(() => {
      spread.delete(timer);
      run();
    }, random() * jitterMs);
    spread.add(timer);
  };

  return {
    run(group: string, run: () => void, jitterMs = 0) {
      const queued = waiting.get(group);
      if (queued) {
        queued.run = run;
        return;
      }
      const since = now() - (lastRun.get(group) ?? Number.NEGATIVE_INFINITY);
      if (since >= intervalMs) {
        lastRun.set(group, now());
        start(run, jitterMs);
        return;
      }
      const entry = {
        run,
        timer: setTimeout(() => {
          waiting.delete(group);
          lastRun.set(group, now());
          start(entry.run, jitterMs);
        }, intervalMs - since),
      };
      waiting.set(group, entry);
    },
    dispose() {
      for (const { timer } of waiting.values()) clearTimeout(timer);
      for (const timer of spread) clearTimeout(timer);
      waiting.clear();
      spread.clear();
    },
  };
}
