import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, inDays } from "../../../test/helpers/events";
import { caregiverWithPhone, deliverAll, shown } from "../../../test/helpers/planned-alerts";
import { type PushService, startPushService } from "../../../test/helpers/push-service";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { sweepVacancies } from "./vacancy-alerts";

const MINUTE = 60_000;
let t: TestApp;
let service: PushService;
let tenant: Tenant;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ PUSH_SERVICE_ORIGINS: service.origin });
  tenant = await createTenant(t, { plan: "premium" });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const vacancyAlerts = (userId: string) =>
  t.database.query<{ id: string; variant: string; count: string | null; created_at: Date }>(
    "select id, params->>'variant' as variant, params->>'count' as count, created_at from notifications where user_id = $1 and kind = 'vacancy' order by created_at",
    [userId],
  );
const needs = (nurses: number) => ({ requiredDoctors: 0, requiredNurses: nurses, requiredFirstAiders: 0 });

describe("vacancy alerts", () => {
  it("bundle what opened since the last one, at most one an hour, for caregivers of that qualification who are free then", async () => {
    const nina = await caregiverWithPhone(t, service, tenant, { firstName: "Nina", qualification: "nurse" });
    const doctorOnly = await caregiverWithPhone(t, service, tenant, { firstName: "Dokter", qualification: "doctor" });
    const busy = await caregiverWithPhone(t, service, tenant, { firstName: "Bezet", qualification: "nurse" });
    // Busy on day 20 at another event of the organisation.
    const elsewhere = await createEvent(tenant.admin.agent, tenant.orgId, {
      name: "Elders",
      date: inDays(20),
      ...needs(0),
    });
    await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${elsewhere.id}/assignments`, {
      userId: busy.id,
      qualification: "nurse",
    });

    const first = await createEvent(tenant.admin.agent, tenant.orgId, {
      name: "Vacature een",
      date: inDays(20),
      ...needs(2),
    });
    await sweepVacancies(t.deps, new Date(Date.now() + MINUTE));
    const [one] = await vacancyAlerts(nina.id);
    expect(one?.variant).toBe("one");
    expect(await vacancyAlerts(doctorOnly.id)).toEqual([]);
    expect(await vacancyAlerts(busy.id)).toEqual([]);
    // As if that alert (and what it told of) were half an hour old.
    const last = Date.now() - 30 * MINUTE;
    await t.database.query("update notifications set created_at = $1 where id = $2", [new Date(last), one?.id]);
    await t.database.query("update vacancy_openings set opened_at = $1 where event_id = $2", [
      new Date(last - MINUTE),
      first.id,
    ]);

    // Two more open within the hour (a new event, and one whose need grows): held until the hour is over.
    const patch = (id: string, body: object) =>
      tenant.admin.agent.json("PATCH", `/api/orgs/${tenant.orgId}/events/${id}`, body);
    const second = await createEvent(tenant.admin.agent, tenant.orgId, {
      name: "Vacature twee",
      date: inDays(21),
      ...needs(0),
    });
    await createEvent(tenant.admin.agent, tenant.orgId, { name: "Vacature drie", date: inDays(22), ...needs(1) });
    expect((await patch(second.id, needs(1))).status).toBe(200);
    // A need that shrinks, or the form saved again, opens nothing.
    expect((await patch(first.id, needs(1))).status).toBe(200);
    expect((await patch(second.id, needs(1))).status).toBe(200);
    await sweepVacancies(t.deps, new Date(last + 59 * MINUTE + 59_000)); // 59:59 later: held
    expect(await vacancyAlerts(nina.id)).toHaveLength(1);
    await sweepVacancies(t.deps, new Date(last + 60 * MINUTE)); // 60:00 later: bundled
    await sweepVacancies(t.deps, new Date(last + 61 * MINUTE)); // and not again
    const alerts = await vacancyAlerts(nina.id);
    expect(alerts.map((a) => [a.variant, a.count])).toEqual([
      ["one", "1"],
      ["many", "2"],
    ]);

    await deliverAll(t);
    const seen = shown(service, nina, "vacancy").map((p) => p.title);
    expect(seen.sort()).toEqual(["2 nieuwe vacatures", "Nieuwe vacature: Vacature een"]);
  });
});
