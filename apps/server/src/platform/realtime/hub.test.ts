import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collector, until } from "../../../test/helpers/hub";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { queryCounter } from "../../db/client";
import { createRealtimeHub } from "./hub";

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

  it("runs apart from the request whose stream started it: none of its reads count as that request's", async () => {
    // A hub of its own, started by this "request" (the app's hub may have been started already).
    const hub = createRealtimeHub(t.database, t.deps.logger);
    const mine = collector(tenant.orgId);
    const request = { count: 0, texts: [] as string[] };
    try {
      await queryCounter.run(request, () => hub.subscribe(mine.subscriber));
      await t.database.query(toggleChat, [tenant.orgId]);
      await until(() => mine.received.length === 1);
      await hub.heartbeat();
      expect(request.texts).toEqual([]);
    } finally {
      await hub.close();
    }
  });
});
