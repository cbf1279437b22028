import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import {
  auditLog,
  chatMessages,
  eventAssignments,
  events,
  invitations,
  locationShares,
  organizationSettings,
  sessions,
  verifications,
} from "../../db/schema/index";
import { sweepChat, sweepInvitations, sweepLocations, sweepSessions } from "./sweeps";

let t: TestApp;
let a: Tenant;
let b: Tenant;
const NOW = new Date("2026-11-20T12:00:00Z");
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const H = 60;
const D = 24 * H;

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t, { label: "Bewaar A" });
  b = await createTenant(t, { label: "Bewaar B" });
});
afterAll(() => t.close());

/** The audit log is append-only: each test reads the lines written since it began. */
let since = 0;
beforeEach(async () => {
  const [row] = await t.deps.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog);
  since = row?.id ?? 0;
});

async function linesOf(action: string, organizationId: string | null) {
  return t.deps.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        gt(auditLog.id, since),
        eq(auditLog.action, action),
        organizationId ? eq(auditLog.organizationId, organizationId) : isNull(auditLog.organizationId),
      ),
    );
}

async function setPeriods(
  orgId: string,
  values: { locationRetentionHours?: number; chatRetentionDays?: number | null },
) {
  await t.deps.db
    .insert(organizationSettings)
    .values({ organizationId: orgId, ...values })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: values });
}

/** An event of the tenant from `startsAgo` to `endsAgo` minutes before NOW, with `userId` assigned to it. */
async function eventWith(tenant: Tenant, userId: string, startsAgo: number, endsAgo: number) {
  const event = await createEvent(tenant.admin.agent, tenant.orgId);
  await t.deps.db
    .update(events)
    .set({ startsAt: ago(startsAgo), endsAt: ago(endsAgo) })
    .where(eq(events.id, event.id));
  await t.deps.db
    .insert(eventAssignments)
    .values({ organizationId: tenant.orgId, eventId: event.id, userId, qualification: "first_aider" });
  return event.id;
}

async function position(tenant: Tenant, userId: string, minutesAgo: number) {
  const [row] = await t.deps.db
    .insert(locationShares)
    .values({ organizationId: tenant.orgId, userId, latitude: 51, longitude: 3.7, recordedAt: ago(minutesAgo) })
    .returning({ id: locationShares.id });
  return row?.id as number;
}

async function remaining<T extends { id: unknown }>(
  ids: T["id"][],
  table: typeof locationShares | typeof chatMessages,
) {
  const rows = await t.deps.db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, ids as never[]));
  return rows.map((r) => r.id);
}

describe("the positions' sweep", () => {
  beforeEach(async () => {
    await t.deps.db.delete(locationShares);
  });

  it("keeps a position of an event until its period after the event's end, and one outside events after its own time", async () => {
    // The caregiver's event ended 23 h 59 ago, the admin's 24 h 01 ago; both were shared 28 hours ago.
    await eventWith(a, a.caregiver.id, 30 * H, 24 * H - 1);
    await eventWith(a, a.admin.id, 30 * H, 24 * H + 1);
    const ofOpenEvent = await position(a, a.caregiver.id, 28 * H);
    const ofClosedEvent = await position(a, a.admin.id, 28 * H);
    // Outside any event: before the caregiver's started, 24 h 01 ago and 23 h 59 ago.
    const beforeEvent = await position(a, a.caregiver.id, 31 * H);
    const outsideOld = await position(a, a.admin.id, 24 * H + 1);
    const outsideFresh = await position(a, a.admin.id, 24 * H - 1);

    expect(await sweepLocations(t.deps.db, NOW)).toBe(3);
    expect(
      await remaining([ofOpenEvent, ofClosedEvent, beforeEvent, outsideOld, outsideFresh], locationShares),
    ).toEqual(expect.arrayContaining([ofOpenEvent, outsideFresh]));
    expect(await remaining([ofClosedEvent, beforeEvent, outsideOld], locationShares)).toEqual([]);
    expect(await linesOf("retention.locations", a.orgId)).toEqual([{ details: { deleted: 3 } }]);

    // Idempotent: a second run (another process, a late one) deletes nothing and logs nothing.
    expect(await sweepLocations(t.deps.db, NOW)).toBe(0);
    expect(await linesOf("retention.locations", a.orgId)).toHaveLength(1);
    // Two minutes on, the caregiver's event is 24 h 01 past its end too, and so is the fresh position.
    expect(await sweepLocations(t.deps.db, new Date(NOW.getTime() + 2 * 60_000))).toBe(2);
    expect(await remaining([ofOpenEvent, outsideFresh], locationShares)).toEqual([]);
  });

  it("applies each organisation's own period, one audit line per organisation, none where nothing went", async () => {
    await setPeriods(a.orgId, { locationRetentionHours: 1 });
    const aOld = await position(a, a.caregiver.id, 2 * H);
    const aOlder = await position(a, a.admin.id, 3 * H);
    const aFresh = await position(a, a.caregiver.id, 30);
    const bSame = await position(b, b.caregiver.id, 2 * H);
    // Many small transactions give the same answer and still one line.
    expect(await sweepLocations(t.deps.db, NOW, 1)).toBe(2);
    expect(await remaining([aOld, aOlder, aFresh, bSame], locationShares)).toEqual(
      expect.arrayContaining([aFresh, bSame]),
    );
    expect(await remaining([aOld, aOlder], locationShares)).toEqual([]);
    expect(await linesOf("retention.locations", a.orgId)).toEqual([{ details: { deleted: 2 } }]);
    expect(await linesOf("retention.locations", b.orgId)).toEqual([]);
    await setPeriods(a.orgId, { locationRetentionHours: 24 });
  });

  it("keeps a long period: 720 hours after the event", async () => {
    await setPeriods(b.orgId, { locationRetentionHours: 720 });
    const kept = await position(b, b.caregiver.id, 29 * D);
    const gone = await position(b, b.caregiver.id, 30 * D + 1);
    expect(await sweepLocations(t.deps.db, NOW)).toBe(1);
    expect(await remaining([kept, gone], locationShares)).toEqual([kept]);
    await setPeriods(b.orgId, { locationRetentionHours: 24 });
  });
});

