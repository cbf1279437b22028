import type { PriceChangeView, PublicPrices } from "@hulppost/shared/pricing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCaregiver } from "../../../test/helpers/sms";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { queryCounter } from "../../db/client";
import { auditLog, smsMessages, smsRecipients } from "../../db/schema/index";
import { smsOverview } from "../sms/sms-overview.service";
import { currentPrices } from "./prices.service";

let t: TestApp;
let root: TestUser;
let tenant: Tenant;

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const SPEC = { premium_monthly: 2500, sms_per_message: 15, per_event: 1000, per_active_caregiver: 100 };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  root = await t.createUser({ roles: ["super_admin"], firstName: "Prijs", lastName: "Beheerder" });
  tenant = await createTenant(t, { label: "Prijzen" });
});
afterAll(() => t.close());

/** Every change made by a test is undone before the next, so each starts from the spec's prices. */
async function resetPrices() {
  await t.database.query("delete from price_changes where effective_from > '2000-01-01'");
}

const history = async () => (await root.agent.json<PriceChangeView[]>("GET", "/api/platform/prices")).body;
const schedule = (body: unknown, agent = root.agent) =>
  agent.json<PriceChangeView & ErrorBody>("POST", "/api/platform/prices", body);
const publicPrices = async () => {
  const res = await t.agent().request("GET", "/api/prices");
  return { res, body: (await res.json()) as PublicPrices };
};
const rowCount = async () =>
  Number((await t.database.query<{ n: number }>("select count(*)::int as n from price_changes"))[0]?.n);

describe("the public prices", () => {
  it("answers anyone with the spec's prices from migration 0013, cached for a minute, with no session", async () => {
    await resetPrices();
    const { res, body } = await publicPrices();
    expect(res.status).toBe(200);
    expect(body).toEqual({ current: SPEC, upcoming: [] });
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("is one query, however many changes there are", async () => {
    await resetPrices();
    const counted = async () => {
      const store = { count: 0, texts: [] as string[] };
      const res = await queryCounter.run(store, () => t.agent().request("GET", "/api/prices"));
      expect(res.status).toBe(200);
      return store.count;
    };
    expect(await counted()).toBe(1);
    for (const minutes of [10, 20, 30])
      await schedule({ key: "per_event", amountCents: 1000 + minutes, effectiveFrom: inMinutes(minutes) });
    await schedule({ key: "sms_per_message", amountCents: 16, effectiveFrom: "now" });
    expect(await counted()).toBe(1);
    await resetPrices();
  });
});

describe("in force and scheduled", () => {
  it("keeps a future change out of the prices in force, announces the soonest per key, and shortens the cache to it", async () => {
    await resetPrices();
    const later = inMinutes(60 * 24 * 30);
    const soon = inMinutes(30);
    const first = await schedule({ key: "premium_monthly", amountCents: 2900, effectiveFrom: later });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      key: "premium_monthly",
      amountCents: 2900,
      effectiveFrom: later,
      status: "scheduled",
      createdBy: { id: root.id, name: "Prijs Beheerder", email: root.email },
    });
    // A later change of the same key does not hide the sooner one; another key has its own.
    await schedule({ key: "premium_monthly", amountCents: 3100, effectiveFrom: inMinutes(60 * 24 * 60) });
    await schedule({ key: "sms_per_message", amountCents: 18, effectiveFrom: soon });

    const { res, body } = await publicPrices();
    expect(body.current).toEqual(SPEC);
    expect(body.upcoming).toEqual([
      { key: "sms_per_message", amountCents: 18, effectiveFrom: soon },
      { key: "premium_monthly", amountCents: 2900, effectiveFrom: later },
    ]);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await currentPrices(t.deps.db)).toEqual(SPEC);
    // At the moment the change takes effect it is the price, for anyone asking about that moment.
    expect((await currentPrices(t.deps.db, new Date(soon))).sms_per_message).toBe(18);
    expect((await currentPrices(t.deps.db, new Date(Date.parse(later) + 1))).premium_monthly).toBe(2900);

    // A change seconds away: the answer is not kept past it.
    await schedule({ key: "per_event", amountCents: 1200, effectiveFrom: new Date(Date.now() + 20_000).toISOString() });
    const age = Number((await publicPrices()).res.headers.get("cache-control")?.match(/max-age=(\d+)/)?.[1]);
    expect(age).toBeGreaterThanOrEqual(15);
    expect(age).toBeLessThanOrEqual(20);
    await resetPrices();
  });

  it("puts a change 'now' in force at once and keeps the old price in the history", async () => {
    await resetPrices();
    const before = await history();
    expect(before.filter((c) => c.status === "current")).toHaveLength(4);
    expect(before.every((c) => c.createdBy === null)).toBe(true);

    const changed = await schedule({ key: "premium_monthly", amountCents: 2900, effectiveFrom: "now" });
    expect(changed.status).toBe(201);
    expect(changed.body.status).toBe("current");
    expect(Math.abs(Date.parse(changed.body.effectiveFrom) - Date.now())).toBeLessThan(5_000);
    expect((await publicPrices()).body.current).toEqual({ ...SPEC, premium_monthly: 2900 });
    expect((await currentPrices(t.deps.db)).premium_monthly).toBe(2900);

    const after = await history();
    expect(after).toHaveLength(before.length + 1);
    // Newest moment first; the spec's price is still there, now past.
    expect(after[0]).toMatchObject({ id: changed.body.id, status: "current", amountCents: 2900 });
    const premium = after.filter((c) => c.key === "premium_monthly");
    expect(premium.map((c) => [c.amountCents, c.status])).toEqual([
      [2900, "current"],
      [2500, "past"],
    ]);
    // Nobody priced anything backwards: a moment a few seconds ago (the form sent a moment late)
    // is stored as now.
    const late = await schedule({
      key: "per_active_caregiver",
      amountCents: 120,
      effectiveFrom: new Date(Date.now() - 20_000).toISOString(),
    });
    expect(late.status).toBe(201);
    expect(Date.parse(late.body.effectiveFrom)).toBeGreaterThan(Date.now() - 5_000);
    expect(late.body.status).toBe("current");

    const logged = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, changed.body.id));
    expect(logged).toMatchObject([
      {
        action: "price.change",
        actorUserId: root.id,
        organizationId: null,
        targetType: "price_change",
        details: { key: "premium_monthly", amountCents: 2900, effectiveFrom: changed.body.effectiveFrom },
      },
    ]);
    await resetPrices();
  });

  it("of two changes with the same moment, takes the one set last", async () => {
    await resetPrices();
    const at = "2020-06-01T00:00:00Z";
    await t.database.query(
      `insert into price_changes (key, amount_cents, effective_from, created_at) values
        ('per_event', 1100, $1, now() - interval '1 hour'), ('per_event', 1300, $1, now())`,
      [at],
    );
    expect((await currentPrices(t.deps.db)).per_event).toBe(1300);
    expect((await currentPrices(t.deps.db, new Date("2020-05-31T23:59:59Z"))).per_event).toBe(1000);
    const statuses = (await history()).filter((c) => c.key === "per_event").map((c) => [c.amountCents, c.status]);
    expect(statuses).toEqual([
      [1300, "current"],
      [1100, "past"],
      [1000, "past"],
    ]);
    await resetPrices();
  });
});

