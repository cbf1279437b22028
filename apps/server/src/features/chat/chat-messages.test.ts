import { randomUUID } from "node:crypto";
import type { ChatChannelView, ChatMessagePage, ChatMessageView, ChatReadView } from "@hulppost/shared/chat";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelPath, sendChat } from "../../../test/helpers/chat";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { auditLog, chatMessages } from "../../db/schema/index";

let t: TestApp;
let tenant: Tenant;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Babbel" });
});
afterAll(() => t.close());

const org = () => channelPath(tenant.orgId, "org");
const admin = () => tenant.admin.agent;
const caregiver = () => tenant.caregiver.agent;
const page = async (agent = caregiver(), query = "") =>
  (await agent.json<ChatMessagePage>("GET", `${org()}/messages${query}`)).body;
const orgChannel = async (agent = caregiver()) =>
  (await agent.json<ChatChannelView[]>("GET", `/api/orgs/${tenant.orgId}/chat/channels`)).body.find(
    (c) => c.id === "org",
  ) as ChatChannelView;

describe("sending", () => {
  it("posts a message as plain text, trimmed, with the author's name; newlines stay", async () => {
    const id = randomUUID();
    const res = await sendChat(caregiver(), tenant.orgId, "org", "  Wie heeft er <b>ijs</b>?\nTent 2 is op  ", id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id,
      channelId: "org",
      body: "Wie heeft er <b>ijs</b>?\nTent 2 is op",
      deleted: false,
      author: { id: tenant.caregiver.id, name: "Zorg Babbel" },
    });
    expect((await page()).messages[0]?.id).toBe(id);
  });

  it("accepts 500 characters (an emoji counts once) and refuses 501 with a field error", async () => {
    expect((await sendChat(caregiver(), tenant.orgId, "org", "a".repeat(500))).status).toBe(201);
    expect((await sendChat(caregiver(), tenant.orgId, "org", "🚑".repeat(500))).status).toBe(201);
    const long = await sendChat(caregiver(), tenant.orgId, "org", "a".repeat(501));
    expect(long.status).toBe(400);
    expect((long.body as unknown as ErrorBody).error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { body: "tooLong:500" },
    });
  });

  it("refuses an empty message and one of spaces only", async () => {
    for (const body of ["", "   \n  "]) {
      const res = await sendChat(caregiver(), tenant.orgId, "org", body);
      expect(res.status).toBe(400);
      expect((res.body as unknown as ErrorBody).error.fields).toEqual({ body: "required" });
    }
  });

  it("refuses control characters but keeps tabs", async () => {
    const res = await sendChat(caregiver(), tenant.orgId, "org", "bel\u0007 mij");
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).error.fields).toEqual({ body: "invalidCharacters" });
    expect((await sendChat(caregiver(), tenant.orgId, "org", "kolom\tkolom")).status).toBe(201);
  });

  it("makes one message of the same id sent twice: 201, then 200 with the same message", async () => {
    const id = randomUUID();
    const first = await sendChat(caregiver(), tenant.orgId, "org", "Ik ben er over 5 minuten", id);
    const again = await sendChat(caregiver(), tenant.orgId, "org", "Ik ben er over 5 minuten", id);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.id, id));
    expect(rows).toHaveLength(1);
    // The id is the caregiver's message: the admin cannot claim it, nor can it move channel.
    const stolen = await sendChat(admin(), tenant.orgId, "org", "Overgenomen", id);
    expect(stolen.status).toBe(409);
    expect((stolen.body as unknown as ErrorBody).error.code).toBe("ID_TAKEN");
  });

  it("leaves a realtime notice of kind chat with the message id, written by the database", async () => {
    const id = randomUUID();
    await sendChat(caregiver(), tenant.orgId, "org", "Melding?", id);
    const notices = await t.database.query<{ kind: string; op: string; event_id: string | null }>(
      "select kind, op, event_id from realtime_notices where organization_id = $1 and subject_id = $2",
      [tenant.orgId, id],
    );
    expect(notices).toEqual([{ kind: "chat", op: "insert", event_id: null }]);
  });
});

