/**
 * How long after a failed install the worker is registered again: a file lost on a festival link
 * fails the whole install (Workbox's precache takes all its files or none), and without a new try
 * the device would keep nothing for the field until the person happened to reload.
 */
export const INSTALL_RETRY_MS = [10_000, 30_000, 60_000, 5 * 60_000] as const;

/**
 * Watches the registration's installs (this one and each one found later) and, when one fails
 * while no worker is active yet, registers the worker again after a while, longer each time. An
 * update that fails leaves the active worker in place, as it should: nothing to do then.
 */
export function retryFailedInstall(
  registration: ServiceWorkerRegistration,
  register: () => Promise<unknown>,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
) {
  let failures = 0;
  let waiting = false;
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener("statechange", () => {
      // Redundant without ever being active: its install failed (or a newer one took its place).
      if (worker.state !== "redundant" || registration.active || registration.installing || waiting) return;
      waiting = true;
      const delay = INSTALL_RETRY_MS[Math.min(failures, INSTALL_RETRY_MS.length - 1)] ?? 0;
      failures += 1;
      schedule(() => {
        waiting = false;
        void register().catch(() => undefined);
      }, delay);
    });
  };
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
}
