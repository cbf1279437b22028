import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog, jobs, locationShares } from "../../db/schema/index";
import { createJobQueue } from "../../platform/jobs/queue";
import { deleteExpiredLocations, LOCATION_SWEEP_JOB, scheduleLocationSweep } from "./location-sweep";

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Veegpost" });
});
afterAll(() => t.close());

async function positionHoursAgo(hours: number) {
  await t.deps.db.insert(locationShares).values({
    organizationId: tenant.orgId,
    userId: tenant.caregiver.id,
    latitude: 51,
    longitude: 3.7,
    accuracyM: 10,
    recordedAt: sql`now() - make_interval(mins => ${Math.round(hours * 60)})`,
  });
}

describe("the 24-hour sweep", () => {
  it("deletes positions older than 24 hours and keeps the rest", async () => {
    await positionHoursAgo(25);
    await positionHoursAgo(24.5);
    await positionHoursAgo(23);
    await positionHoursAgo(0);
    expect(await deleteExpiredLocations(t.deps.db)).toBe(2);
    const left = await t.deps.db.select().from(locationShares).where(eq(locationShares.organizationId, tenant.orgId));
    expect(left).toHaveLength(2);
    expect(await deleteExpiredLocations(t.deps.db)).toBe(0);
    // A day later, everything has gone.
    expect(await deleteExpiredLocations(t.deps.db, new Date(Date.now() + 25 * 3600_000))).toBe(2);
    // Positions are not records: nothing in the audit log, and no realtime notice for history no map shows.
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.organizationId, tenant.orgId))).not.toContainEqual(
      expect.objectContaining({ action: expect.stringMatching(/^location/) }),
    );
  });

  it("runs as a durable job that writes how many it deleted to the log and schedules its next run", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const queue = createJobQueue(t.deps.db, logger);
    await scheduleLocationSweep(t.deps.db, queue, logger);
    await scheduleLocationSweep(t.deps.db, queue, logger); // a second process: still one pending
    const pending = () =>
      t.deps.db.select().from(jobs).where(sql`${jobs.type} = ${LOCATION_SWEEP_JOB} and ${jobs.status} = 'pending'`);
    expect(await pending()).toHaveLength(1);
    const next = (await pending())[0];
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    await positionHoursAgo(30);
    await t.deps.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.type, LOCATION_SWEEP_JOB));
    expect(await queue.runDue()).toBe(1);
    expect(lines).toContainEqual(expect.objectContaining({ deleted: 1, msg: expect.stringContaining("24 hours") }));
    expect(await pending()).toHaveLength(1);
  });
});
