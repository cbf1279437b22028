import { Writable } from "node:stream";
import type { SmsMessageDetailView } from "@hulppost/shared/sms";
import { and, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeTwilio, startFakeTwilio } from "../../../test/helpers/fake-twilio";
import {
  addCaregiver,
  deliverCallback,
  recipientRow,
  runSmsJobs,
  smsPath,
  TWILIO_SID,
  TWILIO_TOKEN,
  twilioEnv,
} from "../../../test/helpers/sms";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { auditLog, jobs } from "../../db/schema/index";
import { SMS_JOB, type SmsJobPayload } from "../../platform/sms/sms-queue";

/** Sending through the fake Twilio, its delivery reports, scheduling and cancelling. */
let twilio: FakeTwilio;
let t: TestApp;
let tenant: Tenant;
let lotte: TestUser;
let jan: TestUser;
const logLines: string[] = [];
type ErrorBody = { error: { code: string } };

beforeAll(async () => {
  twilio = await startFakeTwilio({ accountSid: TWILIO_SID, authToken: TWILIO_TOKEN });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(twilioEnv(twilio), undefined, { logger: pino({ level: "info" }, sink) });
  tenant = await createTenant(t, { label: "Sms Levering" });
  lotte = await addCaregiver(t, tenant, { firstName: "Lotte", lastName: "Peeters", phone: "+32470111222" });
  jan = await addCaregiver(t, tenant, { firstName: "Jan", lastName: "Janssens", phone: "+32470334455" });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

const admin = () => tenant.admin.agent;

/** Sends a text to people; answers the message as the API does. */
async function sendTo(users: TestUser[], extra: Record<string, unknown> = {}) {
  const res = await admin().json<SmsMessageDetailView>("POST", smsPath(tenant.orgId, "/messages"), {
    text: "Post 3 heeft versterking nodig.",
    recipients: { userIds: users.map((u) => u.id) },
    ...extra,
  });
  if (res.status !== 201) throw new Error(`not sent: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const detail = async (messageId: string) =>
  (await admin().json<SmsMessageDetailView>("GET", smsPath(tenant.orgId, `/messages/${messageId}`))).body;
const onlyRecipient = (message: SmsMessageDetailView) => message.recipients[0]?.id as string;
const requestsTo = (phone: string) => twilio.requests.filter((r) => r.params.To === phone).length;
const jobsOf = async (recipientId: string) =>
  (await t.deps.db.select().from(jobs).where(eq(jobs.type, SMS_JOB))).filter(
    (j) => (j.payload as { recipientId?: string }).recipientId === recipientId,
  );

describe("sending through Twilio", () => {
  it("retries a provider that is busy or down, with back-off, and sends once it answers", async () => {
    const message = await sendTo([lotte]);
    const id = onlyRecipient(message);
    const before = requestsTo("+32470111222");
    twilio.answerNext({ status: 429, code: 20429, message: "Too Many Requests" }, { status: 503, code: 20503 });

    expect(await runSmsJobs(t)).toBe(1);
    expect(await recipientRow(t, id)).toMatchObject({ status: "pending", attempts: 1, send_started_at: null });
    const [job] = await jobsOf(id);
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(job?.lastError).toContain("429");
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: the back-off holds it.
    expect(await runSmsJobs(t)).toBe(0);

    await runSmsJobs(t, { dueNow: true });
    expect(await recipientRow(t, id)).toMatchObject({ status: "pending", attempts: 2 });
    await runSmsJobs(t, { dueNow: true });
    const sent = await recipientRow(t, id);
    expect(sent).toMatchObject({ status: "sent", attempts: 3, provider_id: twilio.messages.at(-1)?.sid });
    expect(sent.provider_id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(requestsTo("+32470111222") - before).toBe(3);
    expect((await detail(message.id)).status).toBe("done");
  });

  it("fails a number Twilio refuses, with Twilio's reason, and does not try it again", async () => {
    const message = await sendTo([jan]);
    twilio.answerNext({
      status: 400,
      code: 21211,
      message: "The 'To' number +32470334455 is not a valid phone number.",
    });
    await runSmsJobs(t);
    const view = await detail(message.id);
    expect(view.recipients[0]).toMatchObject({
      status: "failed",
      failureReason: "21211: The 'To' number +32470334455 is not a valid phone number.",
      sentAt: null,
    });
    expect(view).toMatchObject({ status: "done", counts: { failed: 1, pending: 0 } });
    expect((await jobsOf(onlyRecipient(message)))[0]?.status).toBe("done");
  });

  it("gives up after the last attempt, and the copy says why instead of waiting for ever", async () => {
    const message = await sendTo([lotte]);
    twilio.answerNext(...Array.from({ length: 6 }, () => ({ status: 500, code: 20500, message: "Internal error" })));
    for (let attempt = 0; attempt < 6; attempt++) await runSmsJobs(t, { dueNow: true });
    const view = await detail(message.id);
    expect(view.recipients[0]?.status).toBe("failed");
    expect(view.recipients[0]?.failureReason).toContain("Twilio answered 500");
    expect((await jobsOf(onlyRecipient(message)))[0]).toMatchObject({ status: "failed", attempts: 6 });
  });

  it("never sends a copy twice when its job runs again", async () => {
    const message = await sendTo([lotte]);
    await runSmsJobs(t);
    const sentBefore = twilio.messages.length;
    const [job] = await jobsOf(onlyRecipient(message));
    // The queue hands the same job out again (a worker that was thought dead), and a duplicate.
    await t.deps.db
      .update(jobs)
      .set({ status: "pending", runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job?.id as string));
    await t.deps.jobs.enqueue(SMS_JOB, job?.payload as SmsJobPayload);
    expect(await runSmsJobs(t)).toBe(2);
    expect(twilio.messages.length).toBe(sentBefore);
    expect((await detail(message.id)).recipients[0]?.status).toBe("sent");
  });

  it("does not send again after a stop between Twilio's answer and our update; the report fills it in", async () => {
    // The process stopped right after Twilio took the copies: they are marked as being sent, Twilio
    // has them (with their callback address), and our update never happened.
    const late = await sendTo([lotte]);
    const early = await sendTo([jan]);
    const sids: Record<string, string> = {};
    for (const message of [late, early]) {
      const recipient = message.recipients[0] as SmsMessageDetailView["recipients"][number];
      await t.database.query("update sms_recipients set send_started_at = now() where id = $1", [recipient.id]);
      const { providerId } = await t.deps.sms.send({
        to: recipient.phone,
        text: recipient.text,
        statusCallbackUrl: `https://hulppost.example.test/api/sms/status?r=${recipient.id}`,
      });
      sids[message.id] = providerId;
    }
    const sentBefore = twilio.messages.length;
    // Twilio's first report about one of them arrives before the job is retried.
    const report = await deliverCallback(t, twilio.statusCallback(sids[early.id] as string, "sent"));
    expect(report.body.status).toBe("updated");

    await runSmsJobs(t);
    expect(twilio.messages.length).toBe(sentBefore);
    expect((await detail(early.id)).recipients[0]).toMatchObject({ status: "sent", failureReason: null });
    // Nothing heard of the other: it is not sent again, and says why.
    expect((await detail(late.id)).recipients[0]).toMatchObject({ status: "failed", failureReason: "outcomeUnknown" });
    // Its report comes late after all: the real status wins.
    await deliverCallback(t, twilio.statusCallback(sids[late.id] as string, "sent"));
    await deliverCallback(t, twilio.statusCallback(sids[late.id] as string, "delivered"));
    const repaired = (await detail(late.id)).recipients[0];
    expect(repaired).toMatchObject({ status: "delivered", failureReason: null });
    expect(await recipientRow(t, repaired?.id as string)).toMatchObject({ provider_id: sids[late.id] });
  });
});

