import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { AuditEntryView } from "@hulppost/shared/platform";
import type { SmsMessageDetailView } from "@hulppost/shared/sms";
import type { PlatformSystemView, SystemStatusView } from "@hulppost/shared/system";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import serverPackage from "../../../package.json" with { type: "json" };
import { type FakeTwilio, startFakeTwilio } from "../../../test/helpers/fake-twilio";
import {
  addCaregiver,
  recipientRow,
  runSmsJobs,
  smsPath,
  TWILIO_SID,
  TWILIO_TOKEN,
  twilioEnv,
} from "../../../test/helpers/sms";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { LAST_BACKUP_FILE } from "../../db/backup";
import { queryCounter } from "../../db/client";

/**
 * Admin settings → System: what each role sees, and the retry of a failed job. Texts go
 * through the fake Twilio, which is made to refuse until a copy's job has used up its attempts.
 */

let t: TestApp;
let twilio: FakeTwilio;
let a: Tenant;
let b: Tenant;
let root: TestUser;
let lotte: TestUser;

const system = (orgId: string) => `/api/orgs/${orgId}/system`;
const retry = (orgId: string, jobId: string) => `${system(orgId)}/jobs/${jobId}/retry`;

async function jobRow(jobId: string) {
  const [row] = await t.database.query<{ status: string; attempts: number; type: string }>(
    "select status, attempts, type from jobs where id = $1",
    [jobId],
  );
  return row;
}

/** A job that used up its attempts, written as the queue leaves one. */
async function failedJob(type: string, payload: object, error = "connection refused") {
  const [row] = await t.database.query<{ id: string }>(
    `insert into jobs (type, payload, status, attempts, max_attempts, last_error, finished_at)
     values ($1, $2, 'failed', 5, 5, $3, now()) returning id`,
    [type, JSON.stringify(payload), error],
  );
  return row?.id as string;
}

let smsJob: string;
let recipientId: string;
let foreignJob: string;
let mailJob: string;

beforeAll(async () => {
  twilio = await startFakeTwilio({ accountSid: TWILIO_SID, authToken: TWILIO_TOKEN });
  t = await createTestApp(twilioEnv(twilio));
  a = await createTenant(t, { label: "Systeem A" });
  b = await createTenant(t, { label: "Systeem B" });
  root = await t.createUser({ roles: ["super_admin"] });
  lotte = await addCaregiver(t, a, { firstName: "Lotte", lastName: "Peeters", phone: "+32470111222" });

  // A's text fails six times over (Twilio's rate limit: surely not sent) and its job gives up.
  twilio.answerNext(...Array.from({ length: 6 }, () => ({ status: 429, code: 20429, message: "Too Many Requests" })));
  const sent = await a.admin.agent.json<SmsMessageDetailView>("POST", smsPath(a.orgId, "/messages"), {
    text: "Hallo {voornaam}",
    recipients: { userIds: [lotte.id] },
  });
  expect(sent.status).toBe(201);
  recipientId = sent.body.recipients[0]?.id as string;
  for (let i = 0; i < 6; i++) await runSmsJobs(t, { dueNow: true });
  const [job] = await t.database.query<{ id: string }>(
    "select id from jobs where type = 'sms.send' and status = 'failed' and payload->>'recipientId' = $1",
    [recipientId],
  );
  smsJob = job?.id as string;
  expect(smsJob).toBeDefined();

  foreignJob = await failedJob("sms.send", {
    organizationId: b.orgId,
    messageId: randomUUID(),
    recipientId: randomUUID(),
  });
  // A mail to A's admin whose delivery gave up: it stays pending in the outbox.
  const [mail] = await t.database.query<{ id: string }>(
    `insert into mail_outbox (to_email, subject, text, html, template, language, status)
     values ($1, 'Uitnodiging', 'x', 'x', 'invite', 'nl', 'pending') returning id`,
    [a.admin.email],
  );
  mailJob = await failedJob("mail.deliver", { outboxId: mail?.id });
  await t.database.query(
    `insert into mail_outbox (to_email, subject, text, html, template, language, status)
     values ($1, 'Welkom', 'x', 'x', 'invite', 'nl', 'pending')`,
    [b.admin.email],
  );
}, 120_000);
afterAll(async () => {
  await t.close();
  await twilio.close();
});

