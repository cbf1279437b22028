/**
 * Runs each group's refresh at once, then at most once per `intervalMs`: a burst of notices (a
 * whole event's staffing changed in one go) refetches each list once at the start and once at the
 * end of the burst, not once per notice.
 */
export function createCoalescer(intervalMs: number, now: () => number = Date.now) {
  const lastRun = new Map<string, number>();
  const waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; run: () => void }>();

  return {
    run(group: string, run: () => void) {
      const queued = waiting.get(group);
      if (queued) {
        queued.run = run;
        return;
      }
      const since = now() - (lastRun.get(group) ?? Number.NEGATIVE_INFINITY);
      if (since >= intervalMs) {
        lastRun.set(group, now());
        run();
        return;
      }
      const entry = {
        run,
        timer: setTimeout(() => {
          waiting.delete(group);
          lastRun.set(group, now());
          entry.run();
        }, intervalMs - since),
      };
      waiting.set(group, entry);
    },
    dispose() {
      for (const { timer } of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
