import type { AlertPreferencesView, NotificationListView, PushDeviceView } from "@hulppost/shared/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Agent } from "../../../test/helpers/agent";
import { type PushService, startPushService } from "../../../test/helpers/push-service";
import { createTenant, type Tenant } from "../../../test/helpers/tenants";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { notify } from "./notify";
import { wallClock } from "./quiet-hours";

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

let t: TestApp;
let service: PushService;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ PUSH_SERVICE_ORIGINS: service.origin });
  tenant = await createTenant(t, { plan: "premium" });
  other = await createTenant(t);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/** A phone of `person` with notifications on: its browser's subscription at the test push service. */
async function phone(person: { agent: Agent }, label = "Telefoon") {
  const subscription = service.subscribe();
  const device = await person.agent.json<PushDeviceView>("POST", "/api/me/push-devices", {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    label,
  });
  expect(device.status).toBe(201);
  return { ...subscription, deviceId: device.body.id };
}

const alert = (userIds: string[], extra: Partial<Parameters<typeof notify>[2]> = {}) =>
  t.deps.db.transaction((tx) =>
    notify(tx, t.deps.jobs, {
      organizationId: tenant.orgId,
      kind: "mention",
      params: { author: "Bart", channel: "Festival" },
      link: "/dashboard/chat",
      recipients: userIds.map((userId) => ({ userId })),
      ...extra,
    }),
  );

