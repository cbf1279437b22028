import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStream, type SseReader } from "../../../test/helpers/sse";
import { createTenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";

let t: TestApp;
const open: SseReader[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.cancel()));
  await t.close();
});

const stream = (person: TestUser, orgId: string) => openStream(person, orgId, open);

describe("a person's alerts", () => {
  it("reach that person's stream when written and when read, and nobody else's, not even an admin's", async () => {
    const tenant = await createTenant(t);
    const mine = await stream(tenant.caregiver, tenant.orgId);
    const admins = await stream(tenant.admin, tenant.orgId);
    const [row] = await t.database.query<{ id: string }>(
      `insert into notifications (organization_id, user_id, kind, title, body, link)
       values ($1, $2, 'mention', 'Bart noemde je', 'In de chat', '/dashboard/chat') returning id`,
      [tenant.orgId, tenant.caregiver.id],
    );
    const written = await mine.waitFor((e) => e.event === "notice" && JSON.parse(e.data).kind === "notification");
    expect(JSON.parse(written.data)).toMatchObject({ kind: "notification", op: "insert", userId: tenant.caregiver.id });
    const from = mine.events.length;
    await tenant.caregiver.agent.json("POST", `/api/orgs/${tenant.orgId}/notifications/${row?.id}/open`);
    await mine.waitFor((e) => e.event === "notice" && JSON.parse(e.data).op === "update", 5000, from);
    // The admin's stream heard of neither (a later notice proves the stream was delivering).
    await t.database.query("update organization_settings set chat_enabled = chat_enabled where organization_id = $1", [
      tenant.orgId,
    ]);
    await admins.waitFor((e) => e.event === "notice" && JSON.parse(e.data).kind === "settings");
    expect(admins.notices().filter((n) => n.kind === "notification")).toEqual([]);
  });
});
