import path from "node:path";
import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { type PushService, startPushService } from "../../apps/server/test/helpers/push-service";
import { apiAs, controlledByServiceWorker } from "./field-helpers";
import { liveEvent, signIn } from "./helpers";
import { pageShot } from "./shots";

const shots = path.resolve(import.meta.dirname, "../screenshots");

/**
 * Alerts on a phone (decision 046). Chromium here has no network to reach its real push service,
 * so the page's PushManager answers with a subscription at the journey's own push service (the
 * endpoint and keys a browser would give), the server encrypts and signs real pushes to it, the
 * journey decrypts them, and hands each to the doctor's service worker through the DevTools
 * protocol, as the browser's push service would: from there it is the app's own code.
 */
async function phoneOf(browser: Browser, email: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 375, height: 812 },
    serviceWorkers: "allow",
    permissions: ["notifications"],
    ...options,
  });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** The page's PushManager gives this subscription, as a browser does after asking its push service. */
async function fakePushManager(page: Page, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  await page.addInitScript((sub) => {
    const key = (value: string) => {
      const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
      const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
      return Uint8Array.from(raw, (c) => c.charCodeAt(0)).buffer;
    };
    let current: unknown = null;
    const make = (serverKey: ArrayBuffer | null) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { applicationServerKey: serverKey, userVisibleOnly: true },
      getKey: (name: "p256dh" | "auth") => key(sub.keys[name]),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current as PushSubscription | null;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const serverKey = options?.applicationServerKey;
      current = make(serverKey instanceof Uint8Array ? new Uint8Array(serverKey).buffer : null);
      return current as PushSubscription;
    };
  }, subscription);
}

/** Hands a decrypted push to the page's service worker, as the browser's push service would. */
async function deliver(page: Page, payload: Record<string, unknown>) {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const origin = new URL(page.url()).origin;
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
}

/**
 * What the doctor's service worker shows. The bundled Chromium is a headless shell, which refuses
 * every notification ("no permission", whatever was granted): the journey watches the worker's own
 * calls to showNotification instead, made by the app's push handler (public/push-sw.js) as on a phone.
 */
async function watchNotifications(page: Page) {
  const context = page.context();
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate(() => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; shownByApp: unknown[] };
    scope.shownByApp = [];
    const real = scope.registration.showNotification.bind(scope.registration);
    scope.registration.showNotification = async (title: string, options?: NotificationOptions) => {
      scope.shownByApp.push({ title, ...options });
      await real(title, options).catch(() => undefined);
    };
  });
  return () =>
    worker.evaluate(
      () => (self as unknown as { shownByApp: { title: string; body: string; data: unknown }[] }).shownByApp,
    );
}

test("a nurse records NEWS2 8: the doctor's phone shows the alert, and opening it shows the record", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const service: PushService = await startPushService(Number(new URL(baseURL as string).port) + 3);
  const nurse = await phoneOf(browser, "hulpverlener@demo.test");
  const { orgId, eventId } = await liveEvent(nurse);
  const admin = await apiAs(baseURL as string, "admin@demo.test");
  const detail = (await (await admin.get(`/api/orgs/${orgId}/events/${eventId}`)).json()) as {
    assignments: { userId: string; email: string; qualification: string }[];
  };
  const doctor = detail.assignments.find((a) => a.qualification === "doctor");
  expect(doctor, "the live demo event has a doctor").toBeTruthy();
  const doctorPhone = await phoneOf(browser, doctor?.email as string);
  const subscription = service.subscribe();
  await fakePushManager(doctorPhone, subscription);
  try {
    // The doctor turns notifications on in their profile: the app is installed, the browser asked.
    await doctorPhone.goto("/dashboard/profile");
    await controlledByServiceWorker(doctorPhone);
    await doctorPhone.reload();
    await doctorPhone.getByTestId("push-on").click();
    await expect(doctorPhone.getByTestId("push-off")).toBeVisible();
    // The test notification the app sends at once arrives, decrypted, at the push service.
    await expect.poll(() => service.received(subscription.id).map((p) => p.payload.kind)).toContain("test");
    await doctorPhone.getByTestId("device-notifications").scrollIntoViewIfNeeded();
    await pageShot(doctorPhone, path.join(shots, "profile-notifications-375.png"));

    // The nurse registers a patient and records signs that score NEWS2 8.
    const patient = (await (
      await nurse.request.post(`/api/orgs/${orgId}/events/${eventId}/patients`, {
        data: { id: crypto.randomUUID(), firstName: "Ruben", lastName: `Alarm${Date.now() % 10000}` },
      })
    ).json()) as { id: string };
    await nurse.goto(`/dashboard/patient?id=${patient.id}`);
    // RR 26 → 3, SpO2 91 → 3, air 0, systolic 118 → 0, pulse 112 → 2, alert 0, 37.0 → 0: 8.
    await nurse.getByTestId("vitals-new").click();
    const vitals = nurse.getByTestId("vitals-dialog");
    const signs = { systolic: "118", diastolic: "74", heartRate: "112", respiratoryRate: "26", spo2: "91" };
    for (const [field, value] of Object.entries(signs)) await vitals.getByTestId(`vitals-${field}`).fill(value);
    await vitals.getByTestId("vitals-temperature").fill("37,0");
    await vitals.getByTestId("vitals-consciousness").selectOption("alert");
    await vitals.getByTestId("vitals-save").click();
    await expect(vitals.getByTestId(/^vitals-(table|cards)$/).filter({ visible: true })).toBeVisible();
    await nurse.keyboard.press("Escape");

    await expect
      .poll(() => service.received(subscription.id).filter((p) => p.payload.kind === "clinical").length, {
        timeout: 15_000,
      })
      .toBe(1);
    const alert = service.received(subscription.id).find((p) => p.payload.kind === "clinical");
    // The lock screen shows the post and the score, never the name or a value.
    const words = `${alert?.payload.title} ${alert?.payload.body}`;
    expect(words).toContain("8");
    expect(words).not.toMatch(/Ruben|Alarm\d|26|91|112|118/);
    expect(alert?.urgency).toBe("high");

    const shown = await watchNotifications(doctorPhone);
    await deliver(doctorPhone, alert?.payload ?? {});
    await expect.poll(async () => (await shown()).map((n) => n.title)).toContain(alert?.payload.title);
    const [notification] = (await shown()).filter((n) => n.title === alert?.payload.title);
    expect(notification).toMatchObject({ body: alert?.payload.body, requireInteraction: true, tag: alert?.payload.id });
    // A tap opens the page the service worker names (public/push-sw.js), with the alert to mark.
    const data = notification?.data as { id: string; organizationId: string; link: string };
    await doctorPhone.goto(`${data.link}&alert=${data.id}&alertOrg=${data.organizationId}`);
    await expect(doctorPhone.getByTestId("patient-record")).toBeVisible();
    // The record shows who was alerted and who opened it.
    await expect
      .poll(async () => {
        const alerts = (await (await admin.get(`/api/orgs/${orgId}/patients/${patient.id}/alerts`)).json()) as {
          userId: string;
          openedAt: string | null;
        }[];
        return alerts.find((a) => a.userId === doctor?.userId)?.openedAt ?? null;
      })
      .not.toBeNull();
    // The bell's count follows at once: it counts only the doctor's other alerts now.
    const badge = doctorPhone.getByTestId("notification-unread");
    await expect
      .poll(async () => {
        const answer = await doctorPhone.request.get(`/api/orgs/${orgId}/notifications`);
        const { unread } = (await answer.json()) as { unread: number };
        const shown = (await badge.count()) ? Number(await badge.textContent()) : 0;
        return shown === unread;
      })
      .toBe(true);
    await doctorPhone.getByTestId("notification-bell").click();
    const item = doctorPhone.getByTestId(`notification-${alert?.payload.id}`);
    await expect(item).toContainText(alert?.payload.title as string);
    await expect(item).not.toHaveAttribute("data-unread", "true");
    await pageShot(doctorPhone, path.join(shots, "notification-bell-375.png"));
  } finally {
    await service.close();
    await nurse.context().close();
    await doctorPhone.context().close();
    await admin.dispose();
  }
});

