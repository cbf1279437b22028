import type { RetentionView } from "@hulppost/shared/retention";
import { and, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog, jobs } from "../../db/schema/index";
import { createJobQueue } from "../../platform/jobs/queue";
import { LOCATION_SWEEP_JOB, NIGHTLY_SWEEP_JOB } from "./retention-jobs";
import { nextNight, scheduleRetentionSweeps } from "./retention-schedule";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t);
  other = await createTenant(t, { label: "Buren" });
});
afterAll(() => t.close());

const path = (orgId = tenant.orgId) => `/api/orgs/${orgId}/retention`;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const read = async (orgId = tenant.orgId) => (await tenant.admin.agent.json<RetentionView>("GET", path(orgId))).body;

describe("the organisation's retention periods", () => {
  it("are the defaults until an admin saves them: positions a day after the event, chat kept", async () => {
    expect(await read()).toEqual({ locationHours: 24, chatDays: null, version: 1 });
  });

  it("save with the form's version, once in the audit log", async () => {
    const res = await tenant.admin.agent.json<RetentionView>("PUT", path(), {
      locationHours: 48,
      chatDays: 365,
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ locationHours: 48, chatDays: 365, version: 2 });
    expect(await read()).toEqual(res.body);
    const lines = await t.deps.db
      .select({ details: auditLog.details, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.retention"), eq(auditLog.organizationId, tenant.orgId)));
    expect(lines).toEqual([{ details: { locationHours: 48, chatDays: 365 }, actor: tenant.admin.id }]);
    // The same values again change nothing: no new version, no new line.
    const again = await tenant.admin.agent.json<RetentionView>("PUT", path(), { locationHours: 48, chatDays: 365 });
    expect(again.body.version).toBe(2);
    // Chat back to kept.
    const off = await tenant.admin.agent.json<RetentionView>("PUT", path(), { locationHours: 48, chatDays: null });
    expect(off.body).toEqual({ locationHours: 48, chatDays: null, version: 3 });
  });

  it("refuses what is out of bounds with an error per field, and changes nothing", async () => {
    const before = await read();
    for (const [body, fields] of [
      [
        { locationHours: 0, chatDays: 0 },
        { locationHours: "tooSmall:1", chatDays: "tooSmall:1" },
      ],
      [
        { locationHours: 721, chatDays: 3651 },
        { locationHours: "tooBig:720", chatDays: "tooBig:3650" },
      ],
      [
        { locationHours: 1.5, chatDays: "30" },
        { locationHours: "wholeNumber", chatDays: "invalidNumber" },
      ],
      [{ chatDays: 10 }, { locationHours: "required" }],
    ] as const) {
      const res = await tenant.admin.agent.json<ErrorBody>("PUT", path(), body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect(await read()).toEqual(before);
  });

  it("names a conflict with a change made since the form was loaded", async () => {
    const { version } = await read();
    await tenant.admin.agent.json("PUT", path(), { locationHours: 12, chatDays: null, version });
    const stale = await tenant.admin.agent.json<ErrorBody>("PUT", path(), {
      locationHours: 6,
      chatDays: null,
      version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("EDIT_CONFLICT");
    // A field nobody else changed saves from the old form.
    const chat = await tenant.admin.agent.json<RetentionView>("PUT", path(), {
      locationHours: 12,
      chatDays: 90,
      version,
    });
    expect(chat.status).toBe(200);
  });

  it("are the organisation's admins' alone: a caregiver is refused, another organisation answers 404", async () => {
    expect((await tenant.caregiver.agent.json("GET", path())).status).toBe(403);
    expect((await tenant.caregiver.agent.json("PUT", path(), { locationHours: 1, chatDays: 1 })).status).toBe(403);
    const before = await read();
    expect((await other.admin.agent.json("GET", path())).status).toBe(404);
    expect((await other.admin.agent.json("PUT", path(), { locationHours: 1, chatDays: 1 })).status).toBe(404);
    expect(await read()).toEqual(before);
    // The neighbour's own periods are its own.
    expect((await other.admin.agent.json<RetentionView>("GET", path(other.orgId))).body).toEqual({
      locationHours: 24,
      chatDays: null,
      version: 1,
    });
  });
});

describe("the sweeps' jobs", () => {
  it("are pending once each, however many processes start, and schedule their next run", async () => {
    const logger = pino({ level: "silent" });
    const queue = createJobQueue(t.deps.db, logger);
    const second = createJobQueue(t.deps.db, logger);
    await Promise.all([
      scheduleRetentionSweeps(t.deps.db, queue, logger),
      scheduleRetentionSweeps(t.deps.db, second, logger),
    ]);
    const pending = (type: string) =>
      t.deps.db.select().from(jobs).where(sql`${jobs.type} = ${type} and ${jobs.status} = 'pending'`);
    expect(await pending(LOCATION_SWEEP_JOB)).toHaveLength(1);
    expect(await pending(NIGHTLY_SWEEP_JOB)).toHaveLength(1);
    expect((await pending(NIGHTLY_SWEEP_JOB))[0]?.runAt).toEqual(nextNight());

    await t.deps.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(sql`${jobs.type} in (${LOCATION_SWEEP_JOB}, ${NIGHTLY_SWEEP_JOB})`);
    expect(await queue.runDue()).toBe(2);
    const done = await t.deps.db.select().from(jobs).where(sql`${jobs.type} = ${LOCATION_SWEEP_JOB}`);
    expect(done.filter((j) => j.status === "done")).toHaveLength(1);
    expect(await pending(LOCATION_SWEEP_JOB)).toHaveLength(1);
    expect((await pending(LOCATION_SWEEP_JOB))[0]?.runAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(await pending(NIGHTLY_SWEEP_JOB)).toHaveLength(1);
  });
});