describe("history", () => {
  it("pages backwards without gaps or repeats, also across messages with the same time", async () => {
    const other = await createTenant(t, { label: "Pagina" });
    const moment = new Date("2026-05-01T10:00:00.123456Z");
    const ids = Array.from({ length: 7 }, () => randomUUID());
    // Five of them in the same microsecond, as a burst of inserts in one transaction would be.
    await t.deps.db.insert(chatMessages).values(
      ids.map((id, i) => ({
        id,
        organizationId: other.orgId,
        authorId: other.admin.id,
        body: `Bericht ${i}`,
        createdAt: i < 5 ? moment : new Date(moment.getTime() + i * 1000),
      })),
    );
    const seen: string[] = [];
    let before: string | undefined;
    for (let round = 0; round < 10; round++) {
      const res = await other.caregiver.agent.json<ChatMessagePage>(
        "GET",
        `${channelPath(other.orgId, "org")}/messages?limit=2${before ? `&before=${before}` : ""}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.messages.map((m) => m.id));
      if (!res.body.hasMore) break;
      before = res.body.messages.at(-1)?.id;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    // Newest first; within the same moment, by id.
    const burst = ids.slice(0, 5).sort().reverse();
    expect(seen).toEqual([ids[6], ids[5], ...burst]);
  });

  it("refuses a page size over 50 and a cursor from another channel", async () => {
    expect((await caregiver().json("GET", `${org()}/messages?limit=51`)).status).toBe(400);
    const foreign = await caregiver().json<ErrorBody>("GET", `${org()}/messages?before=${randomUUID()}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("CHAT_MESSAGE_NOT_FOUND");
  });
});

describe("unread counts", () => {
  it("counts others' messages after the read mark; marking read clears them and never moves back", async () => {
    const room = await createTenant(t, { label: "Gelezen" });
    const path = channelPath(room.orgId, "org");
    const channels = async () =>
      (await room.caregiver.agent.json<ChatChannelView[]>("GET", `/api/orgs/${room.orgId}/chat/channels`)).body;
    const sent: ChatMessageView[] = [];
    for (const body of ["Eén", "Twee", "Drie"])
      sent.push((await sendChat(room.admin.agent, room.orgId, "org", body)).body as unknown as ChatMessageView);
    // One's own messages are never unread.
    await sendChat(room.caregiver.agent, room.orgId, "org", "Van mezelf");
    expect((await channels())[0]).toMatchObject({ id: "org", unread: 3, lastReadAt: null });

    const read = await room.caregiver.agent.json<ChatReadView>("PUT", `${path}/read`, { messageId: sent[1]?.id });
    expect(read.status).toBe(200);
    expect(read.body.unread).toBe(1);
    expect((await channels())[0]?.unread).toBe(1);
    const page = await room.caregiver.agent.json<ChatMessagePage>("GET", `${path}/messages`);
    expect(page.body.lastReadAt).toBe(read.body.lastReadAt);

    // An older message does not move the mark back.
    const back = await room.caregiver.agent.json<ChatReadView>("PUT", `${path}/read`, { messageId: sent[0]?.id });
    expect(back.body).toEqual(read.body);
    await room.caregiver.agent.json("PUT", `${path}/read`, { messageId: sent[2]?.id });
    expect((await channels())[0]).toMatchObject({ unread: 0, lastMessageAt: expect.any(String) });
    // The admin's own count is independent: they read nothing but wrote most of it.
    const adminView = await room.admin.agent.json<ChatChannelView[]>("GET", `/api/orgs/${room.orgId}/chat/channels`);
    expect(adminView.body[0]?.unread).toBe(1);

    const unknown = await room.caregiver.agent.json<ErrorBody>("PUT", `${path}/read`, { messageId: randomUUID() });
    expect(unknown.status).toBe(404);
  });
});

describe("deleting", () => {
  it("lets an admin delete a message: it stays as deleted without its text, audit-logged without the text", async () => {
    const sent = await sendChat(caregiver(), tenant.orgId, "org", "Patiënt Jan Peeters ligt in tent 3");
    const id = (sent.body as unknown as ChatMessageView).id;
    const before = await orgChannel(admin());
    expect((await caregiver().delete(`/api/orgs/${tenant.orgId}/chat/messages/${id}`)).status).toBe(403);
    expect((await admin().delete(`/api/orgs/${tenant.orgId}/chat/messages/${id}`)).status).toBe(204);
    // Again: nothing changes, no second audit line.
    expect((await admin().delete(`/api/orgs/${tenant.orgId}/chat/messages/${id}`)).status).toBe(204);

    const shown = (await page(caregiver(), "?limit=50")).messages.find((m) => m.id === id);
    expect(shown).toMatchObject({ id, deleted: true, body: null, author: { id: tenant.caregiver.id } });
    const [row] = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.id, id));
    expect(row).toMatchObject({ body: "", deletedBy: tenant.admin.id });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const lines = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "chat.delete"), eq(auditLog.targetId, id)));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorUserId: tenant.admin.id, targetUserId: tenant.caregiver.id });
    expect(JSON.stringify(lines[0]?.details)).not.toContain("Peeters");
    // A deleted message no longer counts as unread.
    expect((await orgChannel(admin())).unread).toBe(before.unread - 1);
    const notices = await t.database.query<{ op: string }>(
      "select op from realtime_notices where subject_id = $1 order by id",
      [id],
    );
    expect(notices.map((n) => n.op)).toEqual(["insert", "update"]);
  });

  it("answers 404 for a message that does not exist", async () => {
    const res = await admin().json<ErrorBody>("DELETE", `/api/orgs/${tenant.orgId}/chat/messages/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("CHAT_MESSAGE_NOT_FOUND");
  });
});
