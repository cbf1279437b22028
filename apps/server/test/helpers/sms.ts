import { eq, sql } from "drizzle-orm";
import { profiles, userOrganizations } from "../../src/db/schema/index";
import { SMS_JOB } from "../../src/platform/sms/sms-queue";
import type { Agent } from "./agent";
import type { FakeTwilio } from "./fake-twilio";
import type { Tenant } from "./tenants";
import type { TestApp, TestUser } from "./test-app";

export const TWILIO_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const TWILIO_TOKEN = "fake-twilio-auth-token-0123456789";

/** The environment of a test app that texts through the fake Twilio. */
export const twilioEnv = (twilio: FakeTwilio): Record<string, string> => ({
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: TWILIO_SID,
  TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
  TWILIO_API_URL: twilio.url,
  SMS_SENDER: "Hulppost",
  SMS_CALLBACK_URL: "https://hulppost.example.test",
  // The tests send dozens of texts; the bucket is tested on its own.
  SMS_RATE_PER_SECOND: "1000",
});

export const smsPath = (orgId: string, rest = "") => `/api/orgs/${orgId}/sms${rest}`;

export async function setPhone(t: TestApp, userId: string, phone: string | null) {
  await t.deps.db.update(profiles).set({ phone }).where(eq(profiles.userId, userId));
}

/** Switches the organisation's SMS center on or off, keeping the other switches on. */
export async function setSmsCenter(agent: Agent, orgId: string, on: boolean) {
  const res = await agent.json("PUT", `/api/orgs/${orgId}/settings`, {
    chatEnabled: true,
    smsCenterEnabled: on,
    locationsEnabled: true,
    smsOnAssignment: true,
  });
  if (res.status !== 200) throw new Error(`settings not saved: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Makes every waiting SMS job due now (a retry's back-off, a schedule) and runs the due jobs. */
export async function runSmsJobs(t: TestApp, options: { dueNow?: boolean } = {}) {
  if (options.dueNow)
    await t.database.query(
      `update jobs set run_at = now() - interval '1 second' where type = $1 and status = 'pending'`,
      [SMS_JOB],
    );
  return t.deps.jobs.runDue();
}

/** Posts a delivery report to the app as Twilio would (its URL names this server's public address). */
export async function deliverCallback(
  t: TestApp,
  callback: { url: string; body: string; headers: Record<string, string> },
) {
  const { pathname, search } = new URL(callback.url);
  const res = await t.app.request(`http://localhost${pathname}${search}`, {
    method: "POST",
    headers: callback.headers,
    body: callback.body,
  });
  return { status: res.status, body: (await res.json()) as { status?: string; error?: { code: string } } };
}

/** A recipient's row as stored. */
export async function recipientRow(t: TestApp, recipientId: string) {
  const result = await t.deps.db.execute(sql`select * from sms_recipients where id = ${recipientId}`);
  return result.rows[0] as {
    status: string;
    provider_id: string | null;
    failure_reason: string | null;
    attempts: number;
    send_started_at: unknown;
    sent_at: unknown;
    delivered_at: unknown;
  };
}

/** A caregiver of the tenant with a name, a number as typed (or none) and a qualification. */
export async function addCaregiver(
  t: TestApp,
  tenant: Tenant,
  person: {
    firstName: string;
    lastName: string;
    phone: string | null;
    qualification?: "doctor" | "nurse" | "first_aider";
    language?: "nl" | "en" | "es" | "fr";
  },
): Promise<TestUser> {
  const user = await t.createUser({
    firstName: person.firstName,
    lastName: person.lastName,
    language: person.language,
  });
  await t.deps.db
    .insert(userOrganizations)
    .values({ userId: user.id, organizationId: tenant.orgId, role: "hulpverlener" });
  const q = person.qualification ?? "first_aider";
  await t.deps.db
    .update(profiles)
    .set({
      phone: person.phone,
      isDoctor: q === "doctor",
      isNurse: q === "nurse",
      hasFirstAidCertificate: true,
    })
    .where(eq(profiles.userId, user.id));
  return user;
}
