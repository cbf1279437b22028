import { randomUUID } from "node:crypto";
import type { ChatChannelView, ChatMemberView, ChatMessagePage } from "@hulppost/shared/chat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelPath, sendChat, setChat } from "../../../test/helpers/chat";
import { createEvent } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
type ErrorBody = { error: { code: string } };
const events: Record<string, string> = {};

/** An event that starts and ends this many hours from now (live when it straddles now). */
async function eventAt(name: string, fromHours: number, toHours: number) {
  const { id } = await createEvent(tenant.admin.agent, tenant.orgId, { name });
  await t.database.query(
    "update events set starts_at = now() + make_interval(hours => $2), ends_at = now() + make_interval(hours => $3) where id = $1",
    [id, fromHours, toHours],
  );
  return id;
}

const assign = (eventId: string, userId = tenant.caregiver.id) =>
  tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${eventId}/assignments`, { userId });

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Kanalen" });
  other = await createTenant(t, { label: "Buren" });
  events.live = await eventAt("Nu bezig", -2, 3);
  events.soon = await eventAt("Volgende week", 24 * 6, 24 * 6 + 8);
  events.later = await eventAt("Over drie dagen", 24 * 3, 24 * 3 + 8);
  events.recent = await eventAt("Vorige zaterdag", -24 * 5, -24 * 5 + 6);
  events.old = await eventAt("Lang geleden", -24 * 20, -24 * 20 + 6);
  events.far = await eventAt("Volgend jaar", 24 * 200, 24 * 200 + 6);
  events.unassigned = await eventAt("Zonder mij", -1, 5);
  for (const key of ["live", "soon", "later", "recent", "old", "far"]) await assign(events[key] as string);
  await t.database.query("update events set cancelled = true where id = $1", [
    await eventAt("Afgelast", 24, 30).then(async (id) => {
      await assign(id);
      return id;
    }),
  ]);
});
afterAll(() => t.close());

const channels = async (agent = tenant.caregiver.agent, orgId = tenant.orgId) =>
  agent.json<ChatChannelView[]>("GET", `/api/orgs/${orgId}/chat/channels`);

describe("channels", () => {
  it("lists the organisation first, then the caregiver's live, upcoming and recent events", async () => {
    const res = await channels();
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.name)).toEqual([
      "Kanalen",
      "Nu bezig",
      "Over drie dagen",
      "Volgende week",
      "Vorige zaterdag",
    ]);
    expect(res.body[0]).toMatchObject({ id: "org", kind: "organization", eventId: null, phase: null });
    expect(res.body[1]).toMatchObject({ id: events.live, kind: "event", eventId: events.live, phase: "live" });
    expect(res.body.map((c) => c.phase)).toEqual([null, "live", "planned", "planned", "past"]);
  });

  it("lists every live, upcoming and recent event of the organisation for an admin", async () => {
    const names = (await channels(tenant.admin.agent)).body.map((c) => c.name);
    expect(names).toEqual(["Kanalen", "Nu bezig", "Zonder mij", "Over drie dagen", "Volgende week", "Vorige zaterdag"]);
  });

  it("counts unread per channel in one query, however many channels there are", async () => {
    const { queryCounter } = await import("../../db/client");
    const count = async () => {
      const store = { count: 0, texts: [] as string[] };
      const res = await queryCounter.run(store, () => channels());
      expect(res.status).toBe(200);
      return { queries: store.count, body: res.body };
    };
    const before = await count();
    await sendChat(tenant.admin.agent, tenant.orgId, events.live as string, "Post 1 bemand?");
    await sendChat(tenant.admin.agent, tenant.orgId, events.live as string, "Graag bevestigen");
    await sendChat(tenant.admin.agent, tenant.orgId, events.recent as string, "Bedankt allemaal");
    await eventAt("Nog een", 24, 30).then(assign);
    const after = await count();
    expect(after.queries).toBe(before.queries);
    const byId = Object.fromEntries(after.body.map((c) => [c.id, c]));
    expect(byId[events.live as string]).toMatchObject({ unread: 2, lastMessageAt: expect.any(String) });
    expect(byId[events.recent as string]?.unread).toBe(1);
    expect(byId.org?.unread).toBe(0);
  });
});

describe("event channels", () => {
  it("lets an assigned caregiver read and write, and lists who is assigned", async () => {
    const live = events.live as string;
    const sent = await sendChat(tenant.caregiver.agent, tenant.orgId, live, "Ik sta aan de ingang");
    expect(sent.status).toBe(201);
    expect(sent.body.channelId).toBe(live);
    const page = await tenant.caregiver.agent.json<ChatMessagePage>(
      "GET",
      `${channelPath(tenant.orgId, live)}/messages`,
    );
    expect(page.body.messages[0]?.body).toBe("Ik sta aan de ingang");
    // Not in the organisation's channel.
    const orgPage = await tenant.caregiver.agent.json<ChatMessagePage>(
      "GET",
      `${channelPath(tenant.orgId, "org")}/messages`,
    );
    expect(orgPage.body.messages.map((m) => m.id)).not.toContain(sent.body.id);
    const notices = await t.database.query<{ event_id: string }>(
      "select event_id from realtime_notices where subject_id = $1",
      [sent.body.id],
    );
    expect(notices).toEqual([{ event_id: live }]);

    const members = await tenant.caregiver.agent.json<ChatMemberView[]>(
      "GET",
      `${channelPath(tenant.orgId, live)}/members`,
    );
    expect(members.status).toBe(200);
    expect(members.body).toEqual([{ userId: tenant.caregiver.id, name: "Zorg Kanalen", role: "nurse" }]);
    const everyone = await tenant.caregiver.agent.json<ChatMemberView[]>(
      "GET",
      `${channelPath(tenant.orgId, "org")}/members`,
    );
    expect(everyone.body.map((m) => m.role).sort()).toEqual(["admin", "hulpverlener"]);
  });

  it("answers 404 to a caregiver on an event they are not assigned to, for every channel route", async () => {
    const path = channelPath(tenant.orgId, events.unassigned as string);
    const adminMessage = await sendChat(
      tenant.admin.agent,
      tenant.orgId,
      events.unassigned as string,
      "Alleen voor de ploeg",
    );
    expect(adminMessage.status).toBe(201);
    for (const [method, url, body] of [
      ["GET", `${path}/messages`, undefined],
      ["POST", `${path}/messages`, { id: randomUUID(), body: "Mag ik meelezen?" }],
      ["PUT", `${path}/read`, { messageId: adminMessage.body.id }],
      ["GET", `${path}/members`, undefined],
    ] as const) {
      const res = await tenant.caregiver.agent.json<ErrorBody>(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.error.code).toBe("CHAT_CHANNEL_NOT_FOUND");
    }
    // Assigned, the same person reads it.
    await assign(events.unassigned as string);
    expect((await tenant.caregiver.agent.json("GET", `${path}/messages`)).status).toBe(200);
  });

  it("answers 404 for another organisation's event and for its organisation channel", async () => {
    const foreignEvent = await createEvent(other.admin.agent, other.orgId, { name: "Van de buren" });
    const foreignMessage = await sendChat(other.admin.agent, other.orgId, "org", "Intern");
    for (const agent of [tenant.admin.agent, tenant.caregiver.agent]) {
      const underOwn = await agent.json<ErrorBody>("GET", `${channelPath(tenant.orgId, foreignEvent.id)}/messages`);
      expect(underOwn.status).toBe(404);
      expect((await agent.json("GET", `${channelPath(other.orgId, "org")}/messages`)).status).toBe(404);
      expect((await sendChat(agent, other.orgId, "org", "Hallo buren")).status).toBe(404);
      expect((await agent.json("GET", `/api/orgs/${other.orgId}/chat/channels`)).status).toBe(404);
      const read = await agent.json("PUT", `${channelPath(tenant.orgId, "org")}/read`, {
        messageId: foreignMessage.body.id,
      });
      expect(read.status).toBe(404);
    }
    expect(
      (await tenant.admin.agent.json("DELETE", `/api/orgs/${tenant.orgId}/chat/messages/${foreignMessage.body.id}`))
        .status,
    ).toBe(404);
    // Nor can a known id of the neighbours be reused to learn or overwrite anything.
    const reused = await sendChat(
      tenant.admin.agent,
      tenant.orgId,
      "org",
      "Overname",
      foreignMessage.body.id as string,
    );
    expect(reused.status).toBe(409);
  });
});

describe("the chat switch", () => {
  it("refuses every chat route with CHAT_DISABLED while chat is off, and works again when it is on", async () => {
    const room = await createTenant(t, { label: "Stil" });
    const sent = await sendChat(room.caregiver.agent, room.orgId, "org", "Voor het uitschakelen");
    await setChat(room.admin.agent, room.orgId, false);
    const org = channelPath(room.orgId, "org");
    for (const [agent, method, url, body] of [
      [room.caregiver.agent, "GET", `/api/orgs/${room.orgId}/chat/channels`, undefined],
      [room.caregiver.agent, "GET", `${org}/messages`, undefined],
      [room.caregiver.agent, "POST", `${org}/messages`, { id: randomUUID(), body: "Hallo?" }],
      [room.caregiver.agent, "PUT", `${org}/read`, { messageId: sent.body.id }],
      [room.caregiver.agent, "GET", `${org}/members`, undefined],
      [room.admin.agent, "DELETE", `/api/orgs/${room.orgId}/chat/messages/${sent.body.id}`, undefined],
    ] as const) {
      const res = await agent.json<ErrorBody>(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.error.code).toBe("CHAT_DISABLED");
    }
    // Outsiders still learn nothing: another organisation's chat answers 404, switched off or not.
    expect((await tenant.admin.agent.json("GET", `/api/orgs/${room.orgId}/chat/channels`)).status).toBe(404);

    await setChat(room.admin.agent, room.orgId, true);
    expect((await room.caregiver.agent.json("GET", `${org}/messages`)).status).toBe(200);
    expect((await sendChat(room.caregiver.agent, room.orgId, "org", "Weer aan")).status).toBe(201);
  });
});
