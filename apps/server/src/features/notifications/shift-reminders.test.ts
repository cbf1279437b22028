import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/helpers/database";
import { createEvent, inDays } from "../../../test/helpers/events";
import { caregiverWithPhone, deliverAll, type Phone, shown } from "../../../test/helpers/planned-alerts";
import { type PushService, startPushService } from "../../../test/helpers/push-service";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { sweepShiftReminders } from "./shift-reminders";

const HOUR = 3600_000;
const MINUTE = 60_000;

let shared: TestDatabase;
let t: TestApp;
let service: PushService;
let tenant: Tenant;

beforeAll(async () => {
  service = await startPushService();
  shared = await createTestDatabase();
  t = await createTestApp({ PUSH_SERVICE_ORIGINS: service.origin }, shared);
  tenant = await createTenant(t, { plan: "premium" });
});
afterAll(async () => {
  await t.close();
  await shared.drop();
  await service.close();
});

/** An event of the tenant and its start (as the server computed it from the planning time zone). */
async function plannedEvent(name: string, days = 10) {
  const event = await createEvent(tenant.admin.agent, tenant.orgId, { name, date: inDays(days), startTime: "10:00" });
  const [row] = await t.database.query<{ starts_at: Date }>("select starts_at from events where id = $1", [event.id]);
  return { id: event.id, startsAt: new Date(row?.starts_at ?? 0) };
}

