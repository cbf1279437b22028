import type { AssignmentView, EventDetailView, EventSummary, EventView } from "@hulppost/shared/events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

const path = (eventId: string, rest = "", org = tenant) => `/api/orgs/${org.orgId}/events/${eventId}${rest}`;
const leaderPath = (eventId: string, userId: string, org = tenant) =>
  path(eventId, `/assignments/${userId}/post-leader`, org);

/** A live event with the tenant's caregiver assigned. */
async function liveEventWithCaregiver(org = tenant) {
  const event = await createEvent(org.admin.agent, org.orgId, { date: inDays(-1), endDate: inDays(1) });
  const assigned = await org.admin.agent.json("POST", path(event.id, "/assignments", org), {
    userId: org.caregiver.id,
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
  return event;
}

const auditActions = async (eventId: string) =>
  (
    await t.database.query<{ action: string }>(
      "select action from audit_log where target_id = $1 and action like 'event.post_leader%' order by created_at, id",
      [eventId],
    )
  ).map((row) => row.action);

const markOf = async (eventId: string, userId: string) =>
  (
    await t.database.query<{ post_leader: boolean }>(
      "select post_leader from event_assignments where event_id = $1 and user_id = $2",
      [eventId, userId],
    )
  )[0]?.post_leader;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Postleiding" });
  other = await createTenant(t, { label: "Andere leiding" });
});
afterAll(() => t.close());

describe("post leader", () => {
  it("is marked and unmarked by the admin, shown in the staff list and in the caregiver's own views, and logged", async () => {
    const event = await liveEventWithCaregiver();
    const assigned = await tenant.admin.agent.json<EventDetailView>("GET", path(event.id));
    expect(assigned.body.assignments.find((a) => a.userId === tenant.caregiver.id)?.postLeader).toBe(false);

    const marked = await tenant.admin.agent.json<AssignmentView>("PUT", leaderPath(event.id, tenant.caregiver.id), {
      postLeader: true,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ userId: tenant.caregiver.id, postLeader: true, qualification: "nurse" });

    const staff = await tenant.admin.agent.json<EventDetailView>("GET", path(event.id));
    expect(staff.body.assignments.find((a) => a.userId === tenant.caregiver.id)?.postLeader).toBe(true);
    // The admin is not on the event: their own view says they do not lead it.
    expect(staff.body.mine.postLeader).toBe(false);

    const own = await tenant.caregiver.agent.json<EventDetailView>("GET", path(event.id));
    expect(own.body.mine).toMatchObject({ assigned: true, postLeader: true });
    expect(own.body.assignments.find((a) => a.userId === tenant.caregiver.id)?.postLeader).toBe(true);
    const mine = await tenant.caregiver.agent.json<EventView[]>("GET", `/api/orgs/${tenant.orgId}/my-events`);
    expect(mine.body.find((e) => e.id === event.id)?.mine.postLeader).toBe(true);
    const list = await tenant.caregiver.agent.json<EventSummary[]>("GET", `/api/orgs/${tenant.orgId}/events`);
    expect(list.body.find((e) => e.id === event.id)?.mine.postLeader).toBe(true);

    // The same mark again writes nothing (no second line in the log).
    expect(
      (await tenant.admin.agent.json("PUT", leaderPath(event.id, tenant.caregiver.id), { postLeader: true })).status,
    ).toBe(200);
    const unmarked = await tenant.admin.agent.json<AssignmentView>("PUT", leaderPath(event.id, tenant.caregiver.id), {
      postLeader: false,
    });
    expect(unmarked.body.postLeader).toBe(false);
    expect(await auditActions(event.id)).toEqual(["event.post_leader_mark", "event.post_leader_unmark"]);
  });

  it("marks several post leaders of one event", async () => {
    const event = await liveEventWithCaregiver();
    const second = await t.createUser({ firstName: "Nacht", lastName: "Ploeg" });
    await t.database.query(
      "insert into user_organizations (user_id, organization_id, role) values ($1, $2, 'hulpverlener')",
      [second.id, tenant.orgId],
    );
    await t.database.query("update profiles set has_first_aid_certificate = true where user_id = $1", [second.id]);
    await tenant.admin.agent.json("POST", path(event.id, "/assignments"), { userId: second.id });
    for (const userId of [tenant.caregiver.id, second.id])
      expect((await tenant.admin.agent.json("PUT", leaderPath(event.id, userId), { postLeader: true })).status).toBe(
        200,
      );
    const staff = await tenant.admin.agent.json<EventDetailView>("GET", path(event.id));
    expect(staff.body.assignments.filter((a) => a.postLeader)).toHaveLength(2);
  });

  it("goes with the assignment: taken off the event and assigned again, the caregiver no longer leads", async () => {
    const event = await liveEventWithCaregiver();
    await tenant.admin.agent.json("PUT", leaderPath(event.id, tenant.caregiver.id), { postLeader: true });
    expect(
      (await tenant.admin.agent.request("DELETE", path(event.id, `/assignments/${tenant.caregiver.id}`))).status,
    ).toBe(204);
    const gone = await tenant.admin.agent.json<ErrorBody>("PUT", leaderPath(event.id, tenant.caregiver.id), {
      postLeader: true,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe("NOT_ASSIGNED");
    await tenant.admin.agent.json("POST", path(event.id, "/assignments"), { userId: tenant.caregiver.id });
    expect(await markOf(event.id, tenant.caregiver.id)).toBe(false);
    const own = await tenant.caregiver.agent.json<EventDetailView>("GET", path(event.id));
    expect(own.body.mine.postLeader).toBe(false);
  });

  it("refuses bad input with a field error, a caregiver with 403 and foreign ids with 404, changing nothing", async () => {
    const event = await liveEventWithCaregiver();
    for (const body of [{}, { postLeader: "true" }, { postLeader: 1 }, { postLeader: null }]) {
      const bad = await tenant.admin.agent.json<ErrorBody>("PUT", leaderPath(event.id, tenant.caregiver.id), body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.fields?.postLeader, JSON.stringify(bad.body)).toBeDefined();
    }
    const self = await tenant.caregiver.agent.json<ErrorBody>("PUT", leaderPath(event.id, tenant.caregiver.id), {
      postLeader: true,
    });
    expect(self.status).toBe(403);

    const foreign = await liveEventWithCaregiver(other);
    // Another organisation's event and person under this organisation's path.
    expect(
      (await tenant.admin.agent.json("PUT", leaderPath(foreign.id, other.caregiver.id), { postLeader: true })).status,
    ).toBe(404);
    // This organisation's event with another organisation's person.
    expect(
      (await tenant.admin.agent.json("PUT", leaderPath(event.id, other.caregiver.id), { postLeader: true })).status,
    ).toBe(404);
    // Another organisation's path altogether.
    expect(
      (await tenant.admin.agent.json("PUT", leaderPath(foreign.id, other.caregiver.id, other), { postLeader: true }))
        .status,
    ).toBe(404);
    expect(await markOf(event.id, tenant.caregiver.id)).toBe(false);
    expect(await markOf(foreign.id, other.caregiver.id)).toBe(false);
    expect(await auditActions(event.id)).toEqual([]);
    expect(await auditActions(foreign.id)).toEqual([]);
  });
});