describe("delivery reports", () => {
  let messageId: string;
  let sid: string;
  beforeAll(async () => {
    const message = await sendTo([jan]);
    messageId = message.id;
    await runSmsJobs(t);
    sid = twilio.messages.at(-1)?.sid as string;
  });

  it("refuses an unsigned, a wrongly signed and a tampered report, logs it, and changes nothing", async () => {
    const good = twilio.statusCallback(sid, "delivered");
    const { "x-twilio-signature": _, ...unsigned } = good.headers;
    const tamperedUrl = new URL(good.url);
    tamperedUrl.searchParams.set("r", "00000000-0000-4000-8000-000000000000");
    const attempts = [
      { ...good, headers: unsigned },
      twilio.statusCallback(sid, "delivered", {}, "another-accounts-auth-token"),
      { ...twilio.statusCallback(sid, "sent"), body: good.body },
      { ...good, url: tamperedUrl.toString() },
    ];
    const lines = logLines.length;
    for (const attempt of attempts) {
      const res = await deliverCallback(t, attempt);
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe("SMS_SIGNATURE_INVALID");
    }
    expect((await detail(messageId)).recipients[0]?.status).toBe("sent");
    const refused = logLines.slice(lines).filter((line) => line.includes("SMS delivery report refused"));
    expect(refused).toHaveLength(4);
    expect(refused[0]).toContain('"level":40');
  });

  it("moves a copy to delivered on a signed report, and never back", async () => {
    expect((await deliverCallback(t, twilio.statusCallback(sid, "delivered"))).body.status).toBe("updated");
    const delivered = await detail(messageId);
    expect(delivered.recipients[0]?.status).toBe("delivered");
    expect(delivered.recipients[0]?.deliveredAt).not.toBeNull();
    expect(delivered.counts).toMatchObject({ delivered: 1, sent: 0 });
    // Reports out of order: a late `sent`, then a `failed`, leave it delivered.
    expect((await deliverCallback(t, twilio.statusCallback(sid, "sent"))).body.status).toBe("ignored");
    expect((await deliverCallback(t, twilio.statusCallback(sid, "undelivered"))).body.status).toBe("ignored");
    expect((await detail(messageId)).recipients[0]).toMatchObject({ status: "delivered", failureReason: null });
  });

  it("fails a copy with Twilio's error code and text", async () => {
    const message = await sendTo([lotte]);
    await runSmsJobs(t);
    const failedSid = twilio.messages.at(-1)?.sid as string;
    const extra = { ErrorCode: "30003", ErrorMessage: "Unreachable destination handset" };
    expect((await deliverCallback(t, twilio.statusCallback(failedSid, "undelivered", extra))).status).toBe(200);
    expect((await detail(message.id)).recipients[0]).toMatchObject({
      status: "failed",
      failureReason: "30003: Unreachable destination handset",
    });
  });

  it("answers 200 to a signed report about a message it does not know, so Twilio does not retry it", async () => {
    const unknown = `SM${"0".repeat(32)}`;
    const report = twilio.statusCallback(sid, "delivered", { MessageSid: unknown, SmsSid: unknown });
    expect(await deliverCallback(t, report)).toEqual({ status: 200, body: { status: "ignored" } });
  });
});