/** Assigns through the API (its own alert and mail), then dates the assignment `before` the start. */
async function assignedAt(eventId: string, startsAt: Date, person: Phone, beforeMs: number) {
  const res = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${eventId}/assignments`, {
    userId: person.id,
    qualification: "nurse",
  });
  expect(res.status).toBe(201);
  await t.database.query("update event_assignments set created_at = $1 where event_id = $2 and user_id = $3", [
    new Date(startsAt.getTime() - beforeMs),
    eventId,
    person.id,
  ]);
}

const reminders = async (eventId: string) =>
  t.database.query<{ user_id: string; variant: string; dedupe_key: string }>(
    "select user_id, params->>'variant' as variant, dedupe_key from notifications where kind = 'shiftReminder' and event_id = $1 order by created_at",
    [eventId],
  );

describe("shift reminders", () => {
  it("are due 24 hours and 2 hours before the start, each once, in the person's words, on their phone", async () => {
    const event = await plannedEvent("Stadsfeest Gent");
    const anna = await caregiverWithPhone(t, service, tenant, { firstName: "Anna", qualification: "nurse" });
    await assignedAt(event.id, event.startsAt, anna, 3 * 24 * HOUR);
    const at = (ms: number) => new Date(event.startsAt.getTime() - ms);

    await sweepShiftReminders(t.deps, at(24 * HOUR + MINUTE)); // 24:01 before: not yet
    expect(await reminders(event.id)).toEqual([]);
    await sweepShiftReminders(t.deps, at(24 * HOUR)); // 24:00 before: due
    await sweepShiftReminders(t.deps, at(24 * HOUR - MINUTE)); // 23:59 before: already written
    expect((await reminders(event.id)).map((r) => r.variant)).toEqual(["24h"]);
    expect((await reminders(event.id))[0]?.dedupe_key).toBe(`shift:${event.id}:24h:${event.startsAt.toISOString()}`);

    await sweepShiftReminders(t.deps, at(2 * HOUR + MINUTE));
    expect((await reminders(event.id)).map((r) => r.variant)).toEqual(["24h"]);
    await sweepShiftReminders(t.deps, at(2 * HOUR));
    await sweepShiftReminders(t.deps, at(MINUTE));
    // After the start nothing is due any more.
    await sweepShiftReminders(t.deps, at(-MINUTE));
    expect((await reminders(event.id)).map((r) => r.variant)).toEqual(["24h", "2h"]);

    await deliverAll(t);
    // Sent side by side (the delivery lane), so in either order.
    const seen = shown(service, anna, "shiftReminder").sort((a, b) => a.title.localeCompare(b.title));
    expect(seen.map((p) => p.title)).toEqual(["Morgen: Stadsfeest Gent", "Over 2 uur: Stadsfeest Gent"]);
    expect(seen[0]?.body).toMatch(
      /^Je inzet als verpleegkundige begint \p{L}+dag \d+ \p{L}+ om 10:00, Grote Markt\.$/u,
    );
    expect(seen[0]?.link).toBe(`/dashboard/event-detail?id=${event.id}`);
    expect(service.errors).toEqual([]);
  });

  it("skips the 24-hour reminder for someone assigned less than 24 hours before, and never reminds of a cancelled event", async () => {
    const event = await plannedEvent("Jaarmarkt", 11);
    const early = await caregiverWithPhone(t, service, tenant, { firstName: "Vroeg" });
    const exact = await caregiverWithPhone(t, service, tenant, { firstName: "Precies" });
    const late = await caregiverWithPhone(t, service, tenant, { firstName: "Laat" });
    await assignedAt(event.id, event.startsAt, early, 24 * HOUR + MINUTE);
    await assignedAt(event.id, event.startsAt, exact, 24 * HOUR);
    await assignedAt(event.id, event.startsAt, late, 24 * HOUR - MINUTE);
    await sweepShiftReminders(t.deps, new Date(event.startsAt.getTime() - 23 * HOUR));
    const day = await reminders(event.id);
    expect(day.map((r) => r.user_id).sort()).toEqual([early.id, exact.id].sort());
    await sweepShiftReminders(t.deps, new Date(event.startsAt.getTime() - 2 * HOUR));
    expect(
      (await reminders(event.id))
        .filter((r) => r.variant === "2h")
        .map((r) => r.user_id)
        .sort(),
    ).toEqual([early.id, exact.id, late.id].sort());

    const cancelled = await plannedEvent("Afgelast", 12);
    await assignedAt(cancelled.id, cancelled.startsAt, early, 3 * 24 * HOUR);
    const patch = await tenant.admin.agent.json("PATCH", `/api/orgs/${tenant.orgId}/events/${cancelled.id}`, {
      cancelled: true,
    });
    expect(patch.status).toBe(200);
    await sweepShiftReminders(t.deps, new Date(cancelled.startsAt.getTime() - 24 * HOUR));
    await sweepShiftReminders(t.deps, new Date(cancelled.startsAt.getTime() - 2 * HOUR));
    expect(await reminders(cancelled.id)).toEqual([]);
  });

  it("a sweep that was down sends the 2-hour reminder only, not both at once", async () => {
    const event = await plannedEvent("Laat wakker", 13);
    const bert = await caregiverWithPhone(t, service, tenant, { firstName: "Bert" });
    await assignedAt(event.id, event.startsAt, bert, 3 * 24 * HOUR);
    await sweepShiftReminders(t.deps, new Date(event.startsAt.getTime() - 90 * MINUTE));
    expect((await reminders(event.id)).map((r) => r.variant)).toEqual(["2h"]);
  });

  it("reminds again of an event moved later after its 24-hour reminder, for its new start", async () => {
    const event = await plannedEvent("Verplaatst", 14);
    const carla = await caregiverWithPhone(t, service, tenant, { firstName: "Carla" });
    await assignedAt(event.id, event.startsAt, carla, 3 * 24 * HOUR);
    await sweepShiftReminders(t.deps, new Date(event.startsAt.getTime() - 24 * HOUR));
    const moved = await tenant.admin.agent.json("PATCH", `/api/orgs/${tenant.orgId}/events/${event.id}`, {
      date: inDays(15),
    });
    expect(moved.status).toBe(200);
    const [row] = await t.database.query<{ starts_at: Date }>("select starts_at from events where id = $1", [event.id]);
    const newStart = new Date(row?.starts_at ?? 0);
    expect(newStart.getTime()).toBeGreaterThan(event.startsAt.getTime());
    // The old 24-hour point again: nothing new (the new start is a day later).
    await sweepShiftReminders(t.deps, new Date(event.startsAt.getTime() - 24 * HOUR));
    expect(await reminders(event.id)).toHaveLength(1);
    await sweepShiftReminders(t.deps, new Date(newStart.getTime() - 24 * HOUR));
    const keys = (await reminders(event.id)).map((r) => r.dedupe_key);
    expect(keys).toEqual([
      `shift:${event.id}:24h:${event.startsAt.toISOString()}`,
      `shift:${event.id}:24h:${newStart.toISOString()}`,
    ]);
    await deliverAll(t);
    expect(shown(service, carla, "eventChanged").map((p) => p.title)).toEqual(["Nieuw tijdstip: Verplaatst"]);
    expect(shown(service, carla, "shiftReminder")).toHaveLength(2);
  });

  it("two processes sweeping the same minute write and send each reminder once", async () => {
    const second = await createTestApp({ PUSH_SERVICE_ORIGINS: service.origin }, shared);
    try {
      const event = await plannedEvent("Twee servers", 16);
      const dirk = await caregiverWithPhone(t, service, tenant, { firstName: "Dirk" });
      await assignedAt(event.id, event.startsAt, dirk, 3 * 24 * HOUR);
      const now = new Date(event.startsAt.getTime() - 24 * HOUR);
      await Promise.all([sweepShiftReminders(t.deps, now), sweepShiftReminders(second.deps, now)]);
      expect(await reminders(event.id)).toHaveLength(1);
      await Promise.all([t.deps.jobs.runDue(), second.deps.jobs.runDue()]);
      await Promise.all([t.deps.jobs.runDue(), second.deps.jobs.runDue()]);
      expect(shown(service, dirk, "shiftReminder")).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("a reminder written before a crash is sent by the process that starts after it", async () => {
    const before = await createTestApp({ PUSH_SERVICE_ORIGINS: service.origin }, shared);
    const event = await plannedEvent("Na de crash", 17);
    const eva = await caregiverWithPhone(t, service, tenant, { firstName: "Eva" });
    await assignedAt(event.id, event.startsAt, eva, 3 * 24 * HOUR);
    await deliverAll(t);
    expect(await sweepShiftReminders(before.deps, new Date(event.startsAt.getTime() - 2 * HOUR))).toBeGreaterThan(0);
    // The process dies before its worker ran the delivery job.
    await before.close();
    expect(shown(service, eva, "shiftReminder")).toEqual([]);
    const after = await createTestApp({ PUSH_SERVICE_ORIGINS: service.origin }, shared);
    try {
      await deliverAll(after);
      expect(shown(service, eva, "shiftReminder").map((p) => p.title)).toEqual(["Over 2 uur: Na de crash"]);
    } finally {
      await after.close();
    }
  });
});
