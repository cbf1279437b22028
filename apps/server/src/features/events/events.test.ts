import { gunzipSync } from "node:zlib";
import { eventSummaryView } from "@hulppost/shared/events";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createEvent, eventInput, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { writeOrgData } from "../../db/org-write";
import { auditLog, events, userOrganizations } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t);
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; fields?: Record<string, string>; details?: Record<string, unknown> } };
type EventView = {
  id: string;
  name: string;
  phase: string;
  cancelled: boolean;
  startsAt: string;
  endsAt: string;
  endDate: string;
  contactPhone: string;
  staffing: { doctors: { required: number; assigned: number }; nurses: { required: number; assigned: number } };
  openPosts: number;
};

async function eventCount() {
  const [row] = await t.deps.db.select({ n: count() }).from(events);
  return row?.n ?? 0;
}

describe("events", () => {
  it("are created with every field, local times turned into instants, phones in E.164", async () => {
    const res = await tenant.admin.agent.json<EventView>(
      "POST",
      `/api/orgs/${tenant.orgId}/events`,
      eventInput({ name: "  Marathon  " }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Marathon",
      phase: "planned",
      cancelled: false,
      contactPhone: "+32475112233",
      staffing: { doctors: { required: 1, assigned: 0 }, nurses: { required: 2, assigned: 0 } },
      openPosts: 6,
    });
    // 10:00 in Brussels is 08:00 or 09:00 UTC depending on the season.
    expect(new Date(res.body.startsAt).getUTCHours()).toBeGreaterThanOrEqual(8);
    expect(new Date(res.body.startsAt).getUTCHours()).toBeLessThanOrEqual(9);
  });

  it.each([
    ["no name", { name: " " }, "name", "required"],
    ["no date", { date: undefined }, "date", "required"],
    ["an empty date", { date: "" }, "date", "required"],
    ["an impossible date", { date: "2026-02-30" }, "date", "invalidDate"],
    ["an end before the start", { startTime: "18:00", endTime: "10:00" }, "endTime", "endAfterStart"],
    ["a malformed time", { startTime: "25:00" }, "startTime", "invalidTime"],
    ["a negative requirement", { requiredNurses: -1 }, "requiredNurses", "tooSmall:0"],
    ["a requirement over 500", { requiredDoctors: 501 }, "requiredDoctors", "tooBig:500"],
    ["a fractional requirement", { requiredFirstAiders: 1.5 }, "requiredFirstAiders", "wholeNumber"],
    ["a malformed contact phone", { contactPhone: "123" }, "contactPhone", "invalidPhone"],
    ["a malformed contact email", { contactEmail: "nope" }, "contactEmail", "invalidEmail"],
    ["a name over 200 characters", { name: "x".repeat(201) }, "name", "tooLong:200"],
  ])("refuses %s with a field-level message and writes nothing", async (_, overrides, field, message) => {
    const before = await eventCount();
    const res = await tenant.admin.agent.json<ErrorBody>(
      "POST",
      `/api/orgs/${tenant.orgId}/events`,
      eventInput(overrides),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(message);
    expect(await eventCount()).toBe(before);
  });

  it("runs past midnight with an end date on the next day", async () => {
    const res = await tenant.admin.agent.json<EventView>(
      "POST",
      `/api/orgs/${tenant.orgId}/events`,
      eventInput({ date: inDays(3), endDate: inDays(4), startTime: "20:00", endTime: "02:00" }),
    );
    expect(res.status).toBe(201);
    expect(new Date(res.body.endsAt).getTime() - new Date(res.body.startsAt).getTime()).toBe(6 * 3600_000);
    // Moving it to another day keeps it overnight: the end date moves along.
    const moved = await tenant.admin.agent.json<EventView>("PATCH", `/api/orgs/${tenant.orgId}/events/${res.body.id}`, {
      date: inDays(7),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: inDays(7), endDate: inDays(8) });
    expect(new Date(moved.body.endsAt).getTime() - new Date(moved.body.startsAt).getTime()).toBe(6 * 3600_000);
  });

  it("shows each event as planned, live or past, and filters current, upcoming, ongoing, completed, cancelled", async () => {
    const own = await createTenant(t);
    const planned = await createEvent(own.admin.agent, own.orgId, { name: "Later", date: inDays(5) });
    const live = await createEvent(own.admin.agent, own.orgId, { name: "Nu", date: inDays(-1), endDate: inDays(1) });
    const past = await createEvent(own.admin.agent, own.orgId, { name: "Vroeger", date: inDays(-20) });
    const cancelled = await createEvent(own.admin.agent, own.orgId, { name: "Afgelast", date: inDays(8) });
    await own.admin.agent.json("PATCH", `/api/orgs/${own.orgId}/events/${cancelled.id}`, { cancelled: true });
    const ids = async (filter: string) =>
      (await own.caregiver.agent.json<EventView[]>("GET", `/api/orgs/${own.orgId}/events?filter=${filter}`)).body.map(
        (e) => e.id,
      );
    // Live first (it started earlier), then planned; neither past nor cancelled ones.
    expect(await ids("current")).toEqual([live.id, planned.id]);
    expect(await ids("upcoming")).toEqual([planned.id]);
    expect(await ids("ongoing")).toEqual([live.id]);
    expect(await ids("completed")).toEqual([past.id]);
    expect(await ids("cancelled")).toEqual([cancelled.id]);
    const all = (await own.caregiver.agent.json<EventView[]>("GET", `/api/orgs/${own.orgId}/events`)).body;
    expect(Object.fromEntries(all.map((e) => [e.name, e.phase]))).toEqual({
      Later: "planned",
      Nu: "live",
      Vroeger: "past",
      Afgelast: "planned",
    });
    // A calendar window returns the events that overlap it.
    // The list is built as JSON by the database: it must match the contract exactly, field by field.
    const parsed = z.array(eventSummaryView.strict()).safeParse(all);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const one = (await own.caregiver.agent.json<EventView>("GET", `/api/orgs/${own.orgId}/events/${planned.id}`)).body;
    const summaryKeys = Object.keys(eventSummaryView.shape);
    const single = Object.fromEntries(Object.entries(one).filter(([k]) => summaryKeys.includes(k)));
    expect(all.find((e) => e.id === planned.id)).toEqual(single);
    const window = await own.caregiver.agent.json<EventView[]>(
      "GET",
      `/api/orgs/${own.orgId}/events?from=${inDays(4)}&to=${inDays(6)}`,
    );
    expect(window.body.map((e) => e.id)).toEqual([planned.id]);
    expect((await own.caregiver.agent.json("GET", `/api/orgs/${own.orgId}/events?filter=later`)).status).toBe(400);
  });

  it("are changed, cancelled and deleted by admins only", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId);
    const path = `/api/orgs/${tenant.orgId}/events/${event.id}`;
    expect((await tenant.caregiver.agent.json("PATCH", path, { name: "Overname" })).status).toBe(403);
    const bad = await tenant.admin.agent.json<ErrorBody>("PATCH", path, { startTime: "19:00" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.endTime).toBe("endAfterStart");
    const changed = await tenant.admin.agent.json<EventView>("PATCH", path, {
      name: "Nieuwe naam",
      requiredDoctors: 4,
    });
    expect(changed.body).toMatchObject({ name: "Nieuwe naam", staffing: { doctors: { required: 4 } } });
    expect((await tenant.caregiver.agent.delete(path)).status).toBe(403);
    expect((await tenant.admin.agent.delete(path)).status).toBe(204);
    const gone = await tenant.admin.agent.json<ErrorBody>("GET", path);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe("EVENT_NOT_FOUND");
  });
});

