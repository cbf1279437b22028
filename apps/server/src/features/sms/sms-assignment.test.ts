import type { SmsMessageDetailView, SmsMessageView } from "@hulppost/shared/sms";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { type FakeTwilio, startFakeTwilio } from "../../../test/helpers/fake-twilio";
import {
  addCaregiver,
  deliverCallback,
  runSmsJobs,
  smsPath,
  TWILIO_SID,
  TWILIO_TOKEN,
  twilioEnv,
} from "../../../test/helpers/sms";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { jobs, smsMessages } from "../../db/schema/index";
import { type LegacySmsJob, SMS_JOB } from "../../platform/sms/sms-queue";

/** The SMS-on-assignment setting texts through the SMS center's own path. */
let twilio: FakeTwilio;
let t: TestApp;
let tenant: Tenant;
let emma: TestUser;

beforeAll(async () => {
  twilio = await startFakeTwilio({ accountSid: TWILIO_SID, authToken: TWILIO_TOKEN });
  t = await createTestApp(twilioEnv(twilio));
  tenant = await createTenant(t, { label: "Sms Planning" });
  emma = await addCaregiver(t, tenant, {
    firstName: "Emma",
    lastName: "Smith",
    phone: "0470 12 34 56",
    language: "en",
  });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

const history = async () =>
  (await tenant.admin.agent.json<SmsMessageView[]>("GET", smsPath(tenant.orgId, "/messages"))).body;

describe("SMS on assignment", () => {
  it("texts an assigned caregiver in their language through the same path, with delivery reports", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Bierfeesten" });
    const assigned = await tenant.admin.agent.json("POST", `/api/orgs/${tenant.orgId}/events/${event.id}/assignments`, {
      userId: emma.id,
    });
    expect(assigned.status).toBe(201);
    const [message] = await history();
    expect(message).toMatchObject({
      source: "assignment",
      status: "sending",
      createdBy: { id: tenant.admin.id },
      counts: { pending: 1 },
    });
    // The time is written with a hyphen, not the mail's dash: GSM-7, so one billed part.
    expect(message).toMatchObject({ encoding: "gsm7", parts: 1 });

    await runSmsJobs(t);
    const sms = twilio.messages.at(-1);
    expect(sms).toMatchObject({ to: "+32470123456", from: "Hulppost" });
    expect(sms?.body).toMatch(/^Hulppost: you are scheduled as first aider for Bierfeesten on /);
    await deliverCallback(t, twilio.statusCallback(sms?.sid as string, "delivered"));
    const detail = await tenant.admin.agent.json<SmsMessageDetailView>(
      "GET",
      smsPath(tenant.orgId, `/messages/${message?.id}`),
    );
    expect(detail.body).toMatchObject({ status: "done", counts: { delivered: 1 } });
    expect(detail.body.recipients[0]).toMatchObject({ userId: emma.id, name: "Emma Smith", text: sms?.body });
  });

  it("turns a text queued before the SMS center into a message, once, and sends it", async () => {
    const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Kermis" });
    const legacy: LegacySmsJob = {
      organizationId: tenant.orgId,
      userId: emma.id,
      to: "+32470123456",
      text: "Hulppost: je bent ingepland als EHBO'er voor Kermis.",
      reason: "assignment",
      eventId: event.id,
    };
    const jobId = await t.deps.jobs.enqueue(SMS_JOB, legacy, { maxAttempts: 5 });
    const sentBefore = twilio.messages.length;
    // The old job makes the message; the message's own job sends it in the same run.
    expect(await runSmsJobs(t)).toBe(2);
    expect(twilio.messages.slice(sentBefore).map((m) => m.body)).toEqual([legacy.text]);
    const [message] = await history();
    expect(message).toMatchObject({ source: "assignment", text: legacy.text, createdBy: { id: null, name: "" } });

    // Handed out again (its worker was thought dead): nothing new is made or sent.
    await t.deps.db
      .update(jobs)
      .set({ status: "pending", runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, jobId));
    await runSmsJobs(t);
    expect(twilio.messages.length).toBe(sentBefore + 1);
    const made = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.clientId, jobId));
    expect(made).toHaveLength(1);
    expect(made[0]?.eventId).toBe(event.id);
  });
});

// Last: it adds messages the tests above count.
describe("SMS on assignment in other languages", () => {
  it("writes French and Spanish texts in GSM-7 too: one SMS, not two or three Unicode parts", async () => {
    for (const [language, firstName] of [
      ["fr", "Amélie"],
      ["es", "Iñaki"],
    ] as const) {
      const person = await addCaregiver(t, tenant, {
        firstName,
        lastName: "Dupont",
        phone: `0470 55 66 ${language === "fr" ? "01" : "02"}`,
        language,
      });
      const event = await createEvent(tenant.admin.agent, tenant.orgId, { name: "Fête de la musique – Gent" });
      const assigned = await tenant.admin.agent.json(
        "POST",
        `/api/orgs/${tenant.orgId}/events/${event.id}/assignments`,
        { userId: person.id },
      );
      expect(assigned.status).toBe(201);
      const [message] = await history();
      expect(message, language).toMatchObject({ source: "assignment", encoding: "gsm7", parts: 1 });
      expect(message?.text).not.toMatch(/[–…’]/);
    }
  });
});