describe("devices", () => {
  it("takes a subscription at a known push service only, and lists and removes the person's own", async () => {
    const refused = await tenant.caregiver.agent.json<ErrorBody>("POST", "/api/me/push-devices", {
      endpoint: "http://10.0.0.5:8080/admin",
      keys: service.subscribe().keys,
      label: "Hacker",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ endpoint: "unknownPushService" });
    const bad = await tenant.caregiver.agent.json<ErrorBody>("POST", "/api/me/push-devices", {
      endpoint: `${service.origin}/push/x`,
      keys: { p256dh: "<script>", auth: "" },
      label: "",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(["keys.auth", "keys.p256dh", "label"]);

    const mine = await phone(tenant.caregiver);
    const list = await tenant.caregiver.agent.json<PushDeviceView[]>("GET", "/api/me/push-devices");
    expect(list.body.map((d) => d.label)).toEqual(["Telefoon"]);
    // Someone else's device answers 404 and stays.
    const foreign = await other.caregiver.agent.request("DELETE", `/api/me/push-devices/${mine.deviceId}`);
    expect(foreign.status).toBe(404);
    expect((await other.caregiver.agent.request("POST", `/api/me/push-devices/${mine.deviceId}/test`)).status).toBe(
      404,
    );
    expect((await tenant.caregiver.agent.request("DELETE", `/api/me/push-devices/${mine.deviceId}`)).status).toBe(204);
    expect((await tenant.caregiver.agent.json<PushDeviceView[]>("GET", "/api/me/push-devices")).body).toEqual([]);
  });

  it("sends a test notification the phone can decrypt, signed with the server's VAPID key", async () => {
    const key = await tenant.caregiver.agent.json<{ publicKey: string }>("GET", "/api/me/push-key");
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const device = await phone(tenant.caregiver);
    const sent = await tenant.caregiver.agent.json("POST", `/api/me/push-devices/${device.deviceId}/test`);
    expect(sent.body).toEqual({ sent: true, removed: false, error: null });
    const [push] = service.received(device.id);
    expect(push?.payload).toMatchObject({ kind: "test", title: "Meldingen werken", link: "/dashboard/profile" });
    expect(push?.audience).toBe(service.origin);
    expect(service.errors).toEqual([]);
  });

  it("a device the push service says is gone (410, 404) is removed", async () => {
    for (const status of [410, 404]) {
      const device = await phone(tenant.admin, `Oud ${status}`);
      service.answer(device.id, status);
      const sent = await tenant.admin.agent.json("POST", `/api/me/push-devices/${device.deviceId}/test`);
      expect(sent.body).toEqual({ sent: false, removed: true, error: null });
    }
    expect((await tenant.admin.agent.json<PushDeviceView[]>("GET", "/api/me/push-devices")).body).toEqual([]);
  });
});

describe("an alert", () => {
  it("reaches each of the person's devices once, in their language, and the bell counts it", async () => {
    const nl = await phone(tenant.caregiver, "Telefoon 2");
    const tablet = await phone(tenant.caregiver, "Tablet");
    const { ids } = await alert([tenant.caregiver.id]);
    await t.deps.jobs.runDue();
    await t.deps.jobs.runDue();
    for (const device of [nl, tablet]) {
      const got = service.received(device.id).filter((p) => p.payload.kind === "mention");
      expect(got).toHaveLength(1);
      expect(got[0]?.payload).toMatchObject({ id: ids[0], title: "Bart heeft je vermeld", link: "/dashboard/chat" });
      expect(got[0]?.urgency).toBe("normal");
    }
    const bell = await tenant.caregiver.agent.json<NotificationListView>(
      "GET",
      `/api/orgs/${tenant.orgId}/notifications`,
    );
    expect(bell.body.unread).toBe(1);
    expect(bell.body.items[0]).toMatchObject({ kind: "mention", title: "Bart heeft je vermeld", readAt: null });
    // Another organisation's path, or another person, does not reach it.
    expect(
      (await tenant.caregiver.agent.request("POST", `/api/orgs/${other.orgId}/notifications/${ids[0]}/open`)).status,
    ).toBe(404);
    expect(
      (await tenant.admin.agent.request("POST", `/api/orgs/${tenant.orgId}/notifications/${ids[0]}/open`)).status,
    ).toBe(404);
    const opened = await tenant.caregiver.agent.json<{ openedAt: string }>(
      "POST",
      `/api/orgs/${tenant.orgId}/notifications/${ids[0]}/open`,
    );
    expect(opened.body.openedAt).toBeTruthy();
    expect(
      (await tenant.caregiver.agent.json<NotificationListView>("GET", `/api/orgs/${tenant.orgId}/notifications`)).body
        .unread,
    ).toBe(0);
  });

  it("is written once per dedupe key, however often it is asked for", async () => {
    const first = await alert([tenant.admin.id], { dedupeKey: "mention:once" });
    const again = await alert([tenant.admin.id], { dedupeKey: "mention:once" });
    expect(first.ids).toHaveLength(1);
    expect(again.ids).toEqual([]);
  });

  it("tries a failing push service again, and sends only what did not go the first time", async () => {
    const good = await phone(other.admin, "Goed");
    const flaky = await phone(other.admin, "Wankel");
    service.answer(flaky.id, 500);
    const { ids } = await t.deps.db.transaction((tx) =>
      notify(tx, t.deps.jobs, {
        organizationId: other.orgId,
        kind: "mention",
        params: { author: "Lotte", channel: "Post" },
        link: "/dashboard/chat",
        recipients: [{ userId: other.admin.id }],
      }),
    );
    await t.deps.jobs.runDue();
    const [job] = await t.database.query<{ status: string; attempts: number }>(
      "select status, attempts from jobs where type = 'notifications.deliver' and payload->>'notificationId' = $1",
      [ids[0]],
    );
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    service.answer(flaky.id, null);
    await t.database.query("update jobs set run_at = now() where payload->>'notificationId' = $1", [ids[0]]);
    await t.deps.jobs.runDue();
    expect(service.received(good.id).filter((p) => p.payload.id === ids[0])).toHaveLength(1);
    expect(service.received(flaky.id).filter((p) => p.payload.id === ids[0])).toHaveLength(1);
  });
});

describe("quiet hours", () => {
  it("hold an alert until they end, but not one about a patient", async () => {
    const zone = t.deps.config.APP_TIMEZONE;
    const clock = (offsetMinutes: number) => wallClock(new Date(Date.now() + offsetMinutes * 60_000), zone);
    const person = await t.createUser({ firstName: "Nacht" });
    await t.database.query(
      "insert into user_organizations (user_id, organization_id, role) values ($1, $2, 'hulpverlener')",
      [person.id, tenant.orgId],
    );
    const device = await phone(person);
    // Quiet from an hour ago until an hour from now, in the planning time zone.
    const saved = await person.agent.json("PUT", `/api/orgs/${tenant.orgId}/alert-preferences`, {
      channels: {},
      quietHours: { start: clock(-60), end: clock(60) },
    });
    expect(saved.status).toBe(200);
    const held = await alert([person.id]);
    const due = await t.deps.db.transaction((tx) =>
      notify(tx, t.deps.jobs, {
        organizationId: tenant.orgId,
        kind: "observationDue",
        params: { post: "Hoofdpost" },
        link: "/dashboard",
        recipients: [{ userId: person.id }],
      }),
    );
    await t.deps.jobs.runDue();
    await t.deps.jobs.runDue();
    const kinds = service.received(device.id).map((p) => p.payload.id);
    expect(kinds).toContain(due.ids[0]);
    expect(kinds).not.toContain(held.ids[0]);
    // The held one waits, durably, for the end of the quiet hours (within the minute the clock reads).
    const [waiting] = await t.database.query<{ run_at: Date; status: string }>(
      "select run_at, status from jobs where type = 'notifications.deliver' and payload->>'notificationId' = $1 and status = 'pending'",
      [held.ids[0]],
    );
    expect(waiting).toBeTruthy();
    const inMinutes = (new Date(waiting?.run_at ?? 0).getTime() - Date.now()) / 60_000;
    expect(inMinutes).toBeGreaterThan(58);
    expect(inMinutes).toBeLessThanOrEqual(61);
  });
});

describe("choices", () => {
  it("keeps my channels and quiet hours, and the organisation's defaults for what I did not choose", async () => {
    const put = await tenant.caregiver.agent.json<AlertPreferencesView>(
      "PUT",
      `/api/orgs/${tenant.orgId}/alert-preferences`,
      { channels: { vacancy: { push: false, sms: false, email: true } }, quietHours: { start: "22:00", end: "07:00" } },
    );
    expect(put.status).toBe(200);
    expect(put.body.channels.vacancy).toEqual({ push: false, sms: false, email: true });
    expect(put.body.own).toEqual(["vacancy"]);
    expect(put.body.smsAvailable).toBe(true);
    const defaults = await tenant.admin.agent.json("PUT", `/api/orgs/${tenant.orgId}/alert-defaults`, {
      mention: { push: true, sms: true, email: false },
    });
    expect(defaults.status).toBe(200);
    const mine = await tenant.caregiver.agent.json<AlertPreferencesView>(
      "GET",
      `/api/orgs/${tenant.orgId}/alert-preferences`,
    );
    expect(mine.body.channels.mention).toEqual({ push: true, sms: true, email: false });
    // A caregiver does not set the organisation's defaults; bad quiet hours change nothing.
    expect((await tenant.caregiver.agent.json("PUT", `/api/orgs/${tenant.orgId}/alert-defaults`, {})).status).toBe(403);
    const bad = await tenant.caregiver.agent.json<ErrorBody>("PUT", `/api/orgs/${tenant.orgId}/alert-preferences`, {
      channels: {},
      quietHours: { start: "25:00", end: "25:00" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.["quietHours.start"]).toBe("invalidTime");
    expect(
      (await tenant.caregiver.agent.json<AlertPreferencesView>("GET", `/api/orgs/${tenant.orgId}/alert-preferences`))
        .body.quietHours,
    ).toEqual({ start: "22:00", end: "07:00" });
  });
});
