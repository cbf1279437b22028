/**
 * A token bucket per process: at most `perSecond` messages a second on average, with bursts of at
 * most one second's worth. Providers limit requests per account (Twilio answers 429 beyond it);
 * staying under the limit is cheaper than being retried with back-off.
 */
export function createRateLimiter(perSecond: number, now: () => number = () => performance.now()) {
  const capacity = Math.max(1, perSecond);
  let tokens = capacity;
  let last = now();
  // Waiters queue behind each other so each takes its own token, in order.
  let queue: Promise<void> = Promise.resolve();

  function refill() {
    const at = now();
    tokens = Math.min(capacity, tokens + ((at - last) / 1000) * perSecond);
    last = at;
  }

  async function takeOne() {
    refill();
    while (tokens < 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(((1 - tokens) / perSecond) * 1000)));
      refill();
    }
    tokens -= 1;
  }

  return {
    /** Resolves when a message may go. */
    take(): Promise<void> {
      const next = queue.then(takeOne);
      queue = next.catch(() => {});
      return next;
    },
  };
}
