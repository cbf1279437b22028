import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { signIn } from "./helpers";

// Two people in two browsers. What one does reaches the other's open page through the
// realtime stream, without a reload (no reload or navigation happens on the watching page).

/** The festival the demo caregiver works today (the demo's live event has its post here). */
const VIJVERPARK = { latitude: 50.8199, longitude: 3.2586, accuracy: 14 };

async function personIn(browser: Browser, email: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  const me = (await (await page.request.get("/api/me")).json()) as {
    user: { id: string };
    organizations: { id: string }[];
  };
  return { context, page, userId: me.user.id, orgId: me.organizations[0]?.id as string };
}

/** Opens a page and waits until its realtime stream has answered (the server then has it registered). */
async function openWatching(page: Page, url: string) {
  await Promise.all([page.waitForResponse((r) => r.url().includes("/stream") && r.status() === 200), page.goto(url)]);
}

/** The unread count on the sidebar's Chat entry (0 when the badge is not shown). */
async function unreadOnMenu(page: Page) {
  const badge = page.getByTestId("menu-chat-unread");
  if ((await badge.count()) === 0) return 0;
  return Number(((await badge.locator("[aria-hidden]").textContent()) ?? "").replace("+", ""));
}

type Marks = { __marks?: Record<string, number> };

/**
 * From now on, notes on the page the clock time (Date.now: one clock for every page on this
 * machine) at which the element `selector` first shows `text` (`exact`: all of it, a "+" aside,
 * as a count's badge writes it). What a person sees, timed on the page's side: the test's own
 * round trips to two browsers, which a trace recorded on a busy machine stretches by seconds, are
 * not in it. Unlike field-helpers' `noteWhenShown` (one page's clock from its navigation), this
 * compares two pages, so it takes the clock they share.
 */
async function noteWhenTextShown(page: Page, selector: string, text: string, exact = false) {
  await page.evaluate(
    ([css, wanted, whole]) => {
      (window as Marks).__marks ??= {};
      const marks = (window as Marks).__marks ?? {};
      const key = `${css} ${wanted}`;
      const look = () => {
        const shown = document.querySelector(css)?.textContent?.replace("+", "").trim() ?? "";
        if (key in marks || !(whole ? shown === wanted : shown.includes(wanted))) return;
        marks[key] = Date.now();
        observer.disconnect();
      };
      const observer = new MutationObserver(look);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      look();
    },
    [selector, text, exact] as const,
  );
}

/** From now on, notes on the page the clock time at which the person sends with this control (a click, or Enter in it). */
async function noteWhenSent(page: Page, testId: string) {
  await page.evaluate((id) => {
    (window as Marks).__marks ??= {};
    const marks = (window as Marks).__marks ?? {};
    const sent = (event: Event) => {
      if ((event.target as Element | null)?.closest(`[data-testid="${id}"]`)) marks[`sent ${id}`] ??= Date.now();
    };
    document.addEventListener("click", sent, { capture: true });
    document.addEventListener("keydown", (event) => event.key === "Enter" && sent(event), { capture: true });
  }, testId);
}

/** The clock time a mark was noted at, once it is. */
async function markedAt(page: Page, key: string): Promise<number> {
  await expect.poll(() => page.evaluate((k) => (window as Marks).__marks?.[k] ?? null, key)).not.toBeNull();
  return page.evaluate((k) => (window as Marks).__marks?.[k] ?? Number.NaN, key);
}

let contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

test("a chat message reaches the other person within 2 seconds, with the unread count, and the reply comes back", async ({
  browser,
}) => {
  const admin = await personIn(browser, "admin@demo.test");
  const caregiver = await personIn(browser, "hulpverlener@demo.test");
  contexts = [admin.context, caregiver.context];

  // The caregiver is on the dashboard; the admin writes in the organisation's channel.
  await openWatching(caregiver.page, "/dashboard");
  await expect(caregiver.page.getByTestId("menu-chat")).toBeVisible();
  // The count the server gives (the demo has messages the caregiver has not read), shown first.
  const channels = (await (await caregiver.page.request.get(`/api/orgs/${caregiver.orgId}/chat/channels`)).json()) as {
    unread: number;
  }[];
  const before = channels.reduce((sum, c) => sum + c.unread, 0);
  await expect.poll(() => unreadOnMenu(caregiver.page)).toBe(before);

  await admin.page.goto("/dashboard/chat?channel=org");
  const text = `Wie brengt er ijs naar de posttent? ${Date.now().toString(36)}`;
  await admin.page.getByTestId("chat-input").fill(text);
  await expect(admin.page.getByTestId("chat-counter")).toContainText(String(text.length));
  const badge = '[data-testid="menu-chat-unread"] [aria-hidden]';
  await noteWhenTextShown(caregiver.page, badge, String(before + 1), true);
  await noteWhenSent(admin.page, "chat-send");
  await admin.page.getByTestId("chat-send").click();
  await expect(admin.page.getByTestId("chat-log").getByText(text)).toBeVisible();

  // Within 2 s of the press, on a page that was not reloaded: one more unread message on the menu.
  await expect.poll(() => unreadOnMenu(caregiver.page)).toBe(before + 1);
  const sentAt = await markedAt(admin.page, "sent chat-send");
  expect((await markedAt(caregiver.page, `${badge} ${before + 1}`)) - sentAt).toBeLessThan(2_000);

  // Opening the chat shows the message under the "new messages" marker, and reading clears the count.
  await caregiver.page.getByTestId("menu-chat").click();
  const log = caregiver.page.getByTestId("chat-log");
  await expect(log.getByText(text)).toBeVisible();
  await expect(caregiver.page.getByTestId("chat-new-messages")).toBeVisible();
  // Reading the organisation's channel clears its count; event channels keep theirs.
  await expect(caregiver.page.getByTestId("chat-unread-org")).toHaveCount(0);
  await expect.poll(() => unreadOnMenu(caregiver.page)).toBeLessThan(before + 1);

  // The reply reaches the admin's open conversation within 2 s as well.
  const reply = `Ik breng het mee, tot zo ${Date.now().toString(36)}`;
  await caregiver.page.getByTestId("chat-input").fill(reply);
  await noteWhenTextShown(admin.page, '[data-testid="chat-log"]', reply);
  await noteWhenSent(caregiver.page, "chat-input");
  await caregiver.page.getByTestId("chat-input").press("Enter");
  await expect(admin.page.getByTestId("chat-log").getByText(reply)).toBeVisible();
  const repliedAt = await markedAt(caregiver.page, "sent chat-input");
  expect((await markedAt(admin.page, `[data-testid="chat-log"] ${reply}`)) - repliedAt).toBeLessThan(2_000);
});