describe("cancelling", () => {
  it("cancels a change that has not taken effect, audit-logged, and refuses one in force or past (409)", async () => {
    await resetPrices();
    const future = await schedule({ key: "sms_per_message", amountCents: 20, effectiveFrom: inMinutes(60) });
    const cancelled = await root.agent.request("DELETE", `/api/platform/prices/${future.body.id}`);
    expect(cancelled.status).toBe(204);
    expect((await history()).some((c) => c.id === future.body.id)).toBe(false);
    expect((await publicPrices()).body.upcoming).toEqual([]);
    const [logged] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "price.cancel"));
    expect(logged).toMatchObject({
      actorUserId: root.id,
      targetId: future.body.id,
      details: { key: "sms_per_message", amountCents: 20 },
    });

    const now = await schedule({ key: "sms_per_message", amountCents: 17, effectiveFrom: "now" });
    const inForce = await root.agent.json<ErrorBody>("DELETE", `/api/platform/prices/${now.body.id}`);
    expect(inForce.status).toBe(409);
    expect(inForce.body.error.code).toBe("PRICE_IN_EFFECT");
    const spec = (await history()).find((c) => c.key === "sms_per_message" && c.status === "past");
    expect(spec?.amountCents).toBe(15);
    expect((await root.agent.json<ErrorBody>("DELETE", `/api/platform/prices/${spec?.id}`)).status).toBe(409);
    expect((await history()).filter((c) => c.key === "sms_per_message")).toHaveLength(2);

    const unknown = await root.agent.json<ErrorBody>(
      "DELETE",
      "/api/platform/prices/00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("PRICE_CHANGE_NOT_FOUND");
    expect((await root.agent.json("DELETE", "/api/platform/prices/not-an-id")).status).toBe(400);
    await resetPrices();
  });
});