describe("scheduling", () => {
  const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

  it("keeps a scheduled message until its moment, and lets it be cancelled until then", async () => {
    const scheduledAt = inAnHour();
    const message = await sendTo([lotte], { scheduledAt });
    expect(message).toMatchObject({ status: "scheduled", scheduledAt, counts: { pending: 1 } });
    const [job] = await jobsOf(onlyRecipient(message));
    expect(job?.runAt.toISOString()).toBe(scheduledAt);
    const sentBefore = twilio.messages.length;
    expect(await runSmsJobs(t)).toBe(0);

    const cancelled = await admin().json<SmsMessageDetailView>(
      "POST",
      smsPath(tenant.orgId, `/messages/${message.id}/cancel`),
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    const [line] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "sms.cancel"), eq(auditLog.targetId, message.id)));
    expect(line?.actorUserId).toBe(tenant.admin.id);
    // Its moment comes: the job runs and sends nothing.
    expect(await runSmsJobs(t, { dueNow: true })).toBe(1);
    expect(twilio.messages.length).toBe(sentBefore);
    expect(await detail(message.id)).toMatchObject({ status: "cancelled", counts: { pending: 1 } });
    const again = await admin().json<ErrorBody>("POST", smsPath(tenant.orgId, `/messages/${message.id}/cancel`));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("SMS_NOT_CANCELLABLE");
  });

  it("sends a scheduled message when its moment comes; then it can no longer be cancelled", async () => {
    const message = await sendTo([lotte, jan], { scheduledAt: inAnHour() });
    await runSmsJobs(t, { dueNow: true });
    expect(await detail(message.id)).toMatchObject({ status: "done", counts: { sent: 2, pending: 0 } });
    const late = await admin().json<ErrorBody>("POST", smsPath(tenant.orgId, `/messages/${message.id}/cancel`));
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("SMS_NOT_CANCELLABLE");
  });

  it("sends nothing at the moment of a message whose organisation has moved to the free plan", async () => {
    const message = await sendTo([jan], { scheduledAt: inAnHour() });
    await t.database.query("update organizations set plan = 'free' where id = $1", [tenant.orgId]);
    try {
      const sentBefore = twilio.messages.length;
      await runSmsJobs(t, { dueNow: true });
      expect(twilio.messages.length).toBe(sentBefore);
      expect((await detail(message.id)).recipients[0]).toMatchObject({ status: "failed", failureReason: "planNoSms" });
    } finally {
      await t.database.query("update organizations set plan = 'premium' where id = $1", [tenant.orgId]);
    }
  });
});

