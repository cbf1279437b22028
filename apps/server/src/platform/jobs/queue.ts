import { type SQL, sql } from "drizzle-orm";
import { currentDb, type Db } from "../../db/client";
import { jobs } from "../../db/schema/index";
import { type Logger, loggableError } from "../logger";

/** The run a handler is called for: its job's id, and which attempt of how many this is. */
export interface JobRun {
  id: string;
  attempt: number;
  maxAttempts: number;
}

/**
 * Every job type and the payload its jobs carry (JSON in jobs.payload). The module that registers
 * a type adds it here by declaration merging (`declare module`), so what `enqueue` stores under a
 * type is what that type's handler is given.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging where each job is defined
export interface JobPayloads {}
export type JobType = keyof JobPayloads;
/** The payload of a job that carries nothing: `{}`. */
export type NoPayload = Record<string, never>;

type Handlers = { [T in JobType]: (payload: JobPayloads[T], run: JobRun) => Promise<void> };
/** Undoes, inside the retry's transaction, what the last failed attempt settled (see `retry`). */
type Reopeners = { [T in JobType]: (db: Db, payload: JobPayloads[T]) => Promise<void> };

// Rows as the queries below return them. A row's payload is what enqueue stored under its type,
// so a row of type T carries T's payload.
type ClaimedJobOf<T extends JobType> = {
  id: string;
  type: T;
  payload: JobPayloads[T];
  attempts: number;
  max_attempts: number;
};
type ClaimedJob = { [T in JobType]: ClaimedJobOf<T> }[JobType];
type RetriedJobOf<T extends JobType> = { type: T; payload: JobPayloads[T] };
type RetriedJob = { [T in JobType]: RetriedJobOf<T> }[JobType];

type EnqueueOptions = { runAt?: Date; maxAttempts?: number };

type RegisterOptions<T extends JobType> = {
  onRetry?: Reopeners[T];
  /**
   * Gives the type a lane of its own, with how many of its jobs one process runs at once (without
   * it: one after the other, in the shared lane with every other type). Alerts wait on push
   * services, not on the database, so thousands due in the same minute go out side by side
   * (decision 046, addendum); an organisation's export takes minutes and must not hold the mails.
   */
  concurrency?: number;
};

export interface JobQueue {
  register<T extends JobType>(type: T, handler: Handlers[T], options?: RegisterOptions<T>): void;
  enqueue<T extends JobType>(type: T, payload: JobPayloads[T], options?: EnqueueOptions): Promise<string>;
  /** Several jobs of one type in one statement (inside the caller's transaction, when there is one). */
  enqueueMany<T extends JobType>(type: T, payloads: JobPayloads[T][], options?: EnqueueOptions): Promise<void>;
  /**
   * Makes a failed job due again with a fresh set of attempts (someone fixed what made it fail:
   * the mail server, the provider's credentials); `where` narrows which jobs may be retried.
   * Answers the job, or null when no failed job matched. The job type's `onRetry` runs in the same
   * transaction (the caller's, when there is one).
   */
  retry(id: string, where?: SQL): Promise<{ type: string; payload: unknown } | null>;
  /**
   * Runs every job that is due now (one after the other, but the types registered with a lane of
   * their own, which run beside them, that many at once); returns how many ran.
   */
  runDue(): Promise<number>;
  /**
   * Looks for due jobs now rather than at the next tick (a started queue only). For the caller
   * whose jobs were enqueued in a transaction: the poke in `enqueue` comes before the commit and
   * finds nothing, so a clinical alert would wait up to a tick (decision 046).
   */
  wake(): void;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/**
 * Jobs live in the database so they survive a restart. A worker claims one with
 * FOR UPDATE SKIP LOCKED, so several server processes on PostgreSQL never run the same job twice;
 * a job whose worker died is taken over once its lock expires. Failures retry with backoff.
 */
export function createJobQueue(db: Db, logger: Logger): JobQueue {
  const handlers: Partial<Handlers> = {};
  const reopeners: Partial<Reopeners> = {};
  /** Types with a lane of their own and how many of its jobs run at once. */
  const widths = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  /**
   * The lanes draining now, by name ("" for the shared one): one drain per lane at a time, and each
   * lane on its own, so a long job (an organisation's export) holds neither the mails nor the alerts.
   */
  const running = new Map<string, Promise<number>>();
  let stopped = false;

  /**
   * Claims up to `limit` due jobs of these types. FOR UPDATE SKIP LOCKED: a job another process
   * (or another lane) is claiming is skipped, never taken twice.
   */
  async function claim(types: string[], limit: number): Promise<ClaimedJob[]> {
    if (!types.length) return [];
    const result = await db.execute<ClaimedJob>(sql`
      update ${jobs} set status = 'running', attempts = attempts + 1, locked_until = now() + interval '5 minutes'
      where id in (
        select id from ${jobs}
        where type in (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})
          and ((status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by run_at
        limit ${limit}
        for update skip locked
      )
      returning id, type, payload, attempts, max_attempts`);
    return result.rows;
  }

  // Only the kinds this process can run: an SMS job waits, durably, until an SMS sender exists.
  const serialTypes = () => Object.keys(handlers).filter((type) => !widths.has(type));

  async function runOne<T extends JobType>(job: ClaimedJobOf<T>) {
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(job.payload, { id: job.id, attempt: job.attempts, maxAttempts: job.max_attempts });
      await db.execute(
        sql`update ${jobs} set status = 'done', finished_at = now(), locked_until = null where id = ${job.id}`,
      );
    } catch (error) {
      // Without the values a failed query carried: the jobs table is read by operators too.
      const message = String(loggableError(error).message ?? "");
      const finalAttempt = job.attempts >= job.max_attempts;
      // Backoff: 30 s, 1 min, 2 min, 4 min… so a mail server that is down is not hammered.
      const delaySeconds = 30 * 2 ** (job.attempts - 1);
      await db.execute(sql`
        update ${jobs} set
          status = ${finalAttempt ? "failed" : "pending"},
          last_error = ${message.slice(0, 2000)},
          locked_until = null,
          run_at = now() + make_interval(secs => ${delaySeconds}),
          finished_at = ${finalAttempt ? sql`now()` : null}
        where id = ${job.id}`);
      logger.warn({ jobId: job.id, type: job.type, attempt: job.attempts, err: loggableError(error) }, "job failed");
    }
  }