test("an assignment made by the admin appears on the caregiver's open dashboard without a reload", async ({
  browser,
}) => {
  const admin = await personIn(browser, "admin@demo.test");
  const caregiver = await personIn(browser, "hulpverlener@demo.test");
  contexts = [admin.context, caregiver.context];
  const date = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10);
  const name = `Buurtfeest ${Date.now().toString(36)}`;
  const created = await admin.page.request.post(`/api/orgs/${admin.orgId}/events`, {
    data: {
      name,
      date,
      startTime: "14:00",
      endTime: "20:00",
      location: "Kouter",
      requiredDoctors: 0,
      requiredNurses: 1,
      requiredFirstAiders: 1,
      requiredTents: 0,
      requiredAmbulances: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;

  await openWatching(caregiver.page, "/dashboard");
  const myEvents = caregiver.page.getByTestId("my-events-section");
  await expect(myEvents).toBeVisible();
  await expect(myEvents.getByTestId(`event-card-${eventId}`)).toHaveCount(0);
  let navigations = 0;
  caregiver.page.on("framenavigated", () => navigations++);

  // The admin assigns the caregiver (the call the staffing tab's assign dialog makes).
  const assigned = await admin.page.request.post(`/api/orgs/${admin.orgId}/events/${eventId}/assignments`, {
    data: { userId: caregiver.userId, qualification: "nurse" },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);

  await expect(myEvents.getByTestId(`event-card-${eventId}`)).toBeVisible();
  await expect(myEvents.getByTestId(`event-card-${eventId}`)).toContainText(name);
  expect(navigations).toBe(0);
});

test("a caregiver shares their location with a faked position and it appears on the admin's map", async ({
  browser,
}) => {
  const admin = await personIn(browser, "admin@demo.test");
  const caregiver = await personIn(browser, "hulpverlener@demo.test", {
    permissions: ["geolocation"],
    geolocation: VIJVERPARK,
  });
  contexts = [admin.context, caregiver.context];

  // The admin watches the live event's map (the first one offered).
  await openWatching(admin.page, "/dashboard/locations");
  await expect(admin.page.getByTestId("sharing-members-list")).toBeVisible();
  await expect(admin.page.getByTestId(`sharing-member-${caregiver.userId}`)).toHaveCount(0);

  await caregiver.page.goto("/dashboard/locations");
  await caregiver.page.getByTestId("share-location-start").click();
  await expect(caregiver.page.getByTestId("share-location-accuracy")).toContainText("14 m");
  await expect(caregiver.page.getByTestId("share-location-last-sent")).toBeVisible();

  // On the admin's open map: the marker, and the person in the list of who shares.
  await expect(admin.page.getByTestId(`caregiver-marker-${caregiver.userId}`)).toBeVisible({ timeout: 5_000 });
  await expect(admin.page.getByTestId(`caregiver-position-${caregiver.userId}`)).toContainText("14 m");
  await expect(admin.page.getByTestId(`sharing-member-${caregiver.userId}`)).toBeVisible();

  // Stop removes the position from the admin's map as well.
  await caregiver.page.getByTestId("share-location-stop").click();
  await expect(caregiver.page.getByTestId("share-location-start")).toBeVisible();
  await expect(admin.page.getByTestId(`caregiver-marker-${caregiver.userId}`)).toHaveCount(0, { timeout: 5_000 });
});

test("a phone without location permission is told so, and nothing is shared", async ({ browser }) => {
  const caregiver = await personIn(browser, "hulpverlener@demo.test", { permissions: [] });
  contexts = [caregiver.context];
  await caregiver.page.goto("/dashboard/locations");
  await caregiver.page.getByTestId("share-location-start").click();
  await expect(caregiver.page.getByTestId("share-location-error-permissionDenied")).toBeVisible();
  await expect(caregiver.page.getByTestId("share-location-start")).toBeVisible();
});
