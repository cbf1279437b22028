import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { createTenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { userOrganizations } from "../../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type HistoryRow = { userId: string; eventsWorked: number; upcoming: number; interestShown: number };

describe("a caregiver who works for two organisations", () => {
  it("shows each organisation only its own shifts, history and raised hands", async () => {
    const a = await createTenant(t);
    const b = await createTenant(t);
    const person = b.caregiver;
    await t.deps.db
      .insert(userOrganizations)
      .values({ userId: person.id, organizationId: a.orgId, role: "hulpverlener", isPrimary: false });
    // Everything this person does happens in organisation B.
    const past = await createEvent(b.admin.agent, b.orgId, { name: "Elders voorbij", date: inDays(-3) });
    const next = await createEvent(b.admin.agent, b.orgId, { name: "Elders straks", date: inDays(3) });
    const open = await createEvent(b.admin.agent, b.orgId, { name: "Elders open", date: inDays(6) });
    for (const id of [past.id, next.id]) {
      const res = await b.admin.agent.json("POST", `/api/orgs/${b.orgId}/events/${id}/assignments`, {
        userId: person.id,
      });
      expect(res.status).toBe(201);
    }
    expect((await person.agent.json("POST", `/api/orgs/${b.orgId}/events/${open.id}/interest`)).status).toBe(200);

    const schedule = await a.admin.agent.json<{ userId: string; shifts: unknown[] }[]>(
      "GET",
      `/api/orgs/${a.orgId}/schedule?from=${inDays(-7)}&to=${inDays(7)}`,
    );
    expect(schedule.body.find((r) => r.userId === person.id)?.shifts).toEqual([]);
    const history = await a.admin.agent.json<HistoryRow[]>("GET", `/api/orgs/${a.orgId}/caregiver-history`);
    expect(history.body.find((r) => r.userId === person.id)).toMatchObject({
      eventsWorked: 0,
      upcoming: 0,
      interestShown: 0,
    });
    const own = await a.admin.agent.json<unknown[]>("GET", `/api/orgs/${a.orgId}/members/${person.id}/history`);
    expect(own.body).toEqual([]);

    // Organisation B sees all of it: the answers above are empty for the right reason.
    const inB = await b.admin.agent.json<HistoryRow[]>("GET", `/api/orgs/${b.orgId}/caregiver-history`);
    expect(inB.body.find((r) => r.userId === person.id)).toMatchObject({
      eventsWorked: 1,
      upcoming: 1,
      interestShown: 1,
    });
    const shiftsInB = await b.admin.agent.json<{ userId: string; shifts: unknown[] }[]>(
      "GET",
      `/api/orgs/${b.orgId}/schedule?from=${inDays(-7)}&to=${inDays(7)}`,
    );
    expect(shiftsInB.body.find((r) => r.userId === person.id)?.shifts).toHaveLength(2);
  });
});
