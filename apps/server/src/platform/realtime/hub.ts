import { apartFromRequest, type Database } from "../../db/client";
import { type Logger, loggableError } from "../logger";
import { createCommitHorizon } from "./commit-horizon";
import { listenForNotices, type NoticeListener } from "./listener";
import { type NoticeRow, observe, readIds, readRange } from "./notice-rows";

/** One open stream, as the hub sees it. */
export interface RealtimeSubscriber {
  organizationId: string;
  /**
   * A notice of the subscriber's organisation, in id order. `late`: it committed after the hub had
   * moved past its id (see commit-horizon.ts), so it comes out of order.
   */
  receive(notice: NoticeRow, late: boolean): void;
  /** Every heartbeat: keep the connection open through proxies. */
  heartbeat(): void;
  /** The server stops: end the stream (the browser reconnects elsewhere and resumes). */
  close(): void;
}

export interface RealtimeHubOptions {
  heartbeatMs?: number;
  /** How long a transaction still running may hold deliveries back (commit-horizon.ts). */
  stallMs?: number;
}

/** Waiting for running transactions to finish: look again after this long. */
const POLL_MS = 10;
/** Ids that were missing when the horizon was forced past them, remembered this long. */
const LATE_WINDOW_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The process's one listener for change notices. Every notification makes it read what became
 * final since it last looked (one query for however many notices arrived meanwhile) and hand each
 * notice, in id order, to the streams of its organisation. Streams check their own rules.
 */