describe("validation", () => {
  it.each([
    ["a negative amount", { amountCents: -1 }, { amountCents: "priceNegative" }],
    [
      "an amount over the key's maximum",
      { key: "sms_per_message", amountCents: 1001 },
      { amountCents: "priceTooHigh:10" },
    ],
    ["a huge amount", { amountCents: 1e12 }, { amountCents: "priceTooHigh:10000" }],
    ["a fraction of a cent", { amountCents: 12.5 }, { amountCents: "priceDecimals" }],
    ["NaN (null in JSON)", { amountCents: Number.NaN }, { amountCents: "required" }],
    ["NaN as text", { amountCents: "NaN" }, { amountCents: "invalidType" }],
    ["an amount as text", { amountCents: "2900" }, { amountCents: "invalidType" }],
    ["no amount", { amountCents: undefined }, { amountCents: "required" }],
    ["an unknown key", { key: "premium_yearly" }, { key: "invalidChoice" }],
    ["a moment an hour ago", { effectiveFrom: inMinutes(-60) }, { effectiveFrom: "scheduledInPast" }],
    ["a date without a time", { effectiveFrom: "2031-01-01" }, { effectiveFrom: "invalidDateTime" }],
    ["an impossible date", { effectiveFrom: "2031-02-31T10:00:00Z" }, { effectiveFrom: "invalidDateTime" }],
    ["the year 3000", { effectiveFrom: "3000-01-01T00:00:00Z" }, { effectiveFrom: "dateOutOfRange" }],
    ["no moment", { effectiveFrom: undefined }, { effectiveFrom: "required" }],
  ])("refuses %s with a field error and stores nothing", async (_label, change, fields) => {
    const count = await rowCount();
    const res = await schedule({ key: "premium_monthly", amountCents: 2900, effectiveFrom: "now", ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.fields).toMatchObject(fields);
    expect(await rowCount()).toBe(count);
  });

  it("accepts the key's maximum and a price of nothing", async () => {
    await resetPrices();
    expect((await schedule({ key: "sms_per_message", amountCents: 1000, effectiveFrom: inMinutes(5) })).status).toBe(
      201,
    );
    expect((await schedule({ key: "per_event", amountCents: 0, effectiveFrom: inMinutes(5) })).status).toBe(201);
    await resetPrices();
  });
});

describe("who may manage prices", () => {
  it("answers 401 to anonymous and 403 to admins and caregivers on every management route, and changes nothing", async () => {
    await resetPrices();
    const future = await schedule({ key: "per_event", amountCents: 1100, effectiveFrom: inMinutes(60) });
    const admin = await t.createUser({ roles: ["admin"] });
    const count = await rowCount();
    const calls = [
      ["GET", "/api/platform/prices", undefined],
      ["POST", "/api/platform/prices", { key: "premium_monthly", amountCents: 1, effectiveFrom: "now" }],
      ["DELETE", `/api/platform/prices/${future.body.id}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await t.agent().json(method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
      for (const [who, agent] of [
        ["global admin", admin.agent],
        ["organisation admin", tenant.admin.agent],
        ["caregiver", tenant.caregiver.agent],
      ] as const)
        expect((await agent.json(method, path, body)).status, `${method} ${path} as ${who}`).toBe(403);
    }
    expect(await rowCount()).toBe(count);
    expect((await publicPrices()).body.current).toEqual(SPEC);
    await resetPrices();
  });
});

describe("the SMS center's cost this month", () => {
  it("bills each part at the SMS price in force when it was sent", async () => {
    await resetPrices();
    const person = await addCaregiver(t, tenant, { firstName: "Sien", lastName: "Sms", phone: "+32470555666" });
    const [message] = await t.deps.db
      .insert(smsMessages)
      .values({
        organizationId: tenant.orgId,
        text: "Hallo",
        encoding: "gsm7",
        parts: 1,
        status: "done",
        source: "center",
      })
      .returning();
    if (!message) throw new Error("message not made");
    // In March 2031 (Brussels time): 2 parts on the 5th at 0.15 €, then the price goes to 0.20 € on
    // the 10th, then 3 parts on the 12th. A price of April does not reach back.
    const recipient = (sentAt: string, parts: number) => ({
      messageId: message.id,
      organizationId: tenant.orgId,
      userId: person.id,
      name: "Sien Sms",
      phone: "+32470555666",
      text: "Hallo",
      parts,
      status: "delivered" as const,
      sentAt: new Date(sentAt),
    });
    await t.deps.db
      .insert(smsRecipients)
      .values([recipient("2031-03-05T10:00:00Z", 2), recipient("2031-03-12T10:00:00Z", 3)]);
    await t.database.query(
      `insert into price_changes (key, amount_cents, effective_from) values
        ('sms_per_message', 20, '2031-03-10T00:00:00Z'), ('sms_per_message', 99, '2031-04-01T00:00:00Z')`,
    );
    const overview = await smsOverview(t.deps, tenant.orgId, new Date("2031-03-20T12:00:00Z"));
    expect(overview.usage).toEqual({ month: "2031-03", messages: 2, parts: 5, costEur: 0.9 });
    await t.deps.db.execute(sql`delete from sms_messages where id = ${message.id}`);
    await resetPrices();
  });
});