describe("free plan", () => {
  it("refuses the third event created in a calendar month with the limit; premium is unlimited", async () => {
    const free = await createTenant(t, { plan: "free" });
    await createEvent(free.admin.agent, free.orgId, { name: "Een" });
    await createEvent(free.admin.agent, free.orgId, { name: "Twee" });
    const third = await free.admin.agent.json<ErrorBody>(
      "POST",
      `/api/orgs/${free.orgId}/events`,
      eventInput({ name: "Drie" }),
    );
    expect(third.status).toBe(403);
    expect(third.body.error).toMatchObject({ code: "PLAN_LIMIT_EVENTS", details: { limit: 2 } });
    // Deleting an event does not give the month's allowance back.
    const [first] = await t.deps.db.select().from(events).where(eq(events.organizationId, free.orgId));
    expect((await free.admin.agent.delete(`/api/orgs/${free.orgId}/events/${first?.id}`)).status).toBe(204);
    const afterDelete = await free.admin.agent.json<ErrorBody>(
      "POST",
      `/api/orgs/${free.orgId}/events`,
      eventInput({ name: "Drie" }),
    );
    expect(afterDelete.body.error?.code).toBe("PLAN_LIMIT_EVENTS");
    // Events created last month do not count. (The audit log refuses changes; the test steps
    // around its trigger to move the creations back in time.)
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx
        .update(auditLog)
        .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600_000) })
        .where(eq(auditLog.organizationId, free.orgId));
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    expect(
      (await free.admin.agent.json("POST", `/api/orgs/${free.orgId}/events`, eventInput({ name: "Drie" }))).status,
    ).toBe(201);
    for (let i = 0; i < 3; i++) await createEvent(tenant.admin.agent, tenant.orgId, { name: `Premium ${i}` });
  });
});