describe("the organisation's system status", () => {
  it("shows an admin the installation with only their organisation's jobs, and nothing platform-wide", async () => {
    const res = await a.admin.agent.json<SystemStatusView>("GET", system(a.orgId));
    expect(res.status).toBe(200);
    const view = res.body;
    expect(view.health.database).toBe("ok");
    expect(view.health.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(view.version).toEqual({ version: serverPackage.version, commit: "unknown" });
    // The kind of database, not its size: that is every organisation's data together.
    expect(view.database).toEqual({ kind: t.deps.database.kind });
    expect(view.sms).toEqual({ provider: "twilio", sender: "Hulppost" });
    expect(view.payments).toEqual({ provider: "manual" });
    // A's text is the one failed job; B's and the mail job are not A's business.
    expect(view.jobs).toMatchObject({ failed: 1, running: 0 });
    expect(view.failedJobs).toEqual([
      expect.objectContaining({
        id: smsJob,
        type: "sms.send",
        attempts: 6,
        maxAttempts: 6,
        organizationName: "Systeem A",
        lastError: expect.stringContaining("429"),
      }),
    ]);
    // Whether mail goes out, but no mail counts: mails carry no organisation, and those to A's
    // admin include other organisations' mails and password resets.
    expect(view.mail).toEqual({ transport: "outbox" });
    // The platform's backup is the operator's business.
    expect(view).not.toHaveProperty("backup");
    expect(view).not.toHaveProperty("totals");
  });

  it("gives the super admin the embedded database's last backup, or says it never was", async () => {
    const before = await root.agent.json<PlatformSystemView>("GET", "/api/platform/system");
    if (t.deps.database.kind === "postgres") {
      expect(before.body.backup).toBeNull();
      return;
    }
    expect(before.body.backup).toEqual({ lastAt: null, command: "npm run backup" });
    writeFileSync(
      path.join(t.deps.config.DATA_DIR, LAST_BACKUP_FILE),
      JSON.stringify({ at: "2026-07-04T15:30:12.000Z", file: "/backups/x.tar", bytes: 10 }),
    );
    const after = await root.agent.json<PlatformSystemView>("GET", "/api/platform/system");
    expect(after.body.backup).toEqual({ lastAt: "2026-07-04T15:30:12.000Z", command: "npm run backup" });
    // An organisation's admin still does not get it.
    expect((await a.admin.agent.json<SystemStatusView>("GET", system(a.orgId))).body).not.toHaveProperty("backup");
  });

  it("shows the super admin every organisation's jobs and mails, and the platform's size", async () => {
    const res = await root.agent.json<PlatformSystemView>("GET", "/api/platform/system");
    expect(res.status).toBe(200);
    expect(res.body.database).toEqual({ kind: t.deps.database.kind, sizeBytes: expect.any(Number) });
    expect(res.body.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(res.body.failedJobs.map((job) => job.id).sort()).toEqual([smsJob, foreignJob, mailJob].sort());
    expect(res.body.failedJobs.find((job) => job.id === mailJob)?.organizationName).toBeNull();
    expect(res.body.jobs.failed).toBe(3);
    expect(res.body.mail).toEqual({ transport: "outbox", pending: 1, failed: 1 });
    expect(res.body.totals.organizations).toBeGreaterThanOrEqual(2);
    expect(res.body.totals.users).toBeGreaterThanOrEqual(6);
  });

  it("refuses caregivers (403) and admins on the platform's view (403)", async () => {
    expect((await a.caregiver.agent.json("GET", system(a.orgId))).status).toBe(403);
    expect((await a.admin.agent.json("GET", "/api/platform/system")).status).toBe(403);
    expect((await a.caregiver.agent.json("POST", retry(a.orgId, smsJob))).status).toBe(403);
    expect((await a.admin.agent.json("POST", `/api/platform/system/jobs/${foreignJob}/retry`)).status).toBe(403);
    expect((await jobRow(smsJob))?.status).toBe("failed");
  });

  it("answers with the same number of queries whatever the number of failed jobs", async () => {
    const counted = async (agent: TestUser["agent"], url: string) => {
      const store = { count: 0, texts: [] as string[] };
      const res = await queryCounter.run(store, () => agent.json("GET", url));
      expect(res.status).toBe(200);
      return store.count;
    };
    const few = await counted(root.agent, "/api/platform/system");
    const fewOrg = await counted(a.admin.agent, system(a.orgId));
    const extra = await Promise.all(
      Array.from({ length: 4 }, () =>
        failedJob("sms.send", { organizationId: a.orgId, messageId: randomUUID(), recipientId: randomUUID() }),
      ),
    );
    try {
      expect(await counted(root.agent, "/api/platform/system")).toBe(few);
      expect(await counted(a.admin.agent, system(a.orgId))).toBe(fewOrg);
    } finally {
      await t.database.query("delete from jobs where id = any($1::uuid[])", [extra]);
    }
  });
});

describe("retrying a failed job", () => {
  it("answers 404 to an admin for another organisation's job, a job that has not failed, or none", async () => {
    expect((await a.admin.agent.json("POST", retry(a.orgId, foreignJob))).status).toBe(404);
    // Not even under B's path: A's admin is not a member there.
    expect((await a.admin.agent.json("POST", retry(b.orgId, foreignJob))).status).toBe(404);
    expect((await a.admin.agent.json("POST", retry(a.orgId, randomUUID()))).status).toBe(404);
    const bad = await a.admin.agent.json<{ error: { code: string; fields: Record<string, string> } }>(
      "POST",
      retry(a.orgId, "not-a-job"),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("jobId");
    expect((await jobRow(foreignJob))?.status).toBe("failed");
  });

  it("makes the admin's failed text due again and sends it once the provider takes it; audit-logged", async () => {
    expect(await recipientRow(t, recipientId)).toMatchObject({ status: "failed" });
    const res = await a.admin.agent.request("POST", retry(a.orgId, smsJob));
    expect(res.status).toBe(204);
    expect(await jobRow(smsJob)).toMatchObject({ status: "pending", attempts: 0 });
    // The copy surely never reached Twilio, so it is open again.
    expect(await recipientRow(t, recipientId)).toMatchObject({ status: "pending", failure_reason: null });
    // A second retry finds no failed job.
    expect((await a.admin.agent.json("POST", retry(a.orgId, smsJob))).status).toBe(404);

    await runSmsJobs(t);
    expect(await jobRow(smsJob)).toMatchObject({ status: "done", attempts: 1 });
    expect(await recipientRow(t, recipientId)).toMatchObject({ status: "sent" });
    expect(twilio.messages.map((m) => m.to)).toEqual(["+32470111222"]);

    const log = await a.admin.agent.json<AuditEntryView[]>("GET", `/api/orgs/${a.orgId}/audit?action=job.retry`);
    expect(log.body).toEqual([expect.objectContaining({ action: "job.retry", actorEmail: a.admin.email })]);
    const status = await a.admin.agent.json<SystemStatusView>("GET", system(a.orgId));
    expect(status.body.failedJobs).toEqual([]);
  });

  it("lets the super admin retry any job, such as a mail's", async () => {
    const res = await root.agent.request("POST", `/api/platform/system/jobs/${mailJob}/retry`);
    expect(res.status).toBe(204);
    expect(await jobRow(mailJob)).toMatchObject({ status: "pending", attempts: 0 });
    // B's organisation job, retried by the super admin, is written in B's audit log.
    expect((await root.agent.request("POST", `/api/platform/system/jobs/${foreignJob}/retry`)).status).toBe(204);
    const log = await b.admin.agent.json<AuditEntryView[]>("GET", `/api/orgs/${b.orgId}/audit?action=job.retry`);
    expect(log.body).toHaveLength(1);
  });
});
