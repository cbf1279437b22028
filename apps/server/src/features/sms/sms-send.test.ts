import { randomUUID } from "node:crypto";
import type { SmsMessageDetailView, SmsMessageView, SmsOverviewView, SmsPreviewView } from "@hulppost/shared/sms";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../test/helpers/events";
import { type FakeTwilio, startFakeTwilio } from "../../../test/helpers/fake-twilio";
import {
  addCaregiver,
  runSmsJobs,
  setSmsCenter,
  smsPath,
  TWILIO_SID,
  TWILIO_TOKEN,
  twilioEnv,
} from "../../../test/helpers/sms";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp, type TestUser } from "../../../test/helpers/test-app";
import { auditLog, eventAssignments, jobs, smsMessages, teamMembers, teams } from "../../db/schema/index";

let twilio: FakeTwilio;
let t: TestApp;
let tenant: Tenant;
let other: Tenant;
const people: Record<string, TestUser> = {};
let feest: string;
let marathon: string;
let ploeg: string;
type ErrorBody = { error: { code: string; fields?: Record<string, string>; details?: Record<string, unknown> } };

async function assign(eventId: string, user: TestUser) {
  await t.deps.db
    .insert(eventAssignments)
    .values({ organizationId: tenant.orgId, eventId, userId: user.id, qualification: "first_aider" });
}

