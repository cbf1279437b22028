import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";

/** Patient data never appears in server logs, not even when a write fails in the database. */
let t: TestApp;
let tenant: Tenant;
const lines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, undefined, { logger: pino({ level: "debug" }, sink) });
  tenant = await createTenant(t, { label: "Logpost" });
});
afterAll(() => t.close());

describe("server logs", () => {
  it("log a failed patient write without the values it carried", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Logfeest" });
    // A constraint made for the test, so the database refuses a write that validation passed.
    await t.database.query("alter table patients add constraint test_refuses_boem check (first_name <> 'Boem')");
    try {
      const res = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${event.id}/patients`, {
        id: randomUUID(),
        firstName: "Boem",
        lastName: "Vertrouwelijk",
        complaint: "Geheime klacht",
        urgency: "high",
      });
      expect(res.status).toBe(500);
    } finally {
      await t.database.query("alter table patients drop constraint test_refuses_boem");
    }
    const log = lines.join("");
    expect(log).toContain("unhandled error");
    expect(log).toContain("test_refuses_boem");
    for (const secret of ["Boem", "Vertrouwelijk", "Geheime klacht"]) expect(log).not.toContain(secret);
  });
});