describe("this month's use", () => {
  it("counts the parts Twilio accepted this month, at 0.15 € each", async () => {
    const counted = await createTenant(t, { label: "Sms Teller" });
    const a = await addCaregiver(t, counted, { firstName: "An", lastName: "Een", phone: "+32470100001" });
    const b = await addCaregiver(t, counted, { firstName: "Bo", lastName: "Twee", phone: "+32470100002" });
    const send = (text: string, users: TestUser[]) =>
      counted.admin.agent.json("POST", smsPath(counted.orgId, "/messages"), {
        text,
        recipients: { userIds: users.map((u) => u.id) },
      });
    // Unicode, 82 units: two parts of 67 each person; plain text: one part.
    expect((await send(`🚑 ${"a".repeat(80)}`, [a, b])).status).toBe(201);
    expect((await send("Kort bericht", [a])).status).toBe(201);
    await runSmsJobs(t);
    // Refused by Twilio: not counted.
    twilio.answerNext({ status: 400, code: 21211, message: "The 'To' number is not a valid phone number." });
    expect((await send("Mislukt", [b])).status).toBe(201);
    await runSmsJobs(t);
    // Last month's text is not this month's.
    expect((await send("Vorige maand", [a])).status).toBe(201);
    await runSmsJobs(t);
    await t.deps.db.execute(
      sql`update sms_recipients set sent_at = now() - interval '45 days' where text = 'Vorige maand' and organization_id = ${counted.orgId}`,
    );

    const overview = await counted.admin.agent.json("GET", smsPath(counted.orgId));
    expect(overview.body).toEqual({
      provider: { kind: "twilio", sender: "Hulppost" },
      allowed: true,
      usage: {
        month: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(new Date()).slice(0, 7),
        messages: 3,
        parts: 5,
        costEur: 0.75,
      },
    });
  });
});