beforeAll(async () => {
  twilio = await startFakeTwilio({ accountSid: TWILIO_SID, authToken: TWILIO_TOKEN });
  t = await createTestApp(twilioEnv(twilio));
  tenant = await createTenant(t, { label: "Sms Centrum" });
  other = await createTenant(t, { label: "Sms Buren" });
  people.lotte = await addCaregiver(t, tenant, { firstName: "Lotte", lastName: "Peeters", phone: "+32470111222" });
  // Written as typed, Belgian and Dutch: both are read.
  people.jan = await addCaregiver(t, tenant, {
    firstName: "Jan",
    lastName: "Janssens",
    phone: "0470 33 44 55",
    qualification: "nurse",
  });
  people.anouk = await addCaregiver(t, tenant, {
    firstName: "Anouk",
    lastName: "de Vries",
    phone: "06 12345678",
    qualification: "doctor",
  });
  people.bram = await addCaregiver(t, tenant, { firstName: "Bram", lastName: "Zonder", phone: null });
  people.kees = await addCaregiver(t, tenant, { firstName: "Kees", lastName: "Fout", phone: "12345" });
  people.max = await addCaregiver(t, tenant, {
    firstName: "Maximiliaan-Alexander",
    lastName: "Vandenbroucke",
    phone: "+32470999888",
  });
  feest = (await createEvent(tenant.admin.agent, tenant.orgId, { name: "Gentse Feesten" })).id;
  marathon = (await createEvent(tenant.admin.agent, tenant.orgId, { name: "Marathon" })).id;
  for (const person of [people.lotte, people.bram, people.kees]) await assign(feest, person as TestUser);
  await assign(marathon, people.jan as TestUser);
  const [team] = await t.deps.db
    .insert(teams)
    .values({ organizationId: tenant.orgId, eventId: feest, name: "Post 1" })
    .returning({ id: teams.id });
  ploeg = team?.id as string;
  await t.deps.db
    .insert(teamMembers)
    .values({ organizationId: tenant.orgId, teamId: ploeg, userId: people.lotte?.id as string });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

const admin = () => tenant.admin.agent;
const preview = (recipients: Record<string, unknown>, agent = admin(), orgId = tenant.orgId) =>
  agent.json<SmsPreviewView & ErrorBody>("POST", smsPath(orgId, "/preview"), { recipients });
const send = (body: Record<string, unknown>, agent = admin(), orgId = tenant.orgId) =>
  agent.json<SmsMessageDetailView & ErrorBody>("POST", smsPath(orgId, "/messages"), body);

describe("the preview", () => {
  it("takes people and groups once each, sorted by name, and lists who is skipped and why", async () => {
    const res = await preview({
      eventIds: [feest],
      userIds: [people.lotte?.id, people.jan?.id],
      qualifications: ["doctor"],
    });
    expect(res.status).toBe(200);
    expect(res.body.recipients).toEqual([
      { userId: people.anouk?.id, name: "Anouk de Vries", phone: "+31612345678" },
      { userId: people.jan?.id, name: "Jan Janssens", phone: "+32470334455" },
      { userId: people.lotte?.id, name: "Lotte Peeters", phone: "+32470111222" },
    ]);
    expect(res.body.skipped).toEqual([
      { userId: people.bram?.id, name: "Bram Zonder", reason: "noPhone" },
      { userId: people.kees?.id, name: "Kees Fout", reason: "invalidPhone" },
    ]);
  });

  it("reaches a team's members, and everyone (admins too)", async () => {
    expect((await preview({ teamIds: [ploeg] })).body.recipients.map((r) => r.name)).toEqual(["Lotte Peeters"]);
    const everyone = await preview({ everyone: true });
    const names = [...everyone.body.recipients, ...everyone.body.skipped].map((r) => r.name);
    expect(names).toHaveLength(8);
    expect(names).toContain("Admin Sms Centrum");
  });

  it("refuses an empty selection, and ids that are not the organisation's", async () => {
    expect((await preview({})).body.error.fields).toEqual({ "recipients.userIds": "noRecipients" });
    const foreignEvent = await createEvent(other.admin.agent, other.orgId, { name: "Elders" });
    expect((await preview({ eventIds: [foreignEvent.id] })).body.error.code).toBe("EVENT_NOT_FOUND");
    expect((await preview({ userIds: [other.caregiver.id] })).body.error.code).toBe("USER_NOT_FOUND");
    expect((await preview({ teamIds: [randomUUID()] })).body.error.code).toBe("TEAM_NOT_FOUND");
  });
});

describe("sending", () => {
  const id = randomUUID();
  const body = () => ({ id, text: "Hoi {voornaam}, kom je naar {evenement}? 🚑", recipients: { eventIds: [feest] } });

  it("fills the placeholders per person, writes one job each, and sends them through the provider", async () => {
    const res = await send(body());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "sending",
      source: "center",
      encoding: "unicode",
      parts: 1,
      scheduledAt: null,
      createdBy: { id: tenant.admin.id, name: "Admin Sms Centrum" },
      counts: { pending: 1, sent: 0, delivered: 0, failed: 0 },
      recipientCount: 1,
      skippedCount: 2,
      skipped: [
        { userId: people.bram?.id, name: "Bram Zonder", reason: "noPhone" },
        { userId: people.kees?.id, name: "Kees Fout", reason: "invalidPhone" },
      ],
    });
    const [recipient] = res.body.recipients;
    expect(recipient).toMatchObject({
      userId: people.lotte?.id,
      phone: "+32470111222",
      text: "Hoi Lotte, kom je naar Gentse Feesten? 🚑",
      status: "pending",
      sentAt: null,
    });
    const [line] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "sms.send"), eq(auditLog.targetId, res.body.id)));
    expect(line?.details).toMatchObject({ recipients: 1, skipped: 2 });

    const before = twilio.messages.length;
    await runSmsJobs(t);
    expect(twilio.messages.slice(before)).toEqual([
      expect.objectContaining({
        to: "+32470111222",
        from: "Hulppost",
        body: "Hoi Lotte, kom je naar Gentse Feesten? 🚑",
        statusCallback: `https://hulppost.example.test/api/sms/status?r=${recipient?.id}`,
      }),
    ]);
    expect(twilio.requests.every((r) => r.authorized)).toBe(true);
    const detail = await admin().json<SmsMessageDetailView>("GET", smsPath(tenant.orgId, `/messages/${res.body.id}`));
    expect(detail.body).toMatchObject({ status: "done", counts: { pending: 0, sent: 1 } });
    expect(detail.body.recipients[0]?.sentAt).not.toBeNull();
  });

  it("answers the first message for the same id again, and sends nothing twice", async () => {
    const again = await send(body());
    expect(again.status).toBe(200);
    const list = await admin().json<SmsMessageView[]>("GET", smsPath(tenant.orgId, "/messages"));
    expect(list.body.filter((m) => m.id === again.body.id)).toHaveLength(1);
    const sent = twilio.messages.length;
    expect(await runSmsJobs(t)).toBe(0);
    expect(twilio.messages.length).toBe(sent);
    const queued = (await t.deps.db.select().from(jobs)).filter(
      (j) => (j.payload as { messageId?: string }).messageId === again.body.id,
    );
    expect(queued).toHaveLength(1);
  });

  it("refuses a text that is over 160 characters once filled in, and names the person", async () => {
    const text = `{voornaam}${"x".repeat(150)}`;
    const res = await send({ text, recipients: { userIds: [people.lotte?.id, people.max?.id] } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { text: "smsTooLongFilled" },
      details: { recipient: "Maximiliaan-Alexander Vandenbroucke", characters: 171 },
    });
    expect((await send({ text: "x".repeat(161), recipients: { everyone: true } })).body.error.fields).toEqual({
      text: "smsTooLong",
    });
  });

  it("asks which event {evenement} means unless the selection has exactly one", async () => {
    const two = await send({ text: "Tot op {evenement}!", recipients: { eventIds: [feest, marathon] } });
    expect(two.body.error.fields).toEqual({ eventId: "smsEventRequired" });
    const named = await send({
      text: "Tot op {evenement}!",
      recipients: { eventIds: [feest, marathon] },
      eventId: marathon,
    });
    expect(named.status).toBe(201);
    expect(named.body.recipients.map((r) => r.text)).toEqual(["Tot op Marathon!", "Tot op Marathon!"]);
    const team = await send({ text: "Ploeg van {evenement}", recipients: { teamIds: [ploeg] } });
    expect(team.body.recipients[0]?.text).toBe("Ploeg van Gentse Feesten");
    const none = await send({ text: "{evenement}", recipients: { userIds: [people.lotte?.id] } });
    expect(none.body.error.fields).toEqual({ eventId: "smsEventRequired" });
  });

  it("refuses a selection in which nobody has a valid number, and a moment that has passed", async () => {
    const nobody = await send({ text: "Hallo", recipients: { userIds: [people.bram?.id, people.kees?.id] } });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.fields).toEqual({ recipients: "noRecipientsWithPhone" });
    const past = await send({
      text: "Hallo",
      recipients: { userIds: [people.lotte?.id] },
      scheduledAt: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(past.body.error.fields).toEqual({ scheduledAt: "scheduledInPast" });
  });
});

