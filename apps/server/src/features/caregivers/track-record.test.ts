import type { AssignmentView } from "@hulppost/shared/events";
import type { TrackRecordView } from "@hulppost/shared/staffing/track-record";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays, today } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { queryCounter } from "../../db/client";
import { eventInterests } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

const orgPath = (org: Tenant, rest: string) => `/api/orgs/${org.orgId}${rest}`;
const noShowPath = (org: Tenant, eventId: string, userId: string) =>
  orgPath(org, `/events/${eventId}/assignments/${userId}/no-show`);
const recordPath = (org: Tenant, userId: string) => orgPath(org, `/members/${userId}/track-record`);

async function assign(org: Tenant, eventId: string, userId = org.caregiver.id, qualification?: string) {
  const res = await org.admin.agent.json("POST", orgPath(org, `/events/${eventId}/assignments`), {
    userId,
    ...(qualification ? { qualification } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const auditActions = async (eventId: string) =>
  (
    await t.database.query<{ action: string }>(
      "select action from audit_log where target_id = $1 and action like 'event.no_show%' order by created_at, id",
      [eventId],
    )
  ).map((row) => row.action);

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Staat van dienst" });
  other = await createTenant(t, { label: "Andere dienst" });
});
afterAll(() => t.close());

describe("marking a no-show", () => {
  it("is allowed once the event has started, logged, and taken off again", async () => {
    const live = await createEvent(tenant.admin.agent, tenant.orgId, { date: inDays(-1), endDate: inDays(1) });
    await assign(tenant, live.id);
    const marked = await tenant.admin.agent.json<AssignmentView>(
      "PUT",
      noShowPath(tenant, live.id, tenant.caregiver.id),
      { noShow: true },
    );
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ userId: tenant.caregiver.id, noShow: true, postLeader: false });
    const detail = await tenant.admin.agent.json<{ assignments: AssignmentView[] }>(
      "GET",
      orgPath(tenant, `/events/${live.id}`),
    );
    expect(detail.body.assignments.find((a) => a.userId === tenant.caregiver.id)?.noShow).toBe(true);
    // The same mark again writes nothing.
    await tenant.admin.agent.json("PUT", noShowPath(tenant, live.id, tenant.caregiver.id), { noShow: true });
    const unmarked = await tenant.admin.agent.json<AssignmentView>(
      "PUT",
      noShowPath(tenant, live.id, tenant.caregiver.id),
      { noShow: false },
    );
    expect(unmarked.body.noShow).toBe(false);
    expect(await auditActions(live.id)).toEqual(["event.no_show_mark", "event.no_show_unmark"]);
  });

  it("is refused before the start and at a cancelled event", async () => {
    const next = await createEvent(tenant.admin.agent, tenant.orgId, { date: inDays(2) });
    await assign(tenant, next.id);
    const early = await tenant.admin.agent.json<ErrorBody>("PUT", noShowPath(tenant, next.id, tenant.caregiver.id), {
      noShow: true,
    });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("EVENT_NOT_STARTED");

    const past = await createEvent(tenant.admin.agent, tenant.orgId, { date: inDays(-2) });
    await assign(tenant, past.id);
    await tenant.admin.agent.json("PATCH", orgPath(tenant, `/events/${past.id}`), { cancelled: true });
    const cancelled = await tenant.admin.agent.json<ErrorBody>(
      "PUT",
      noShowPath(tenant, past.id, tenant.caregiver.id),
      { noShow: true },
    );
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.code).toBe("EVENT_CANCELLED");
    expect(await auditActions(next.id)).toEqual([]);
  });

  it("refuses bad input, a person not on the event, a caregiver, and another organisation's event", async () => {
    const past = await createEvent(tenant.admin.agent, tenant.orgId, { date: inDays(-4) });
    await assign(tenant, past.id);
    const path = noShowPath(tenant, past.id, tenant.caregiver.id);
    const bad = await tenant.admin.agent.json<ErrorBody>("PUT", path, { noShow: "ja" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("noShow");
    expect((await tenant.admin.agent.json<ErrorBody>("PUT", path, {})).status).toBe(400);
    expect((await tenant.admin.agent.json<ErrorBody>("PUT", path, { noShow: true, extra: 1 })).status).toBe(400);

    const notOn = await tenant.admin.agent.json<ErrorBody>("PUT", noShowPath(tenant, past.id, tenant.admin.id), {
      noShow: true,
    });
    expect(notOn.status).toBe(404);
    expect(notOn.body.error.code).toBe("NOT_ASSIGNED");

    expect((await tenant.caregiver.agent.json("PUT", path, { noShow: true })).status).toBe(403);

    // The other organisation's admin names this event under their own organisation: not theirs.
    const foreign = await other.admin.agent.json<ErrorBody>("PUT", noShowPath(other, past.id, tenant.caregiver.id), {
      noShow: true,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("EVENT_NOT_FOUND");
    const mark = await t.database.query<{ no_show: boolean }>(
      "select no_show from event_assignments where event_id = $1",
      [past.id],
    );
    expect(mark).toEqual([{ no_show: false }]);
  });
});

describe("a person's track record", () => {
  it("counts hours, posts and the first event without the no-shows, and says how often they raise a hand", async () => {
    const own = await createTenant(t, { label: "Telling" });
    const person = own.caregiver.id;
    // 8 hours worked as a nurse, 4 hours as a first aider, a no-show of 6 hours, a cancelled one, one to come.
    const worked = await createEvent(own.admin.agent, own.orgId, {
      name: "Gewerkt",
      date: inDays(-3),
      startTime: "10:00",
      endTime: "18:00",
    });
    const first = await createEvent(own.admin.agent, own.orgId, {
      name: "Eerste",
      date: inDays(-20),
      startTime: "08:00",
      endTime: "12:00",
    });
    const missed = await createEvent(own.admin.agent, own.orgId, {
      name: "Niet gekomen",
      date: inDays(-30),
      startTime: "12:00",
      endTime: "18:00",
    });
    const cancelled = await createEvent(own.admin.agent, own.orgId, { name: "Afgelast", date: inDays(-5) });
    const next = await createEvent(own.admin.agent, own.orgId, { name: "Straks", date: inDays(5) });
    // An event of the organisation they were not on, and one they only raised a hand for.
    const skipped = await createEvent(own.admin.agent, own.orgId, { name: "Overgeslagen", date: inDays(-8) });
    await assign(own, worked.id);
    await assign(own, first.id, person, "first_aider");
    await assign(own, missed.id);
    await assign(own, cancelled.id);
    await assign(own, next.id);
    await own.admin.agent.json("PATCH", orgPath(own, `/events/${cancelled.id}`), { cancelled: true });
    const marked = await own.admin.agent.json("PUT", noShowPath(own, missed.id, person), { noShow: true });
    expect(marked.status).toBe(200);
    // Hands can only be raised before the start: the past ones are written as they were then.
    await t.deps.db
      .insert(eventInterests)
      .values(
        [worked.id, first.id, skipped.id].map((eventId) => ({ organizationId: own.orgId, eventId, userId: person })),
      );

    const res = await own.admin.agent.json<TrackRecordView>("GET", recordPath(own, person));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const record = res.body;
    const thisYear = (date: string) => date.slice(0, 4) === today().slice(0, 4);
    const hoursThisYear = (thisYear(inDays(-3)) ? 8 : 0) + (thisYear(inDays(-20)) ? 4 : 0);
    expect(record).toMatchObject({
      userId: person,
      firstName: "Zorg",
      worked: {
        eventsAllTime: 2,
        hoursAllTime: 12,
        eventsThisYear: (thisYear(inDays(-3)) ? 1 : 0) + (thisYear(inDays(-20)) ? 1 : 0),
        hoursThisYear,
      },
      posts: { doctor: 0, nurse: 1, first_aider: 1 },
      noShows: 1,
      upcoming: 1,
      // Raised for 3 of the 4 events held (the cancelled one does not count): often.
      hands: { raised: 3, offered: 4, level: "often" },
    });
    expect(record.firstEventAt?.slice(0, 10)).toBe(inDays(-20));
    expect(record.events.map((e) => [e.name, e.phase, e.noShow, e.hoursWorked, e.interested])).toEqual([
      ["Straks", "planned", false, 0, false],
      ["Gewerkt", "past", false, 8, true],
      ["Afgelast", "past", false, 0, false],
      ["Eerste", "past", false, 4, true],
      ["Niet gekomen", "past", true, 0, false],
    ]);

    // The hours of a no-show count nowhere: not in the caregivers' history, not in the insights.
    const history = await own.admin.agent.json<{ userId: string; eventsWorked: number; hoursWorked: number }[]>(
      "GET",
      orgPath(own, `/caregiver-history?from=${inDays(-60)}&to=${inDays(1)}`),
    );
    expect(history.body.find((row) => row.userId === person)).toMatchObject({ eventsWorked: 2, hoursWorked: 12 });
    const insights = await own.admin.agent.json<{
      hours: { people: { userId: string; events: number; hours: number }[] };
    }>("GET", orgPath(own, `/insights?from=${inDays(-60)}&to=${inDays(1)}`));
    expect(insights.status).toBe(200);
    expect(insights.body.hours.people.find((p) => p.userId === person)).toMatchObject({ events: 2, hours: 12 });
    const eventInsights = await own.admin.agent.json<{ hours: { people: unknown[] } }>(
      "GET",
      orgPath(own, `/events/${missed.id}/insights`),
    );
    expect(eventInsights.body.hours.people).toEqual([]);
  });

  it("is empty for a member without events", async () => {
    const fresh = await createTenant(t, { label: "Nieuw" });
    const res = await fresh.admin.agent.json<TrackRecordView>("GET", recordPath(fresh, fresh.caregiver.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstEventAt: null,
      worked: { eventsAllTime: 0, eventsThisYear: 0, hoursAllTime: 0, hoursThisYear: 0 },
      noShows: 0,
      hands: { raised: 0, offered: 0, level: "never" },
      events: [],
    });
  });

  it("answers with the same number of queries however many events the person has", async () => {
    const own = await createTenant(t, { label: "Tellen" });
    const measure = async () => {
      const store = { count: 0, texts: [] as string[] };
      const res = await queryCounter.run(store, () => own.admin.agent.get(recordPath(own, own.caregiver.id)));
      expect(res.status).toBe(200);
      return store.count;
    };
    const few = await measure();
    for (let i = 1; i <= 5; i++) {
      const e = await createEvent(own.admin.agent, own.orgId, { name: `E${i}`, date: inDays(-i * 7) });
      await assign(own, e.id);
    }
    expect(await measure()).toBe(few);
  });

  it("answers 404 for a person of another organisation, and refuses a caregiver", async () => {
    const foreign = await tenant.admin.agent.json<ErrorBody>("GET", recordPath(tenant, other.caregiver.id));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("USER_NOT_FOUND");
    // Another organisation's admin asks under their own organisation about this tenant's caregiver.
    expect((await other.admin.agent.json("GET", recordPath(other, tenant.caregiver.id))).status).toBe(404);
    expect((await tenant.caregiver.agent.json("GET", recordPath(tenant, tenant.caregiver.id))).status).toBe(403);
    expect((await tenant.admin.agent.json("GET", recordPath(tenant, "not-a-uuid"))).status).toBe(400);
  });
});
