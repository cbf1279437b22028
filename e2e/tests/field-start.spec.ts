import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  allSent,
  apiAs,
  controlledByServiceWorker,
  eventDetailKind,
  keptForTheField,
  noteWhenShown,
  shownAt,
} from "./field-helpers";
import { startHangingLink } from "./hanging-link";
import { DEMO_PASSWORD, liveEvent, signIn } from "./helpers";

/**
 * Field mode from the first screen: the installed app opens at /dashboard, so a person who signed
 * in and stayed there must find it working without a network, whatever they did or did not open.
 * With the service worker on; the network cut with Playwright's offline switch, or made to hang
 * (a link that carries nothing more and fails nothing, as a dead mast does).
 */
test.use({ serviceWorkers: "allow", viewport: { width: 375, height: 812 } });

const shots = path.resolve(import.meta.dirname, "../screenshots");

/**
 * Signs in through the sign-in page, as a person does (the tour already done through the API);
 * `base`: the server through another address (the hanging link).
 */
async function signInOnThePage(page: Page, email: string, base = "") {
  await signIn(page, email);
  await page.context().clearCookies();
  await page.goto(`${base}/auth`);
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(DEMO_PASSWORD);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Within 5 s of a reload without a network, the page is there and says it is offline: timed on the
 * page's own clock from the press (`noteWhenShown`), not the test's, which a trace stretches.
 */
async function reloadOffline(page: Page, ready: string) {
  await noteWhenShown(page, [ready, "offline-banner"]);
  await page.reload();
  expect(await shownAt(page, ready)).toBeLessThan(5_000);
  expect(await shownAt(page, "offline-banner")).toBeLessThan(5_000);
  await expect(page.getByTestId(ready)).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(page.getByTestId("connection-pending")).toHaveCount(0);
}

test("a caregiver who signed in and stayed on the dashboard opens it offline after a reload", async ({
  page,
  context,
}) => {
  await signInOnThePage(page, "hulpverlener@demo.test");
  await expect(page.getByTestId("caregiver-dashboard")).toBeVisible();
  await controlledByServiceWorker(page);
  await keptForTheField(page, ["my-events", "vacancies", "patients", "treatments"]);

  await context.setOffline(true);
  await reloadOffline(page, "caregiver-dashboard");
  await expect(page.getByTestId("my-events-section")).toContainText("Festival Vijverpark");
  await expect(page.getByTestId("last-updated")).toBeVisible();
  await page.screenshot({ path: path.join(shots, "field-home-offline-375-nl.png") });
  await context.setOffline(false);
});

test("chat read offline: the last messages seen, and sending waits for the network", async ({ page, context }) => {
  await signIn(page, "hulpverlener@demo.test");
  await page.goto("/dashboard/chat?channel=org");
  await controlledByServiceWorker(page);
  const first = page.locator('[data-testid^="chat-message-"]').first();
  await expect(first).toBeVisible();
  const text = (await first.textContent()) ?? "";
  await keptForTheField(page, ["chat"]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(page.locator('[data-testid^="chat-message-"]').first()).toHaveText(text);
  await expect(page.getByTestId("chat-offline")).toBeVisible();
  await page.getByTestId("chat-input").fill("Ik ben onderweg naar de post");
  await expect(page.getByTestId("chat-send")).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByTestId("chat-offline")).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId("chat-send")).toBeEnabled();
});

test("an admin who signed in and stayed on the overview opens it offline after a reload", async ({ page, context }) => {
  await signInOnThePage(page, "admin@demo.test");
  await expect(page.getByTestId("admin-overview")).toBeVisible();
  await controlledByServiceWorker(page);
  await keptForTheField(page, ["dashboard", "patients"]);

  await context.setOffline(true);
  await reloadOffline(page, "admin-overview");
  await expect(page.getByTestId("stat-live")).toContainText(/\d/);
  await expect(page.getByTestId("not-kept")).toHaveCount(0);
  await context.setOffline(false);
});