describe("queries", () => {
  it("resolves, sends and lists with a fixed number of queries, whatever the number of people", async () => {
    const { queryCounter } = await import("../../db/client");
    const counted = async (call: () => Promise<{ status: number }>) => {
      const store = { count: 0, texts: [] as string[] };
      const res = await queryCounter.run(store, call);
      expect(res.status).toBeLessThan(300);
      return store.count;
    };
    const small = { eventIds: [marathon] };
    const large = { eventIds: [feest, marathon], userIds: [people.anouk?.id, people.max?.id] };
    expect(await counted(() => preview(large))).toBe(await counted(() => preview(small)));
    expect(await counted(() => send({ text: "Veel", recipients: large }))).toBe(
      await counted(() => send({ text: "Een", recipients: small })),
    );
    const list = () => admin().json("GET", smsPath(tenant.orgId, "/messages?limit=50"));
    const before = await counted(list);
    await send({ text: "Nog een", recipients: large });
    expect(await counted(list)).toBe(before);
  });
});

describe("the plan and the switch", () => {
  it("refuses preview and send on the free plan, and the overview says why", async () => {
    const free = await createTenant(t, { plan: "free", label: "Sms Gratis" });
    for (const res of [
      await preview({ everyone: true }, free.admin.agent, free.orgId),
      await send({ text: "Hallo", recipients: { everyone: true } }, free.admin.agent, free.orgId),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("PLAN_NO_SMS");
    }
    const overview = await free.admin.agent.json<SmsOverviewView>("GET", smsPath(free.orgId));
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ allowed: false, provider: { kind: "twilio", sender: "Hulppost" } });
    expect(await t.deps.db.select().from(smsMessages).where(eq(smsMessages.organizationId, free.orgId))).toEqual([]);
  });

  it("refuses every route while the organisation has the SMS center switched off", async () => {
    const [message] = (await admin().json<SmsMessageView[]>("GET", smsPath(tenant.orgId, "/messages"))).body;
    await setSmsCenter(admin(), tenant.orgId, false);
    try {
      const calls: [string, string, unknown?][] = [
        ["GET", smsPath(tenant.orgId)],
        ["POST", smsPath(tenant.orgId, "/preview"), { recipients: { everyone: true } }],
        ["POST", smsPath(tenant.orgId, "/messages"), { text: "Hallo", recipients: { everyone: true } }],
        ["GET", smsPath(tenant.orgId, "/messages")],
        ["GET", smsPath(tenant.orgId, `/messages/${message?.id}`)],
        ["POST", smsPath(tenant.orgId, `/messages/${message?.id}/cancel`), {}],
      ];
      for (const [method, path, payload] of calls) {
        const res = await admin().json<ErrorBody>(method, path, payload);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error.code).toBe("SMS_DISABLED");
      }
    } finally {
      await setSmsCenter(admin(), tenant.orgId, true);
    }
    expect((await admin().json("GET", smsPath(tenant.orgId))).status).toBe(200);
  });

  it("is for admins: a caregiver is refused", async () => {
    const res = await preview({ everyone: true }, tenant.caregiver.agent);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });
});

describe("tenancy", () => {
  it("answers 404 for another organisation's messages, and their ids as a page cursor", async () => {
    await addCaregiver(t, other, { firstName: "Buur", lastName: "Man", phone: "+32470555666" });
    const theirs = await send({ text: "Hallo buren", recipients: { everyone: true } }, other.admin.agent, other.orgId);
    expect(theirs.status).toBe(201);
    for (const [method, path] of [
      ["GET", smsPath(tenant.orgId, `/messages/${theirs.body.id}`)],
      ["POST", smsPath(tenant.orgId, `/messages/${theirs.body.id}/cancel`)],
      ["GET", smsPath(tenant.orgId, `/messages?before=${theirs.body.id}`)],
      ["GET", smsPath(other.orgId, `/messages/${theirs.body.id}`)],
    ] as const) {
      const res = await admin().json<ErrorBody>(method, path, method === "POST" ? {} : undefined);
      expect(res.status, path).toBe(404);
    }
    // The same client id in two organisations makes two messages: ids are unique per organisation.
    const shared = randomUUID();
    const ours = await send({ id: shared, text: "Een", recipients: { userIds: [people.lotte?.id] } });
    const mine = await send(
      { id: shared, text: "Twee", recipients: { everyone: true } },
      other.admin.agent,
      other.orgId,
    );
    expect([ours.status, mine.status]).toEqual([201, 201]);
    expect(ours.body.id).not.toBe(mine.body.id);
  });
});