describe("the chat's sweep", () => {
  async function message(tenant: Tenant, minutesAgo: number) {
    const id = randomUUID();
    await t.deps.db.insert(chatMessages).values({
      id,
      organizationId: tenant.orgId,
      authorId: tenant.admin.id,
      body: "Hallo",
      createdAt: ago(minutesAgo),
    });
    return id;
  }

  it("keeps everything while the period is off, then deletes what is older than it in that organisation only", async () => {
    const aOld = await message(a, 30 * D + 1);
    const aYoung = await message(a, 30 * D - 1);
    const aAncient = await message(a, 3000 * D);
    const bAncient = await message(b, 3000 * D);
    // Off, the default: all kept, nothing logged.
    expect(await sweepChat(t.deps.db, NOW)).toBe(0);
    expect(await remaining([aOld, aYoung, aAncient, bAncient], chatMessages)).toHaveLength(4);
    expect(await linesOf("retention.chat", a.orgId)).toEqual([]);

    await setPeriods(a.orgId, { chatRetentionDays: 30 });
    expect(await sweepChat(t.deps.db, NOW, 1)).toBe(2);
    expect(await remaining([aOld, aYoung, aAncient, bAncient], chatMessages)).toEqual(
      expect.arrayContaining([aYoung, bAncient]),
    );
    expect(await remaining([aOld, aAncient], chatMessages)).toEqual([]);
    expect(await linesOf("retention.chat", a.orgId)).toEqual([{ details: { deleted: 2 } }]);
    expect(await linesOf("retention.chat", b.orgId)).toEqual([]);
    expect(await sweepChat(t.deps.db, NOW)).toBe(0);
    await setPeriods(a.orgId, { chatRetentionDays: null });
  });
});

describe("the invitations' sweep", () => {
  async function invitation(tenant: Tenant, values: Partial<typeof invitations.$inferInsert>) {
    const [row] = await t.deps.db
      .insert(invitations)
      .values({
        organizationId: tenant.orgId,
        code: randomUUID(),
        role: "hulpverlener",
        expiresAt: new Date(NOW.getTime() + 7 * D * 60_000),
        createdAt: ago(D),
        ...values,
      })
      .returning({ id: invitations.id });
    return row?.id as string;
  }

  it("deletes invitations 30 days after they expired, or were made when used up or switched off", async () => {
    const expiredLong = await invitation(a, { expiresAt: ago(30 * D + 1), createdAt: ago(40 * D) });
    const expiredRecently = await invitation(a, { expiresAt: ago(29 * D), createdAt: ago(40 * D) });
    const usedUpOld = await invitation(a, { maxUses: 1, uses: 1, createdAt: ago(31 * D) });
    const usedUpNew = await invitation(a, { maxUses: 1, uses: 1, createdAt: ago(10 * D) });
    const offOld = await invitation(b, { active: false, createdAt: ago(31 * D) });
    const openOld = await invitation(b, { maxUses: null, uses: 5, createdAt: ago(60 * D) });
    expect(await sweepInvitations(t.deps.db, NOW)).toBe(3);
    const left = await t.deps.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(inArray(invitations.id, [expiredLong, expiredRecently, usedUpOld, usedUpNew, offOld, openOld]));
    expect(left.map((r) => r.id).sort()).toEqual([expiredRecently, usedUpNew, openOld].sort());
    expect(await linesOf("retention.invitations", a.orgId)).toEqual([{ details: { deleted: 2 } }]);
    expect(await linesOf("retention.invitations", b.orgId)).toEqual([{ details: { deleted: 1 } }]);
    expect(await sweepInvitations(t.deps.db, NOW)).toBe(0);
  });
});

describe("the sessions' sweep", () => {
  it("deletes expired sessions and sign-in codes, with one line for the platform", async () => {
    const user = await t.createUser();
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    await t.deps.db.insert(sessions).values([
      { token: randomUUID(), userId: user.id, expiresAt: at(-1) },
      { token: randomUUID(), userId: user.id, expiresAt: at(1) },
    ]);
    await t.deps.db.insert(verifications).values([
      { identifier: `reset:${user.id}`, value: "x", expiresAt: at(-1) },
      { identifier: `reset:${user.id}`, value: "y", expiresAt: at(1) },
    ]);
    // The test users' own sessions expire days after NOW's real "now": earlier ones may exist from sign-ups.
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    const result = await sweepSessions(t.deps.db, NOW);
    expect(result.sessions).toBeGreaterThanOrEqual(1);
    expect(result.verifications).toBeGreaterThanOrEqual(1);
    const mine = await t.deps.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(mine.every((s) => s.expiresAt > NOW)).toBe(true);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    const after = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect((before[0]?.n ?? 0) - (after[0]?.n ?? 0)).toBe(result.sessions);
    expect(await linesOf("retention.sessions", null)).toEqual([{ details: result }]);
    expect(await sweepSessions(t.deps.db, NOW)).toEqual({ sessions: 0, verifications: 0 });
    expect(await linesOf("retention.sessions", null)).toHaveLength(1);
  });
});
