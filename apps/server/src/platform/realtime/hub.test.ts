import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collector, until } from "../../../test/helpers/hub";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";

let t: TestApp;
let tenant: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t);
});
afterAll(() => t.close());

const toggleChat = `update organization_settings set chat_enabled = not chat_enabled where organization_id = $1`;

describe("the realtime hub", () => {
  it("hands a committed notice to the streams of its organisation only", async () => {
    const mine = collector(tenant.orgId);
    const other = collector("00000000-0000-4000-8000-000000000001");
    await t.deps.realtime.subscribe(mine.subscriber);
    await t.deps.realtime.subscribe(other.subscriber);
    await t.database.query(toggleChat, [tenant.orgId]);
    await until(() => mine.received.length === 1);
    expect(mine.received[0]?.notice).toMatchObject({ kind: "settings", op: "update", organizationId: tenant.orgId });
    expect(other.received).toEqual([]);
    t.deps.realtime.unsubscribe(mine.subscriber);
    t.deps.realtime.unsubscribe(other.subscriber);
  });
});