test("a network that hangs instead of failing: the dashboard opens from the device within 5 s and says so", async ({
  page,
  baseURL,
}) => {
  // The phone reaches the server through a link that will hang (hanging-link.ts): nothing is
  // intercepted, so the service worker answers as on a phone, and what it does not hold waits.
  const link = await startHangingLink(Number(new URL(baseURL as string).port));
  try {
    await signInOnThePage(page, "hulpverlener@demo.test", link.url);
    await controlledByServiceWorker(page);
    await keptForTheField(page, ["my-events", "patients"]);

    link.hang();
    await reloadOffline(page, "caregiver-dashboard");
    await expect(page.getByTestId("my-events-section")).toContainText("Festival Vijverpark");

    // A page the device never kept says so after 3 s of waiting, with what can be opened instead:
    // never a spinner alone (its data, or its code if that is not on the device yet either). Within
    // 4 s of the address being opened, on the page's clock: the app's own start comes first.
    await noteWhenShown(page, ["not-kept"]);
    await page.goto(`${link.url}/dashboard/chat?channel=org`);
    expect(await shownAt(page, "not-kept")).toBeLessThan(4_000);
    await expect(page.getByTestId("not-kept").first()).toBeVisible();
    // A whole page: a record this device never opened, with the way to what it does keep.
    await page.goto(`${link.url}/dashboard/patient?id=00000000-0000-4000-8000-000000000000`);
    expect(await shownAt(page, "not-kept")).toBeLessThan(4_000);
    const notKept = page.getByTestId("not-kept");
    await expect(notKept).toBeVisible();
    await expect(notKept.getByTestId("kept-page").filter({ hasText: "Festival Vijverpark" })).toBeVisible();
    await page.screenshot({ path: path.join(shots, "field-not-kept-375-nl.png") });
    await notKept.getByTestId("kept-page").filter({ hasText: "Festival Vijverpark" }).click();
    await expect(page.getByTestId("post-status")).toBeVisible();
  } finally {
    await link.close();
  }
});

test("offline, without having opened them before: the live event, its post, the list and the quick input; the patient reaches the server once", async ({
  page,
  context,
  baseURL,
}) => {
  await signInOnThePage(page, "hulpverlener@demo.test");
  const { orgId, eventId } = await liveEvent(page);
  await controlledByServiceWorker(page);
  await keptForTheField(page, ["my-events", "patients", "treatments", eventDetailKind(eventId)]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  // The live event from the home page, as a caregiver finds it.
  await page
    .getByTestId("my-events-section")
    .getByRole("link", { name: /Festival Vijverpark/ })
    .first()
    .click();
  await expect(page.getByTestId("caregiver-event")).toBeVisible();
  await expect(page.getByTestId("my-post")).toBeVisible();
  await expect(page.getByTestId("post-status")).toBeVisible();
  await expect(page.locator('[data-testid^="patient-card-"]').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, "field-post-offline-375-nl.png") });
  await page.locator('[data-testid^="patient-card-"]').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "field-list-offline-375-nl.png") });

  const present = Number(await page.getByTestId("post-present").textContent());
  const name = `Gert Eerst${`${Date.now()}`.slice(-6)}`;
  await page.getByTestId("patient-quick-input").first().click();
  await page.getByTestId("quick-name").fill(name);
  await page.getByTestId("quick-complaint").fill("Flauwgevallen in de zon");
  await page.getByTestId("quick-urgency-high").click();
  await page.getByTestId("quick-save").click();
  await expect(page.getByTestId("patient-name")).toHaveText(name);
  await expect(page.getByTestId("not-sent")).toBeVisible();
  // The post's count already includes the patient waiting on the device.
  await page.getByTestId("patient-back").click();
  await expect(page.getByTestId("post-present")).toHaveText(String(present + 1));

  await context.setOffline(false);
  await allSent(page);
  const admin = await apiAs(baseURL as string, "admin@demo.test");
  const list = await (
    await admin.get(`/api/orgs/${orgId}/events/${eventId}/patients?search=${encodeURIComponent(name)}&pageSize=100`)
  ).json();
  expect(list.total).toBe(1);
  expect(list.items[0]).toMatchObject({ urgency: "high", status: "under_treatment" });
  await admin.dispose();
});

test("the offline home, post and list in English, as a caregiver who reads English sees them", async ({
  page,
  context,
}) => {
  await signInOnThePage(page, "hulpverlener@demo.test");
  const profile = await page.request.put("/api/me/language", { data: { language: "en" } });
  expect(profile.status()).toBe(204);
  try {
    const { eventId } = await liveEvent(page);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await controlledByServiceWorker(page);
    await keptForTheField(page, ["my-events", "patients", eventDetailKind(eventId)]);
    await context.setOffline(true);
    await reloadOffline(page, "caregiver-dashboard");
    await expect(page.getByTestId("offline-banner")).toContainText("No network");
    await page.screenshot({ path: path.join(shots, "field-home-offline-375-en.png") });
    await page.goto(`/dashboard/event-detail?id=${eventId}`);
    await expect(page.getByTestId("post-status")).toBeVisible();
    await page.screenshot({ path: path.join(shots, "field-post-offline-375-en.png") });
    await page.locator('[data-testid^="patient-card-"]').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, "field-list-offline-375-en.png") });
    await context.setOffline(false);
  } finally {
    await context.setOffline(false);
    await page.request.put("/api/me/language", { data: { language: "nl" } });
  }
});
