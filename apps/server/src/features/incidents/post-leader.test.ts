import type { HospitalView, IncidentSummaryView } from "@hulppost/shared/incidents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";

/**
 * The post leader (docs/decisions/045): a caregiver the event marks as post leader declares and
 * closes that live event's incident and sets its hospitals' capacity, like an admin; nothing more,
 * nowhere else.
 */

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let leader: TestUser;
let eventA: string;
let eventB: string;
let hospital: HospitalView;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

const base = (org = tenant) => `/api/orgs/${org.orgId}`;
const admin = () => tenant.admin.agent;
const ZERO = { finalCounts: { T1: 0, T2: 0, T3: 0, dead: 0 } };

async function assign(eventId: string, userId: string, org = tenant) {
  const res = await org.admin.agent.json("POST", `${base(org)}/events/${eventId}/assignments`, { userId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}
async function mark(eventId: string, userId: string, postLeader = true, org = tenant) {
  const res = await org.admin.agent.json("PUT", `${base(org)}/events/${eventId}/assignments/${userId}/post-leader`, {
    postLeader,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const liveEvent = async (org = tenant, name = "Stadsfeest") =>
  (await createEvent(org.admin.agent, org.orgId, { name, date: inDays(-1), endDate: inDays(1) })).id;

const incidentsOf = async (eventId: string) =>
  (await t.database.query<{ id: string; closed_at: Date | null }>(
    "select id, closed_at from incidents where event_id = $1",
    [eventId],
  )) ?? [];

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Leidingpost" });
  other = await createTenant(t, { label: "Buurpost" });
  leader = await t.createUser({ firstName: "Lotte", lastName: "Leider" });
  await t.database.query(
    "insert into user_organizations (user_id, organization_id, role) values ($1, $2, 'hulpverlener')",
    [leader.id, tenant.orgId],
  );
  await t.database.query("update profiles set is_nurse = true where user_id = $1", [leader.id]);
  eventA = await liveEvent(tenant, "Podium A");
  eventB = await liveEvent(tenant, "Podium B");
  // The leader and the tenant's caregiver work both events; the leader leads A only.
  for (const eventId of [eventA, eventB]) {
    await assign(eventId, leader.id);
    await assign(eventId, tenant.caregiver.id);
  }
  await mark(eventA, leader.id);
  hospital = (await admin().json<HospitalView>("POST", `${base()}/hospitals`, { name: "AZ Sint-Jan" })).body;
});
afterAll(() => t.close());

describe("the post leader's incidents", () => {
  it("declares an incident on their live event, sets a hospital's capacity and closes it", async () => {
    const declared = await leader.agent.json<IncidentSummaryView>("POST", `${base()}/events/${eventA}/incidents`, {
      name: "Podium ingestort",
    });
    expect(declared.status, JSON.stringify(declared.body)).toBe(201);
    expect(declared.body.declaredByName).toBe("Lotte Leider");

    const capacity = await leader.agent.json(
      "PUT",
      `${base()}/incidents/${declared.body.id}/hospitals/${hospital.id}`,
      { T1: 2, T2: 4, T3: 10 },
    );
    expect(capacity.status, JSON.stringify(capacity.body)).toBe(200);

    const closed = await leader.agent.json<IncidentSummaryView>(
      "POST",
      `${base()}/incidents/${declared.body.id}/close`,
      ZERO,
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.closedAt).not.toBeNull();
  });

  it("refuses a caregiver the event does not mark, and changes nothing", async () => {
    const refused = await tenant.caregiver.agent.json<ErrorBody>("POST", `${base()}/events/${eventA}/incidents`, {
      name: "Niet van mij",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("NOT_POST_LEADER");
    expect((await incidentsOf(eventA)).filter((i) => i.closed_at === null)).toEqual([]);

    const open = await admin().json<IncidentSummaryView>("POST", `${base()}/events/${eventA}/incidents`, {
      name: "Hitte",
      exercise: true,
    });
    expect(open.status).toBe(201);
    const close = await tenant.caregiver.agent.json<ErrorBody>(
      "POST",
      `${base()}/incidents/${open.body.id}/close`,
      ZERO,
    );
    expect(close.status).toBe(403);
    expect(close.body.error.code).toBe("NOT_POST_LEADER");
    const capacity = await tenant.caregiver.agent.json<ErrorBody>(
      "PUT",
      `${base()}/incidents/${open.body.id}/hospitals/${hospital.id}`,
      { T1: 1, T2: 1, T3: 1 },
    );
    expect(capacity.status).toBe(403);
    const [row] = await t.database.query<{ closed_at: Date | null; n: number }>(
      `select i.closed_at, (select count(*)::int from incident_hospitals h where h.incident_id = i.id) as n
       from incidents i where i.id = $1`,
      [open.body.id],
    );
    expect(row).toMatchObject({ closed_at: null, n: 0 });

    // Not an exercise's deletion, nor the organisation's hospitals or label sheets: those stay the admin's.
    expect((await leader.agent.request("DELETE", `${base()}/incidents/${open.body.id}`)).status).toBe(403);
    expect((await leader.agent.json("POST", `${base()}/hospitals`, { name: "Eigen ziekenhuis" })).status).toBe(403);
    expect((await leader.agent.json("POST", `${base()}/triage-tags`, { count: 5 })).status).toBe(403);
    expect((await admin().json("POST", `${base()}/incidents/${open.body.id}/close`, ZERO)).status).toBe(200);
  });

  it("leads only the event that marks them: not another event they work at", async () => {
    const refused = await leader.agent.json<ErrorBody>("POST", `${base()}/events/${eventB}/incidents`, {
      name: "Op B",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("NOT_POST_LEADER");
    expect(await incidentsOf(eventB)).toEqual([]);

    const onB = await admin().json<IncidentSummaryView>("POST", `${base()}/events/${eventB}/incidents`, { name: "B" });
    const close = await leader.agent.json<ErrorBody>("POST", `${base()}/incidents/${onB.body.id}/close`, ZERO);
    expect(close.status).toBe(403);
    expect((await incidentsOf(eventB))[0]?.closed_at).toBeNull();
    await admin().json("POST", `${base()}/incidents/${onB.body.id}/close`, ZERO);
  });

  it("loses the lead when unmarked, and has none on an event that is not live", async () => {
    const later = (await createEvent(admin(), tenant.orgId, { name: "Later", date: inDays(5) })).id;
    await assign(later, leader.id);
    await mark(later, leader.id);
    const planned = await leader.agent.json<ErrorBody>("POST", `${base()}/events/${later}/incidents`, {
      name: "Vroeg",
    });
    expect(planned.status).toBe(409);
    expect(planned.body.error.code).toBe("EVENT_NOT_LIVE");

    // An open incident on A outlasts the event's planned end: still its post leader's to close.
    const open = await leader.agent.json<IncidentSummaryView>("POST", `${base()}/events/${eventA}/incidents`, {
      name: "Tot na het einde",
    });
    expect(open.status).toBe(201);
    await t.database.query(
      "update events set starts_at = now() - interval '2 days', ends_at = now() - interval '1 minute' where id = $1",
      [eventA],
    );
    const lateCapacity = await leader.agent.json(
      "PUT",
      `${base()}/incidents/${open.body.id}/hospitals/${hospital.id}`,
      {
        T1: 1,
        T2: 2,
        T3: 3,
      },
    );
    expect(lateCapacity.status).toBe(200);
    // A new incident on the ended event is refused, as it would be for an admin.
    const ended = await leader.agent.json<ErrorBody>("POST", `${base()}/events/${eventA}/incidents`, {
      name: "Nog één",
    });
    expect(ended.status).toBe(409);
    expect(ended.body.error.code).toBe("EVENT_NOT_LIVE");
    await t.database.query(
      "update events set starts_at = now() - interval '1 day', ends_at = now() + interval '1 day' where id = $1",
      [eventA],
    );

    await mark(eventA, leader.id, false);
    const unmarked = await leader.agent.json<ErrorBody>("POST", `${base()}/incidents/${open.body.id}/close`, ZERO);
    expect(unmarked.status).toBe(403);
    expect((await admin().json("POST", `${base()}/incidents/${open.body.id}/close`, ZERO)).status).toBe(200);
    await mark(eventA, leader.id);
  });

  it("answers 404 for another organisation's event and incident, even to that organisation's post leader", async () => {
    const foreignEvent = await liveEvent(other, "Buurfeest");
    await assign(foreignEvent, other.caregiver.id, other);
    await mark(foreignEvent, other.caregiver.id, true, other);
    const foreign = await other.caregiver.agent.json<IncidentSummaryView>(
      "POST",
      `${base(other)}/events/${foreignEvent}/incidents`,
      { name: "Bij de buren" },
    );
    expect(foreign.status).toBe(201);

    // This organisation's post leader with the other's ids, under either organisation's path.
    for (const org of [tenant, other]) {
      expect(
        (await leader.agent.json("POST", `${base(org)}/events/${foreignEvent}/incidents`, { name: "Inbraak" })).status,
      ).toBe(404);
      expect((await leader.agent.json("POST", `${base(org)}/incidents/${foreign.body.id}/close`, ZERO)).status).toBe(
        404,
      );
    }
    // The other organisation's post leader on this organisation's event.
    expect(
      (await other.caregiver.agent.json("POST", `${base(other)}/events/${eventA}/incidents`, { name: "Inbraak" }))
        .status,
    ).toBe(404);
    expect((await incidentsOf(foreignEvent)).map((i) => i.closed_at)).toEqual([null]);
  });
});