describe("cached answers", () => {
  it("never serve a list or dashboard older than the data, whoever changed it", async () => {
    const own = await createTenant(t);
    const event = await createEvent(own.admin.agent, own.orgId, { requiredNurses: 2 });
    const list = async () =>
      (await own.admin.agent.json<EventView[]>("GET", `/api/orgs/${own.orgId}/events`)).body.find(
        (e) => e.id === event.id,
      );
    const board = async () =>
      (await own.admin.agent.json<{ openPosts: number }>("GET", `/api/orgs/${own.orgId}/dashboard`)).body.openPosts;
    expect((await list())?.staffing.nurses.assigned).toBe(0);
    const before = await board();
    await own.admin.agent.json("POST", `/api/orgs/${own.orgId}/events/${event.id}/assignments`, {
      userId: own.caregiver.id,
    });
    expect((await list())?.staffing.nurses.assigned).toBe(1);
    expect(await board()).toBe(before - 1);
    // A change made outside this process's API (another process's service) is seen too.
    await writeOrgData(t.deps.db, own.orgId, (tx) =>
      tx.update(events).set({ name: "Hernoemd" }).where(eq(events.id, event.id)),
    );
    expect((await list())?.name).toBe("Hernoemd");
  });

  it("go out gzipped to a browser, the same answer as the plain one, and never cached by others", async () => {
    const own = await createTenant(t);
    for (let i = 0; i < 8; i++) await createEvent(own.admin.agent, own.orgId, { name: `Festival ${i}` });
    for (const path of [`/api/orgs/${own.orgId}/events`, `/api/orgs/${own.orgId}/dashboard`]) {
      const plain = await own.admin.agent.get(path);
      expect(plain.headers.get("content-encoding")).toBeNull();
      const text = await plain.text();
      // Twice: the first computes and compresses, the second comes from the cache.
      for (let i = 0; i < 2; i++) {
        const zipped = await own.admin.agent.get(path, { "accept-encoding": "gzip, deflate, br" });
        expect(zipped.headers.get("content-encoding")).toBe("gzip");
        expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
        expect(zipped.headers.get("cache-control")).toBe("no-store");
        const bytes = Buffer.from(await zipped.arrayBuffer());
        expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(text));
        expect(gunzipSync(bytes).toString()).toBe(text);
      }
      const refused = await own.admin.agent.get(path, { "accept-encoding": "gzip;q=0" });
      expect(refused.headers.get("content-encoding")).toBeNull();
    }
    // A small answer is not worth compressing.
    const empty = await createTenant(t);
    const small = await empty.admin.agent.get(`/api/orgs/${empty.orgId}/events`, { "accept-encoding": "gzip" });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual([]);
  });
});

describe("an event of another organisation", () => {
  it("tells a member of both which organisation it belongs to, and nobody else", async () => {
    const other = await createTenant(t);
    const event = await createEvent(other.admin.agent, other.orgId, { name: "Elders" });
    await t.deps.db
      .insert(userOrganizations)
      .values({ userId: tenant.caregiver.id, organizationId: other.orgId, role: "hulpverlener" });
    const mine = await tenant.caregiver.agent.json<{ id: string; displayName: string }>(
      "GET",
      `/api/me/events/${event.id}/organization`,
    );
    expect(mine.body).toEqual({ id: other.orgId, displayName: expect.any(String) });
    expect((await tenant.admin.agent.json("GET", `/api/me/events/${event.id}/organization`)).status).toBe(404);
    // Under the wrong organisation's path it is simply not found.
    expect((await tenant.caregiver.agent.json("GET", `/api/orgs/${tenant.orgId}/events/${event.id}`)).status).toBe(404);
  });
});
