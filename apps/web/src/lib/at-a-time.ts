/**
 * Runs `task` for every item, `atOnce` at a time, in order of the list; resolves when all are done.
 * A task that throws stops nothing else: callers that must go on catch inside `task`.
 */
export async function eachAtATime<T>(items: readonly T[], atOnce: number, task: (item: T) => Promise<unknown>) {
  // The lanes share one iterator: each takes the next item as it finishes one.
  const iterator = items[Symbol.iterator]();
  const lane = async () => {
    for (let step = iterator.next(); !step.done; step = iterator.next()) await task(step.value).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, lane));
}
