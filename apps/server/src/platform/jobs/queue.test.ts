import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { jobs } from "../../db/schema/index";
import { createJobQueue, type NoPayload } from "./queue";

declare module "./queue" {
  interface JobPayloads {
    "test.ok": { n: string };
    "test.fail": NoPayload;
    "test.orphan": NoPayload;
    "test.wide": { n: number };
    "test.long": { lane: string };
    "test.short": { lane: string };
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("durable jobs", () => {
  it("runs a due job once, keeps a failing one for a retry with backoff, and gives up after the last attempt", async () => {
    const queue = createJobQueue(t.deps.db, t.deps.logger);
    const seen: string[] = [];
    queue.register("test.ok", async (p) => {
      seen.push(p.n);
    });
    queue.register("test.fail", async () => {
      throw new Error("mail server down");
    });
    const ok = await queue.enqueue("test.ok", { n: "one" });
    const failing = await queue.enqueue("test.fail", {}, { maxAttempts: 2 });
    const later = await queue.enqueue("test.ok", { n: "later" }, { runAt: new Date(Date.now() + 3600_000) });

    await queue.runDue();
    expect(seen).toEqual(["one"]);
    const [okRow] = await t.deps.db.select().from(jobs).where(eq(jobs.id, ok));
    expect(okRow?.status).toBe("done");
    const [failRow] = await t.deps.db.select().from(jobs).where(eq(jobs.id, failing));
    expect(failRow).toMatchObject({ status: "pending", attempts: 1, lastError: "mail server down" });
    expect(failRow?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    const [laterRow] = await t.deps.db.select().from(jobs).where(eq(jobs.id, later));
    expect(laterRow?.status).toBe("pending");

    // Make the retry due: the second failure is the last attempt.
    await t.deps.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, failing));
    await queue.runDue();
    const [gaveUp] = await t.deps.db.select().from(jobs).where(eq(jobs.id, failing));
    expect(gaveUp).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("takes over a job whose worker died (its lock expired)", async () => {
    const queue = createJobQueue(t.deps.db, t.deps.logger);
    let runs = 0;
    queue.register("test.orphan", async () => {
      runs++;
    });
    const id = await queue.enqueue("test.orphan", {});
    await t.deps.db
      .update(jobs)
      .set({ status: "running", lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    await queue.runDue();
    expect(runs).toBe(1);
  });

  it("runs a type registered with a concurrency that many at once, each job once across two processes, retrying a failure", async () => {
    // Two queues on one database: two server processes.
    const first = createJobQueue(t.deps.db, t.deps.logger);
    const second = createJobQueue(t.deps.db, t.deps.logger);
    const runs = new Map<number, number>();
    let running = 0;
    let widest = 0;
    const handler = async ({ n }: { n: number }) => {
      running++;
      widest = Math.max(widest, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      runs.set(n, (runs.get(n) ?? 0) + 1);
      if (n === 7 && runs.get(n) === 1) throw new Error("push service down");
    };
    first.register("test.wide", handler, { concurrency: 4 });
    second.register("test.wide", handler, { concurrency: 4 });
    await first.enqueueMany(
      "test.wide",
      Array.from({ length: 40 }, (_, n) => ({ n })),
    );
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a + b).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(40);
    expect(widest).toBeGreaterThan(1);
    expect(widest).toBeLessThanOrEqual(8);
    const [failed] = await t.deps.db
      .select()
      .from(jobs)
      .where(sql`${jobs.type} = 'test.wide' and ${jobs.payload}->>'n' = '7'`);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastError: "push service down" });
    await t.deps.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, failed?.id ?? ""));
    await first.runDue();
    expect(runs.get(7)).toBe(2);
  });

  it("keeps a long job in its own lane from holding the shared lane, and a long shared job from holding the lane", async () => {
    const queue = createJobQueue(t.deps.db, t.deps.logger);
    const done: string[] = [];
    const started: string[] = [];
    const gate = () => {
      let open = () => {};
      const closed = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { closed, open };
    };
    const exportGate = gate();
    const mailGate = gate();
    // An export in a lane of its own (width 1 is a lane too), mails in the shared one.
    queue.register(
      "test.long",
      async ({ lane }) => {
        started.push(`export-${lane}`);
        if (lane === "held") await exportGate.closed;
        done.push(`export-${lane}`);
      },
      { concurrency: 1 },
    );
    queue.register("test.short", async ({ lane }) => {
      started.push(`mail-${lane}`);
      if (lane === "held") await mailGate.closed;
      done.push(`mail-${lane}`);
    });
    queue.start(20);
    try {
      // Each second job comes once the first is under way, so no drain claims both together.
      await queue.enqueue("test.long", { lane: "held" });
      await expect.poll(() => started, { timeout: 5000 }).toEqual(["export-held"]);
      await queue.enqueue("test.short", { lane: "quick" });
      await expect.poll(() => done, { timeout: 5000 }).toEqual(["mail-quick"]);
      exportGate.open();
      await expect.poll(() => done, { timeout: 5000 }).toEqual(["mail-quick", "export-held"]);
      // Now a mail that hangs in the shared lane: the next export still goes.
      await queue.enqueue("test.short", { lane: "held" });
      await expect.poll(() => started, { timeout: 5000 }).toContain("mail-held");
      await queue.enqueue("test.long", { lane: "quick" });
      await expect.poll(() => done, { timeout: 5000 }).toEqual(["mail-quick", "export-held", "export-quick"]);
      mailGate.open();
      await expect.poll(() => done, { timeout: 5000 }).toHaveLength(4);
    } finally {
      exportGate.open();
      mailGate.open();
      await queue.stop();
    }
  });
});
