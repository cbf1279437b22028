import type { SmsMessageDetailView, SmsOverviewView } from "@hulppost/shared/sms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCaregiver, deliverCallback, recipientRow, runSmsJobs, smsPath } from "../../../test/helpers/sms";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";

/** Without SMS_PROVIDER nothing leaves the server: the outbox records texts as sent (development). */
let t: TestApp;
let tenant: Tenant;
let lotte: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t, { label: "Sms Outbox" });
  lotte = await addCaregiver(t, tenant, { firstName: "Lotte", lastName: "Peeters", phone: "+32470111222" });
});
afterAll(() => t.close());

describe("the outbox provider", () => {
  it("says so in the overview, records a text as sent at once, and never as delivered", async () => {
    const overview = await tenant.admin.agent.json<SmsOverviewView>("GET", smsPath(tenant.orgId));
    expect(overview.body.provider).toEqual({ kind: "outbox", sender: null });
    const sent = await tenant.admin.agent.json<SmsMessageDetailView>("POST", smsPath(tenant.orgId, "/messages"), {
      text: "Hallo {voornaam}",
      recipients: { userIds: [lotte.id] },
    });
    expect(sent.status).toBe(201);
    await runSmsJobs(t);
    const recipient = sent.body.recipients[0]?.id as string;
    expect(await recipientRow(t, recipient)).toMatchObject({ status: "sent", delivered_at: null });
    expect((await recipientRow(t, recipient)).provider_id).toMatch(/^outbox-/);
  });

  it("refuses delivery reports: nobody can sign one", async () => {
    const res = await deliverCallback(t, {
      url: "http://localhost:3000/api/sms/status",
      body: "MessageSid=SM00000000000000000000000000000000&MessageStatus=delivered",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "x" },
    });
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe("SMS_SIGNATURE_INVALID");
  });
});
