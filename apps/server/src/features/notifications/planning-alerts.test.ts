import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { caregiverWithPhone, deliverAll, type Phone, shown } from "../../../test/helpers/planned-alerts";
import { type PushService, startPushService } from "../../../test/helpers/push-service";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";

let t: TestApp;
let service: PushService;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ PUSH_SERVICE_ORIGINS: service.origin });
  tenant = await createTenant(t, { plan: "premium" });
  other = await createTenant(t, { plan: "premium" });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const path = (eventId: string, rest = "") => `/api/orgs/${tenant.orgId}/events/${eventId}${rest}`;
const assign = (eventId: string, person: Phone, qualification = "nurse") =>
  tenant.admin.agent.json("POST", path(eventId, "/assignments"), { userId: person.id, qualification });
const alertsOf = (person: Phone, kind: string) =>
  t.database.query<{ variant: string; title: string }>(
    "select params->>'variant' as variant, title from notifications where user_id = $1 and kind = $2 order by created_at",
    [person.id, kind],
  );

describe("assignment alerts", () => {
  it("reach the phone by push beside the one mail the assignment always sent, and its removal too", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Marathon" });
    const fien = await caregiverWithPhone(t, service, tenant, { firstName: "Fien" });
    expect((await assign(event.id, fien)).status).toBe(201);
    await deliverAll(t);
    expect(shown(service, fien, "assignment").map((p) => p.title)).toEqual(["Ingepland: Marathon"]);
    expect(shown(service, fien, "assignment")[0]?.body).toMatch(
      /^Je bent ingepland als verpleegkundige op .+ om 10:00\.$/,
    );
    // One mail, the assignment's own: the alert adds no second one.
    const events = async () =>
      (await t.mailsTo(fien.email)).map((m) => m.template).filter((name) => name !== "verifyEmail");
    expect(await events()).toEqual(["eventAssigned"]);
    const [delivery] = await t.database.query<{ channels: string }>(
      `select string_agg(d.channel || ':' || d.status, ',' order by d.channel) as channels
       from notification_deliveries d join notifications n on n.id = d.notification_id
       where n.user_id = $1 and n.kind = 'assignment'`,
      [fien.id],
    );
    expect(delivery?.channels).toBe("push:sent");

    expect((await tenant.admin.agent.request("DELETE", path(event.id, `/assignments/${fien.id}`))).status).toBe(204);
    await deliverAll(t);
    expect(shown(service, fien, "assignment").map((p) => p.title)).toEqual([
      "Ingepland: Marathon",
      "Niet meer ingepland: Marathon",
    ]);
    expect((await events()).sort()).toEqual(["eventAssigned", "eventUnassigned"]);
  });
});

