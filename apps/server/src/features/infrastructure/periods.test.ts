import { type PeriodView, periodView } from "@hulppost/shared/infrastructure";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assign, createAsset, createPeriod } from "../../../test/helpers/assets";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
type ErrorBody = { error: { code: string; fields?: Record<string, string>; details?: Record<string, unknown> } };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Periodes" });
  other = await createTenant(t, { label: "Andere periodes" });
});
afterAll(() => t.close());

const base = (org = tenant) => `/api/orgs/${org.orgId}`;
const admin = () => tenant.admin.agent;
const periodsOf = (assetId: string) => `${base()}/assets/${assetId}/periods`;

describe("unavailability periods", () => {
  it("adds, lists earliest first, changes and deletes periods, each audit-logged", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Keuring" });
    const later = await createPeriod(admin(), tenant.orgId, asset.id, {
      startsOn: inDays(30),
      endsOn: inDays(32),
      reason: "inspection",
      detail: "  Jaarlijkse keuring  ",
    });
    expect(periodView.strict().safeParse(later).error?.issues ?? []).toEqual([]);
    expect(later).toMatchObject({ assetId: asset.id, reason: "inspection", detail: "Jaarlijkse keuring" });
    // A one-day period: start and end on the same day is a valid period.
    const sooner = await createPeriod(admin(), tenant.orgId, asset.id, { startsOn: inDays(5), endsOn: inDays(5) });
    const list = await admin().json<PeriodView[]>("GET", periodsOf(asset.id));
    expect(list.body.map((p) => p.id)).toEqual([sooner.id, later.id]);

    const changed = await admin().json<PeriodView>("PATCH", `${base()}/asset-periods/${later.id}`, {
      endsOn: inDays(33),
      detail: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      startsOn: inDays(30),
      endsOn: inDays(33),
      reason: "inspection",
      detail: null,
    });

    expect((await admin().delete(`${base()}/asset-periods/${sooner.id}`)).status).toBe(204);
    expect((await admin().delete(`${base()}/asset-periods/${sooner.id}`)).status).toBe(404);
    expect((await admin().json<PeriodView[]>("GET", periodsOf(asset.id))).body.map((p) => p.id)).toEqual([later.id]);
    const actions = (
      await t.deps.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.targetId, asset.id), eq(auditLog.organizationId, tenant.orgId)))
    ).map((l) => l.action);
    expect(actions).toEqual(
      expect.arrayContaining(["asset.period_create", "asset.period_update", "asset.period_delete"]),
    );
  });

  it("refuses an end before the start with 'Ongeldige periode', also when a change moves one date", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Verkeerd om" });
    const res = await admin().json<ErrorBody>("POST", periodsOf(asset.id), {
      startsOn: inDays(10),
      endsOn: inDays(9),
      reason: "repair",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ endsOn: "invalidPeriod" });
    const period = await createPeriod(admin(), tenant.orgId, asset.id, { startsOn: inDays(10), endsOn: inDays(12) });
    const moved = await admin().json<ErrorBody>("PATCH", `${base()}/asset-periods/${period.id}`, {
      endsOn: inDays(8),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields).toEqual({ endsOn: "invalidPeriod" });
  });

  it.each([
    [{ startsOn: undefined }, "startsOn", "required"],
    [{ endsOn: "2026-13-01" }, "endsOn", "invalidDate"],
    [{ reason: undefined }, "reason", "required"],
    [{ reason: "vakantie" }, "reason", "invalidChoice"],
    [{ detail: "x".repeat(501) }, "detail", "tooLong:500"],
  ])("refuses %j with a message on %s", async (overrides, field, message) => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Fout" });
    const res = await admin().json<ErrorBody>("POST", periodsOf(asset.id), {
      startsOn: inDays(1),
      endsOn: inDays(2),
      reason: "other",
      ...overrides,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(message);
  });

  it("refuses an overlapping period and names the one in the way; touching periods are fine", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Dubbel geboekt" });
    await createPeriod(admin(), tenant.orgId, asset.id, { startsOn: inDays(10), endsOn: inDays(14), reason: "loaned" });
    for (const [startsOn, endsOn] of [
      [inDays(12), inDays(13)],
      [inDays(8), inDays(10)],
      [inDays(14), inDays(20)],
      [inDays(1), inDays(30)],
    ]) {
      const res = await admin().json<ErrorBody>("POST", periodsOf(asset.id), { startsOn, endsOn, reason: "repair" });
      expect(res.status, `${startsOn}–${endsOn}`).toBe(409);
      expect(res.body.error).toMatchObject({
        code: "PERIOD_OVERLAP",
        details: { startsOn: inDays(10), endsOn: inDays(14), reason: "loaned" },
      });
    }
    await createPeriod(admin(), tenant.orgId, asset.id, { startsOn: inDays(15), endsOn: inDays(16) });
    const before = await createPeriod(admin(), tenant.orgId, asset.id, { startsOn: inDays(8), endsOn: inDays(9) });
    // Stretching a period into its neighbour is refused the same way; its own days are no overlap.
    const stretched = await admin().json<ErrorBody>("PATCH", `${base()}/asset-periods/${before.id}`, {
      endsOn: inDays(11),
    });
    expect(stretched.body.error?.code).toBe("PERIOD_OVERLAP");
    expect((await admin().json("PATCH", `${base()}/asset-periods/${before.id}`, { startsOn: inDays(7) })).status).toBe(
      200,
    );
  });

  it("refuses a period on a day the asset is on an event, naming it; an overnight event's second day counts", async () => {
    const asset = await createAsset(admin(), tenant.orgId, { name: "Nachtdienst", type: "tent" });
    const night = await createEvent(admin(), tenant.orgId, {
      name: "Nachtrun",
      date: inDays(20),
      endDate: inDays(21),
      startTime: "20:00",
      endTime: "02:00",
    });
    expect((await assign(admin(), tenant.orgId, night.id, asset.id)).status).toBe(201);
    const res = await admin().json<ErrorBody>("POST", periodsOf(asset.id), {
      startsOn: inDays(21),
      endsOn: inDays(22),
      reason: "repair",
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: "PERIOD_HAS_EVENTS",
      details: { event: "Nachtrun", eventId: night.id },
    });
    // The days before and after are free.
    await createPeriod(admin(), tenant.orgId, asset.id, { startsOn: inDays(18), endsOn: inDays(19) });
    await createPeriod(admin(), tenant.orgId, asset.id, { startsOn: inDays(22), endsOn: inDays(23) });
    // A cancelled event does not hold the asset.
    await admin().json("PATCH", `${base()}/events/${night.id}`, { cancelled: true });
    await createPeriod(admin(), tenant.orgId, asset.id, { startsOn: inDays(20), endsOn: inDays(21) });
  });

  it("keeps periods per organisation: another's asset or period answers 404; a caregiver gets 403", async () => {
    const theirs = await createAsset(other.admin.agent, other.orgId, { name: "Buren" });
    const theirPeriod = await createPeriod(other.admin.agent, other.orgId, theirs.id, {
      startsOn: inDays(3),
      endsOn: inDays(4),
    });
    expect((await admin().json("GET", periodsOf(theirs.id))).status).toBe(404);
    expect(
      (await admin().json("POST", periodsOf(theirs.id), { startsOn: inDays(5), endsOn: inDays(6), reason: "other" }))
        .status,
    ).toBe(404);
    expect((await admin().json("PATCH", `${base()}/asset-periods/${theirPeriod.id}`, { detail: "x" })).status).toBe(
      404,
    );
    expect((await admin().delete(`${base()}/asset-periods/${theirPeriod.id}`)).status).toBe(404);
    const mine = await createAsset(admin(), tenant.orgId, { name: "Van ons" });
    const caregiver = tenant.caregiver.agent;
    expect((await caregiver.json("GET", periodsOf(mine.id))).status).toBe(403);
    expect(
      (await caregiver.json("POST", periodsOf(mine.id), { startsOn: inDays(5), endsOn: inDays(6), reason: "other" }))
        .status,
    ).toBe(403);
  });
});
