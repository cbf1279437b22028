import { describe, expect, it } from "vitest";
import { INSTALL_RETRY_MS, retryFailedInstall } from "./install-retry";

/** A worker and its registration as the browser hands them over, moved by the test. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  active: FakeWorker | null = null;
  /** A new install begins, as a register() call's does. */
  install() {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event("updatefound"));
    return this.installing;
  }
  fail(worker: FakeWorker) {
    this.installing = null;
    worker.become("redundant");
  }
  succeed(worker: FakeWorker) {
    this.installing = null;
    this.active = worker;
    worker.become("activated");
  }
}

function watched() {
  const registration = new FakeRegistration();
  const first = registration.install();
  const scheduled: number[] = [];
  let pending: (() => void) | null = null;
  let registered = 0;
  retryFailedInstall(
    registration as unknown as ServiceWorkerRegistration,
    async () => {
      registered += 1;
      registration.install();
    },
    (run, ms) => {
      scheduled.push(ms);
      pending = run;
    },
  );
  const runPending = () => {
    const run = pending;
    pending = null;
    run?.();
  };
  return { registration, first, scheduled, runPending, registered: () => registered };
}

describe("a failed install of the service worker", () => {
  it("is tried again after 10 s, then 30 s, 1 min and every 5 min, until one succeeds", () => {
    const { registration, first, scheduled, runPending, registered } = watched();
    registration.fail(first);
    expect(scheduled).toEqual([10_000]);
    expect(registered()).toBe(0);
    runPending();
    expect(registered()).toBe(1);
    for (let i = 0; i < 4; i++) {
      registration.fail(registration.installing as FakeWorker);
      runPending();
    }
    expect(scheduled).toEqual([...INSTALL_RETRY_MS, 5 * 60_000]);
    registration.succeed(registration.installing as FakeWorker);
    expect(scheduled).toHaveLength(5);
    expect(registered()).toBe(5);
  });

  it("leaves a successful install alone, and an update that fails while a worker is active", () => {
    const { registration, first, scheduled } = watched();
    registration.succeed(first);
    const update = registration.install();
    registration.fail(update);
    expect(scheduled).toEqual([]);
  });

  it("waits for a newer install that took the failed one's place, and schedules one try at a time", () => {
    const { registration, first, scheduled } = watched();
    // A newer install under way: the old one's end is not a failure of the device's install.
    registration.install();
    first.become("redundant");
    expect(scheduled).toEqual([]);
    // Two failures before the try: one try.
    const current = registration.installing as FakeWorker;
    registration.fail(current);
    current.become("redundant");
    expect(scheduled).toEqual([10_000]);
  });
});