export function createRealtimeHub(database: Database, logger: Logger, options: RealtimeHubOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const stallMs = options.stallMs ?? 5_000;
  const byOrganization = new Map<string, Set<RealtimeSubscriber>>();
  const heartbeatChecks: ((subscribers: RealtimeSubscriber[]) => Promise<void>)[] = [];
  /** Ids skipped while missing (the horizon was forced), with when: delivered late if they commit. */
  const missing = new Map<number, number>();
  const lateIds = new Set<number>();
  let horizon: ReturnType<typeof createCommitHorizon> | null = null;
  let delivered = 0;
  let listener: NoticeListener | null = null;
  /**
   * Whether notifications reach this process now, and how often listening (re)started: notices
   * committed while not listening were never announced here (settled(), below).
   */
  let listening = false;
  let generation = 0;
  /** Per organisation, the highest notice id announced to this process (NOTIFY's payload). */
  const heard = new Map<string, number>();
  /**
   * The same split by the notice's event (`<organisation>:<event>`, the event empty for a notice of
   * none), kept only while not yet handed on: what caughtUp waits for when asked about one event.
   */
  const heardByEvent = new Map<string, number>();
  let starting: Promise<void> | null = null;
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  let pollTimer: NodeJS.Timeout | undefined;
  /** Requests waiting for the notices heard before them to be handed on (caughtUp). */
  const waiters = new Set<{ mark: number; done: (caught: boolean) => void }>();
  let heartbeatTimer: NodeJS.Timeout | undefined;

  function dispatch(notices: NoticeRow[], late: boolean) {
    for (const notice of notices) {
      const subscribers = byOrganization.get(notice.organizationId);
      if (!subscribers) continue;
      for (const subscriber of subscribers) {
        try {
          subscriber.receive(notice, late);
        } catch (error) {
          logger.error({ err: loggableError(error) }, "realtime: a stream failed to take a notice");
        }
      }
    }
  }

  async function step() {
    if (!horizon) return;
    const { stable, forced } = horizon.observe(await observe(database), Date.now());
    if (stable > delivered) {
      // Forced past a running transaction: read every organisation's notices to know which ids are
      // missing, so exactly those can still be delivered if they commit.
      const organizations = forced ? null : [...byOrganization.keys()];
      const notices = organizations?.length === 0 ? [] : await readRange(database, delivered, stable, organizations);
      if (forced) {
        const present = new Set(notices.map((n) => n.id));
        const now = Date.now();
        for (let id = delivered + 1; id <= stable && missing.size < 10_000; id++)
          if (!present.has(id)) missing.set(id, now);
        logger.warn({ upTo: stable }, "realtime: a transaction held notices back too long; delivering the rest");
      }
      // Dispatch and the new mark in one synchronous step: a stream that joins reads up to
      // `delivered` from the table and receives everything after it from here.
      delivered = stable;
      dispatch(forced ? notices.filter((n) => byOrganization.has(n.organizationId)) : notices, false);
      for (const waiter of waiters) if (waiter.mark <= delivered) waiter.done(true);
      for (const [key, id] of heardByEvent) if (id <= delivered) heardByEvent.delete(key);
    }
    if (lateIds.size) {
      const ids = [...lateIds];
      lateIds.clear();
      dispatch(await readIds(database, ids), true);
    }
  }

  /** Runs steps until nothing new is waiting; one at a time, however many notifications arrive. */
  function wake() {
    const current = horizon;
    if (closed || !current) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(pollTimer);
    pollTimer = undefined;
    // Apart from the request that woke it (a stream joining, a test): its reads and its next timer
    // belong to the hub, not to that request's transaction or query count (db/client.ts).
    running = apartFromRequest(async () => {
      try {
        // The first look after a quiet spell pairs its ids with a second snapshot at once; while
        // notices keep coming, looks are spaced so that a busy organisation costs a few queries
        // every POLL_MS, not a few per notice.
        let immediate = true;
        for (;;) {
          again = false;
          const started = Date.now();
          await step();
          if (closed || !(again || current.unpaired)) break;
          if (!(immediate && current.unpaired)) await sleep(POLL_MS - (Date.now() - started));
          immediate = false;
        }
      } catch (error) {
        if (!closed) logger.error({ err: loggableError(error) }, "realtime: reading notices failed");
      } finally {
        running = null;
      }
      if (!closed && current.waiting) {
        pollTimer = setTimeout(wake, POLL_MS);
        pollTimer.unref();
      }
    });
  }

  /** Raises a mark to the id announced, if higher. */
  const hear = (marks: Map<string, number>, key: string, id: number) => {
    if (id > (marks.get(key) ?? 0)) marks.set(key, id);
  };

  /** The payload is `<id>:<organisation>:<event>` (migration 0029; the event empty for none). */
  function onNotify(payload: string) {
    const [rawId, organizationId, eventId = ""] = payload.split(":");
    const id = Number(rawId);
    if (Number.isInteger(id) && id <= delivered && missing.delete(id)) lateIds.add(id);
    if (Number.isInteger(id) && organizationId) {
      hear(heard, organizationId, id);
      if (id > delivered) hear(heardByEvent, `${organizationId}:${eventId}`, id);
    }
    wake();
  }

  function onListening() {
    listening = true;
    generation++;
    wake();
  }

  async function heartbeat() {
    const now = Date.now();
    for (const [id, since] of missing) if (now - since > LATE_WINDOW_MS) missing.delete(id);
    const all = [...byOrganization.values()].flatMap((set) => [...set]);
    for (const subscriber of all) subscriber.heartbeat();
    for (const check of heartbeatChecks) {
      try {
        await check(all);
      } catch (error) {
        logger.error({ err: loggableError(error) }, "realtime: heartbeat check failed");
      }
    }
  }

  async function start() {
    if (closed) throw new Error("realtime hub closed");
    // Started by the first stream's request, but not part of it: the hub's reads, its listener and
    // its heartbeat would otherwise run for good in that request's context (its transaction, its
    // query count in the tests' checks), which their timers would keep as long as the process.
    starting ??= apartFromRequest(async () => {
      // The horizon starts at what is final now; streams read anything older from the table.
      const first = await observe(database);
      horizon = createCommitHorizon({ stallMs, initial: 0 });
      horizon.observe(first, Date.now());
      let result = horizon.observe(await observe(database), Date.now());
      while (result.stable < first.seq) {
        await sleep(POLL_MS);
        result = horizon.observe(await observe(database), Date.now());
      }
      delivered = result.stable;
      listener = await listenForNotices(database, logger, {
        onNotify,
        onListening,
        onLost: () => {
          listening = false;
        },
      });
      heartbeatTimer = setInterval(() => void heartbeat(), heartbeatMs);
      heartbeatTimer.unref();
    });
    return starting;
  }

  return {
    start,
    /**
     * Adds a stream (starting the hub on first use). Returns the id up to which notices have been
     * dispatched: the stream reads anything up to it from the table, and gets every later one here.
     */
    async subscribe(subscriber: RealtimeSubscriber) {
      await start();
      if (closed) throw new Error("realtime hub closed");
      const set = byOrganization.get(subscriber.organizationId) ?? new Set();
      byOrganization.set(subscriber.organizationId, set);
      set.add(subscriber);
      return { delivered };
    },
    unsubscribe(subscriber: RealtimeSubscriber) {
      const set = byOrganization.get(subscriber.organizationId);
      set?.delete(subscriber);
      if (set?.size === 0) byOrganization.delete(subscriber.organizationId);
    },
    /** Registers a check run over all streams at every heartbeat (sessions, memberships). */
    onHeartbeat(check: (subscribers: RealtimeSubscriber[]) => Promise<void>) {
      heartbeatChecks.push(check);
    },
    /** The heartbeat now, for tests. */
    heartbeat,
    /** Reads what is new now (tests that change data behind the trigger's back need not wait). */
    wake,
    /**
     * Every notice of the organisation announced to this process so far has been handed to its
     * subscribers, and the process is listening: what a subscriber learnt from notices is as
     * current as the announcements (the incident board's cache relies on it, board-cache.ts).
     */
    settled(organizationId: string) {
      return listening && !closed && lateIds.size === 0 && (heard.get(organizationId) ?? 0) <= delivered;
    },
    /**
     * Resolves true once every notice of the organisation announced before the call has been handed
     * on (settled, without waiting for notices heard later, which a busy organisation never stops
     * having); false after `timeoutMs`, or when not listening. With `eventId`, only the notices of
     * that event and those of no event count: a post's patient list need not wait for the
     * measurements at every other post (features/patients/list-versions.ts relies on it).
     */
    caughtUp(organizationId: string, timeoutMs: number, eventId?: string): Promise<boolean> {
      if (!listening || closed || lateIds.size > 0) return Promise.resolve(false);
      const mark =
        eventId === undefined
          ? (heard.get(organizationId) ?? 0)
          : Math.max(
              heardByEvent.get(`${organizationId}:`) ?? 0,
              heardByEvent.get(`${organizationId}:${eventId}`) ?? 0,
            );
      if (mark <= delivered) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = {
          mark,
          done: (caught: boolean) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(caught && listening && !closed && lateIds.size === 0);
          },
        };
        const timer = setTimeout(() => waiter.done(false), timeoutMs);
        waiters.add(waiter);
      });
    },
    /** Changes whenever listening (re)starts: anything learnt from notices before may have gaps. */
    get generation() {
      return generation;
    },
    /** Resolves when the reads under way are done (a subscriber that joins waits for the next). */
    async idle() {
      await running?.catch(() => {});
    },
    get delivered() {
      return delivered;
    },
    get streams() {
      let count = 0;
      for (const set of byOrganization.values()) count += set.size;
      return count;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeatTimer);
      clearTimeout(pollTimer);
      for (const waiter of waiters) waiter.done(false);
      await starting?.catch(() => {});
      const all = [...byOrganization.values()].flatMap((set) => [...set]);
      byOrganization.clear();
      for (const subscriber of all) subscriber.close();
      await running?.catch(() => {});
      await listener?.close();
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