  async function drainSerial(): Promise<number> {
    let count = 0;
    for (;;) {
      // A stopping process finishes the job in hand and leaves the rest, durably, to the next one
      // (a message to hundreds of people, rate-limited, must not hold a shutdown for a minute).
      if (stopped) return count;
      const [job] = await claim(serialTypes(), 1);
      if (!job) return count;
      await runOne(job);
      count++;
    }
  }

  /** Keeps up to `width` jobs of one type running, claiming as many as there are free places. */
  async function drainLane(type: string, width: number): Promise<number> {
    let count = 0;
    const inFlight = new Set<Promise<void>>();
    for (;;) {
      if (stopped) break;
      const claimed = await claim([type], width - inFlight.size);
      for (const job of claimed) {
        const run: Promise<void> = runOne(job).finally(() => inFlight.delete(run));
        inFlight.add(run);
        count++;
      }
      if (!inFlight.size) break;
      // Full, or nothing more is due now: claim again when a place frees (a running job may enqueue more).
      await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    return count;
  }

  /** The lanes this process can run now: the shared one and each type with a lane of its own. */
  function lanes(): [string, () => Promise<number>][] {
    return [
      ["", drainSerial],
      ...[...widths]
        .filter(([type]) => handlers[type as JobType])
        .map(([type, width]): [string, () => Promise<number>] => [type, () => drainLane(type, width)]),
    ];
  }

  async function runLane(name: string, drainIt: () => Promise<number>): Promise<number> {
    // A second caller waits for the lane's drain and then looks again (its job may have come late).
    for (let busy = running.get(name); busy; busy = running.get(name)) await busy.catch(() => 0);
    const run = drainIt().finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  const runDue = async () => {
    const counts = await Promise.all(lanes().map(([name, drainIt]) => runLane(name, drainIt)));
    return counts.reduce((sum, n) => sum + n, 0);
  };

  async function reopen<T extends JobType>(tx: Db, job: RetriedJobOf<T>) {
    await reopeners[job.type]?.(tx, job.payload);
  }

  return {
    register(type, handler, options) {
      handlers[type] = handler;
      if (options?.onRetry) reopeners[type] = options.onRetry;
      if (options?.concurrency) widths.set(type, options.concurrency);
    },
    async retry(id, where) {
      const retried = await currentDb(db).transaction(async (tx) => {
        // Attempts start again from zero, so the job gets its whole back-off series; its last
        // error stays for whoever reads the table until the next attempt replaces it.
        const result = await tx.execute<RetriedJob>(sql`
          update ${jobs} set status = 'pending', attempts = 0, run_at = now(), locked_until = null, finished_at = null
          where id = ${id} and status = 'failed' ${where ? sql`and ${where}` : sql``}
          returning type, payload`);
        const [row] = result.rows;
        if (!row) return null;
        await reopen(tx, row);
        return row;
      });
      if (retried && timer) setImmediate(() => void runDue().catch(() => {}));
      return retried;
    },
    async enqueue(type, payload, options = {}) {
      const [row] = await currentDb(db)
        .insert(jobs)
        .values({
          type,
          payload: payload as object,
          runAt: options.runAt ?? new Date(),
          maxAttempts: options.maxAttempts ?? 5,
        })
        .returning({ id: jobs.id });
      if (!row) throw new Error("The job could not be stored");
      if (timer && !options.runAt) setImmediate(() => void runDue().catch(() => {}));
      return row.id;
    },
    async enqueueMany(type, payloads, options = {}) {
      // In slices: a statement carries at most 65,535 parameters.
      for (let i = 0; i < payloads.length; i += 1000) {
        await currentDb(db)
          .insert(jobs)
          .values(
            payloads.slice(i, i + 1000).map((payload) => ({
              type,
              payload: payload as object,
              runAt: options.runAt ?? new Date(),
              maxAttempts: options.maxAttempts ?? 5,
            })),
          );
      }
      if (timer && !options.runAt && payloads.length) setImmediate(() => void runDue().catch(() => {}));
    },
    runDue,
    wake() {
      if (timer) setImmediate(() => void runDue().catch(() => {}));
    },
    start(intervalMs = 1000) {
      if (timer || stopped) return;
      timer = setInterval(() => {
        // Only the idle lanes: a busy one claims again by itself when its jobs are done.
        for (const [name, drainIt] of lanes())
          if (!running.has(name))
            runLane(name, drainIt).catch((error) => logger.error({ err: loggableError(error) }, "job worker failed"));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all([...running.values()].map((run) => run.catch(() => 0)));
    },
  };
}