describe("event change alerts", () => {
  it("tell the staff of a new time, place or cancellation, only on a real change, never the admin who made it", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Kermis" });
    const gert = await caregiverWithPhone(t, service, tenant, { firstName: "Gert", language: "en" });
    expect((await assign(event.id, gert)).status).toBe(201);
    // The admin works it too: they made the change, they are not told of it.
    await t.database.query("update profiles set has_first_aid_certificate = true where user_id = $1", [
      tenant.admin.id,
    ]);
    const self = await tenant.admin.agent.json("POST", path(event.id, "/assignments"), {
      userId: tenant.admin.id,
      qualification: "first_aider",
    });
    expect(self.status).toBe(201);
    const patch = (body: object) => tenant.admin.agent.json("PATCH", path(event.id), body);

    // Saved again as it is, and a change of what is not the staff's business: nobody is told.
    expect((await patch({ location: "Grote Markt", startTime: "10:00", description: "Nieuw" })).status).toBe(200);
    expect((await patch({ requiredNurses: 1 })).status).toBe(200);
    expect(await alertsOf(gert, "eventChanged")).toEqual([]);

    expect((await patch({ endTime: "19:00" })).status).toBe(200);
    expect((await patch({ location: "Kouter", address: "Kouter 1, 9000 Gent" })).status).toBe(200);
    expect((await patch({ startTime: "09:00", location: "Vrijdagmarkt" })).status).toBe(200);
    expect((await patch({ cancelled: true })).status).toBe(200);
    // Changing a cancelled event tells nobody any more.
    expect((await patch({ location: "Elders" })).status).toBe(200);
    expect((await alertsOf(gert, "eventChanged")).map((a) => a.variant)).toEqual([
      "time",
      "place",
      "time",
      "place",
      "cancelled",
    ]);
    const [admin] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from notifications where user_id = $1 and kind = 'eventChanged'",
      [tenant.admin.id],
    );
    expect(admin?.n).toBe(0);
    await deliverAll(t);
    const seen = shown(service, gert, "eventChanged").map((p) => `${p.title} | ${p.body}`);
    expect(seen).toContain("New place: Kermis | Your shift is now at Kouter, Kouter 1, 9000 Gent.");
    expect(seen.some((line) => /^New time: Kermis \| Your shift is now on .+, 10:00–19:00\.$/.test(line))).toBe(true);
    expect(seen.some((line) => /^Cancelled: Kermis \| Kermis on .+ will not take place\./.test(line))).toBe(true);
  });

  it("tell a person of their new post, once; a post they are not qualified for, or another organisation's, is refused", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Wielerronde" });
    const hanne = await caregiverWithPhone(t, service, tenant, { firstName: "Hanne" });
    expect((await assign(event.id, hanne)).status).toBe(201);
    const move = (body: object, agent = tenant.admin.agent, orgId = tenant.orgId) =>
      agent.json<{ qualification?: string; error?: { code: string; fields?: Record<string, string> } }>(
        "PUT",
        `/api/orgs/${orgId}/events/${event.id}/assignments/${hanne.id}/post`,
        body,
      );
    const moved = await move({ qualification: "first_aider" });
    expect(moved.status).toBe(200);
    expect(moved.body.qualification).toBe("first_aider");
    expect((await move({ qualification: "first_aider" })).status).toBe(200);
    const refused = await move({ qualification: "doctor" });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({ qualification: "notQualified" });
    // Another organisation's admin, on their own path or on this one: 404 / not found.
    expect((await move({ qualification: "nurse" }, other.admin.agent, other.orgId)).status).toBe(404);
    expect((await move({ qualification: "nurse" }, other.admin.agent)).status).toBe(404);
    expect((await move({ qualification: "nurse" }, tenant.caregiver.agent)).status).toBe(403);
    expect((await alertsOf(hanne, "eventChanged")).map((a) => a.variant)).toEqual(["post"]);
    await deliverAll(t);
    expect(shown(service, hanne, "eventChanged").map((p) => p.body)).toEqual(["Je staat nu ingepland als EHBO'er."]);
    const [audit] = await t.database.query<{ action: string }>(
      "select action from audit_log where target_id = $1 and action = 'event.post_change'",
      [event.id],
    );
    expect(audit?.action).toBe("event.post_change");
  });
});

describe("mention alerts", () => {
  it("alert the people a message names in a channel they are in, not its author nor an outsider", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Zomerbar" });
    const ilse = await caregiverWithPhone(t, service, tenant, { firstName: "Ilse", lastName: "Peeters" });
    const ilse2 = await caregiverWithPhone(t, service, tenant, { firstName: "Ilse", lastName: "Janssens" });
    const jonas = await caregiverWithPhone(t, service, tenant, { firstName: "Jonas" });
    expect((await assign(event.id, ilse)).status).toBe(201);
    expect((await assign(event.id, jonas)).status).toBe(201);
    const send = (agent: typeof tenant.admin.agent, channel: string, body: string) =>
      agent.json<{ id: string }>("POST", `/api/orgs/${tenant.orgId}/chat/channels/${channel}/messages`, {
        id: crypto.randomUUID(),
        body,
      });
    // In the event's channel Ilse Janssens is not in it, so "@Ilse" is Ilse Peeters; Jonas names himself.
    const first = await send(jonas.agent, event.id, "@Ilse en @Jonas, mail naar ilse@example.org");
    expect(first.status).toBe(201);
    await deliverAll(t);
    expect(shown(service, ilse, "mention").map((p) => [p.title, p.body, p.link])).toEqual([
      [
        "Jonas Test heeft je vermeld",
        "In Zomerbar. Open de chat om te antwoorden.",
        `/dashboard/chat?channel=${event.id}`,
      ],
    ]);
    expect(shown(service, jonas, "mention")).toEqual([]);
    expect(shown(service, ilse2, "mention")).toEqual([]);
    // In the organisation's channel two Ilses: only the full name says who.
    expect((await send(jonas.agent, "org", "@ilse kan iemand?")).status).toBe(201);
    expect((await send(jonas.agent, "org", "@Ilse Janssens kan jij?")).status).toBe(201);
    await deliverAll(t);
    expect(shown(service, ilse, "mention")).toHaveLength(1);
    expect(shown(service, ilse2, "mention").map((p) => p.link)).toEqual(["/dashboard/chat?channel=org"]);
  });
});
