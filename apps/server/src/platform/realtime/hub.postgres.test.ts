import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { collector, tenantWithTwoTeams, touchTeam, until } from "../../../test/helpers/hub";
import type { Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { createRealtimeHub } from "./hub";

// Runs in the postgres project only (vitest.config.ts): concurrent transactions need more than
// PGlite's one connection.

let t: TestApp;
let tenant: Tenant;
let teams: string[];

beforeAll(async () => {
  t = await createTestApp();
  ({ tenant, teams } = await tenantWithTwoTeams(t));
});
afterAll(() => t.close());

describe("the realtime hub on PostgreSQL", () => {
  const url = () => (t.database.driver as { url: string }).url;

  async function client() {
    const c = new pg.Client({ connectionString: url() });
    await c.connect();
    return c;
  }

  it("delivers in id order although a later id committed first", async () => {
    const { subscriber, received } = collector(tenant.orgId);
    await t.deps.realtime.subscribe(subscriber);
    const [first, second] = [await client(), await client()];
    try {
      await first.query("begin");
      await first.query(touchTeam, [teams[0]]); // takes the lower id, commits last
      await second.query(touchTeam, [teams[1]]); // autocommit: the higher id, committed now
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toEqual([]);
      await first.query("commit");
      await until(() => received.length === 2);
      const ids = received.map((r) => r.notice.id);
      expect(ids[1]).toBe((ids[0] as number) + 1);
      expect(received.every((r) => !r.late)).toBe(true);
    } finally {
      t.deps.realtime.unsubscribe(subscriber);
      await first.end();
      await second.end();
    }
  });

  it("is not held back by a transaction open in another database on the same server", async () => {
    const { subscriber, received } = collector(tenant.orgId);
    await t.deps.realtime.subscribe(subscriber);
    const elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await elsewhere.connect();
    try {
      await elsewhere.query("begin");
      await elsewhere.query("select pg_current_xact_id()"); // a writer from now on
      const started = Date.now();
      await t.database.query(touchTeam, [teams[0]]);
      await until(() => received.length === 1, 1000);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      t.deps.realtime.unsubscribe(subscriber);
      await elsewhere.query("rollback");
      await elsewhere.end();
    }
  });

  it("moves on past a transaction left open, and still delivers its notice (late) when it commits", async () => {
    const hub = createRealtimeHub(t.database, pino({ level: "silent" }), { stallMs: 300 });
    const { subscriber, received } = collector(tenant.orgId);
    await hub.subscribe(subscriber);
    const [first, second] = [await client(), await client()];
    try {
      await first.query("begin");
      await first.query(touchTeam, [teams[0]]);
      await second.query(touchTeam, [teams[1]]);
      await until(() => received.length === 1);
      expect(received[0]?.late).toBe(false);
      await first.query("commit");
      await until(() => received.length === 2);
      expect(received[1]?.late).toBe(true);
      expect(received[1]?.notice.id).toBe((received[0]?.notice.id as number) - 1);
    } finally {
      await hub.close();
      await first.end();
      await second.end();
    }
  });

  it("lets a read of one event wait only for the notices of that event and of no event (caughtUp)", async () => {
    const hub = createRealtimeHub(t.database, pino({ level: "silent" }), { stallMs: 60_000 });
    const [here, there] = [
      await createEvent(tenant.admin.agent, tenant.orgId),
      await createEvent(tenant.admin.agent, tenant.orgId),
    ];
    const touchEvent = "update events set name = name where id = $1";
    const [holder, other] = [await client(), await client()];
    const caught = (eventId?: string) => hub.caughtUp(tenant.orgId, 300, eventId);
    try {
      await hub.start();
      await until(() => hub.generation > 0);
      // A transaction left open holds the hub's deliveries at its notice's id; what commits after
      // it is announced but not handed on.
      await holder.query("begin");
      await holder.query(touchEvent, [here.id]);
      await other.query(touchEvent, [there.id]);
      await expect.poll(() => caught(), { timeout: 3000 }).toBe(false); // its notification is in
      expect(await caught(here.id)).toBe(true);
      expect(await caught(there.id)).toBe(false);
      expect(await caught()).toBe(false);
      // A notice of no event (a membership) counts for every event.
      await other.query("update user_organizations set organization_id = organization_id where organization_id = $1", [
        tenant.orgId,
      ]);
      await expect.poll(() => caught(here.id), { timeout: 3000 }).toBe(false);
      // Once the open transaction ends, everything is handed on.
      await holder.query("commit");
      expect(await hub.caughtUp(tenant.orgId, 2000, here.id)).toBe(true);
      expect(await caught(there.id)).toBe(true);
      expect(await caught()).toBe(true);
    } finally {
      await hub.close();
      await holder.query("rollback").catch(() => {});
      await holder.end();
      await other.end();
    }
  });
});