test("the post's list puts an overdue observation first, in red, and the bell tells who registered the patient", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const nurse = await phoneOf(browser, "hulpverlener@demo.test", { viewport: { width: 1280, height: 900 } });
  const { orgId, eventId } = await liveEvent(nurse);
  // Arrived two hours ago and never measured: due an hour after arrival, so an hour late now.
  const late = (await (
    await nurse.request.post(`/api/orgs/${orgId}/events/${eventId}/patients`, {
      data: {
        id: crypto.randomUUID(),
        firstName: "Tine",
        lastName: `Laat${Date.now() % 10000}`,
        arrivedAt: new Date(Date.now() - 2 * 60 * 60_000).toISOString(),
      },
    })
  ).json()) as { id: string };
  const fresh = (await (
    await nurse.request.post(`/api/orgs/${orgId}/events/${eventId}/patients`, {
      data: { id: crypto.randomUUID(), firstName: "Bram", lastName: `Vers${Date.now() % 10000}` },
    })
  ).json()) as { id: string };
  try {
    await nurse.setViewportSize({ width: 375, height: 812 });
    await nurse.goto(`/dashboard/event-detail?id=${eventId}`);
    const lateCard = nurse.getByTestId(`patient-card-${late.id}`);
    await expect(lateCard.getByTestId("observation-overdue")).toBeVisible();
    await expect(lateCard.getByTestId("observation-overdue")).toHaveClass(/bg-red/);
    await expect(nurse.getByTestId(`patient-card-${fresh.id}`).getByTestId("observation-due")).toBeVisible();
    // Every late patient comes before every one that is not late, in the post's own order.
    const cards = nurse.locator('[data-testid^="patient-card-"]');
    const late_flags = await cards.evaluateAll((elements) =>
      elements.map((element) => !!element.querySelector('[data-testid="observation-overdue"]')),
    );
    expect(late_flags.indexOf(false)).toBeGreaterThan(0);
    expect(late_flags.slice(late_flags.indexOf(false))).not.toContain(true);
    await pageShot(nurse, path.join(shots, "post-overdue-375.png"));

    // The minute's sweep tells the nurse who registered the patient; the bell shows it at once.
    await nurse.setViewportSize({ width: 1280, height: 900 });
    await expect(nurse.getByTestId("notification-unread")).toBeVisible({ timeout: 90_000 });
    await nurse.getByTestId("notification-bell").click();
    await expect(nurse.getByTestId("notification-list")).toContainText(/Controle nodig/);
    await pageShot(nurse, path.join(shots, "notification-bell-1280.png"));
    await nurse.keyboard.press("Escape");
    await nurse.goto("/dashboard/profile#notifications");
    await expect(nurse.getByTestId("alert-preferences")).toBeVisible();
    await nurse.getByTestId("device-notifications").scrollIntoViewIfNeeded();
    await pageShot(nurse, path.join(shots, "profile-notifications-1280.png"));
  } finally {
    const admin = await apiAs(baseURL as string, "admin@demo.test");
    for (const id of [late.id, fresh.id]) await admin.delete(`/api/orgs/${orgId}/patients/${id}`);
    await admin.dispose();
    await nurse.context().close();
  }
});
