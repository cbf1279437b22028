import path from "node:path";
import { expect, test } from "@playwright/test";
import { controlledByServiceWorker, keptForTheField } from "./field-helpers";
import { DEMO_PASSWORD, signIn } from "./helpers";

/**
 * Offline in the first minute (decision 061): on a festival network a phone that loses the
 * network soon after signing in must still open the app. The service worker keeps the core first,
 * the page says "ready to work offline" once the person's words are in too; cut then, a reload
 * opens the start page from the device, before the rest of the app has followed.
 */
test.use({ serviceWorkers: "allow", viewport: { width: 375, height: 812 } });

const shots = path.resolve(import.meta.dirname, "../screenshots");

/** Slow 4G as the issue measures it: 400 kbit/s both ways, 400 ms latency. */
const SLOW = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

test("signed in on a slow network: ready to work offline, and after the network goes a reload opens the start page", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The tour done through the API, then signed out again: the person signs in on the page.
  await signIn(page, "hulpverlener@demo.test");
  await context.clearCookies();

  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW);

  await page.goto("/auth");
  await page.locator("#email").fill("hulpverlener@demo.test");
  await page.locator("#password").fill(DEMO_PASSWORD);
  const signedIn = Date.now();
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  await expect(page.getByText("Klaar om offline te werken")).toBeVisible({ timeout: 90_000 });
  await expect(page.locator("html")).toHaveAttribute("data-offline", "ready");
  const readyAfter = Date.now() - signedIn;
  test.info().annotations.push({ type: "ready offline after", description: `${readyAfter} ms` });
  console.log(`ready to work offline ${readyAfter} ms after signing in`);
  await page.screenshot({ path: path.join(shots, "offline-ready-375-nl.png") });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("caregiver-dashboard")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", /^nl/);
  await context.setOffline(false);
});

test("an install that loses a file on the way is tried again without a reload, and the device then keeps the app", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // One file of the offline core is lost twice on its way to the service worker (its install's
  // early fetch and Workbox's own): the whole install fails, as it would on a link that drops a
  // file. The page is not reloaded: only the app's own new try can install the worker.
  const { core } = (await (await page.request.get("/offline-parts.json")).json()) as { core: string[] };
  const lostFile = core.find((file) => file.startsWith("/assets/") && file.endsWith(".js"));
  expect(lostFile).toBeTruthy();
  let lost = 0;
  await context.route(`**${lostFile}`, (route) => {
    if (route.request().serviceWorker() && lost < 2) {
      lost += 1;
      return route.abort("connectionreset");
    }
    return route.continue();
  });
  let workers = 0;
  context.on("serviceworker", () => {
    workers += 1;
  });

  await signIn(page, "hulpverlener@demo.test");
  await page.goto("/dashboard");
  await expect(page.getByTestId("caregiver-dashboard")).toBeVisible();
  // The failed install's worker, then the new try's (10 s later), which takes the page.
  await expect.poll(() => lost, { timeout: 45_000 }).toBe(2);
  await controlledByServiceWorker(page);
  expect(workers).toBeGreaterThanOrEqual(2);
  await expect(page.locator("html")).toHaveAttribute("data-offline", "ready", { timeout: 30_000 });
  await keptForTheField(page, ["my-events"]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("caregiver-dashboard")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await context.setOffline(false);
});

test("a sign-in pressed while the app installs itself goes first: the install starts no new file until the dashboard shows", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "hulpverlener@demo.test");
  await context.clearCookies();
  // Each file of the worker's install takes 400 ms, as on a festival link: the install is still
  // under way when the person presses "sign in". When each of its downloads started.
  const DOWNLOAD_MS = 400;
  const starts: number[] = [];
  await context.route("**/assets/**", async (route) => {
    if (!route.request().serviceWorker()) return route.continue();
    starts.push(Date.now());
    await new Promise((resolve) => setTimeout(resolve, DOWNLOAD_MS));
    return route.continue().catch(() => {});
  });
  /** How many downloads were under way on average between two moments. */
  const underWay = (from: number, to: number) => {
    const busy = starts.reduce((sum, s) => sum + Math.max(0, Math.min(s + DOWNLOAD_MS, to) - Math.max(s, from)), 0);
    return busy / (to - from);
  };
  // The sign-in's answer takes two seconds (a slow link, a busy server): a hold long enough to see.
  await page.route("**/api/auth/sign-in/email", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return route.continue();
  });

  await page.goto("/auth");
  await page.locator("#email").fill("hulpverlener@demo.test");
  await page.locator("#password").fill(DEMO_PASSWORD);
  await expect.poll(() => starts.length, { timeout: 45_000 }).toBeGreaterThanOrEqual(12);
  const watched = Date.now();
  await page.waitForTimeout(1_500);

  // When the button was pressed and the dashboard's heading came into the page, in the page (this
  // machine's clock, as the route's): on a busy machine Playwright's click lands a while after it is asked.
  await page.evaluate(() => {
    document
      .querySelector('[data-testid="sign-in-submit"]')
      ?.addEventListener("click", () => ((window as { pressedAt?: number }).pressedAt = Date.now()), {
        capture: true,
        once: true,
      });
    const watch = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="caregiver-dashboard"] h1')) return;
      watch.disconnect();
      (window as { headingAt?: number }).headingAt = Date.now();
    });
    watch.observe(document, { subtree: true, childList: true });
  });
  const asked = Date.now();
  await page.getByTestId("sign-in-submit").click();
  await expect(page.getByTestId("caregiver-dashboard").getByRole("heading").first()).toBeVisible();
  const { pressed, shown } = await page.evaluate(() => {
    const marks = window as { pressedAt?: number; headingAt?: number };
    return { pressed: marks.pressedAt ?? Number.NaN, shown: marks.headingAt ?? Number.NaN };
  });
  await page.waitForTimeout(1_500);
  // Before: as many at once as Chromium lets a worker have (three). While signing in, once those a
  // lane began just before the hold reached the worker are done: Workbox's own one-at-a-time turn,
  // about one. Once the dashboard is drawn: as many as before. (An average, not the most at once: a
  // download a lane began just before the hold may still overlap Workbox's for a moment.)
  const before = underWay(watched, asked);
  const held = underWay(pressed + DOWNLOAD_MS, shown);
  const after = underWay(shown + 200, Date.now());
  console.log(
    `install downloads under way: ${before.toFixed(1)} before the press, ${held.toFixed(1)} while signing in, ${after.toFixed(1)} after (the click landed ${pressed - asked} ms after it was asked)`,
  );
  expect(before).toBeGreaterThanOrEqual(2);
  expect(held).toBeLessThanOrEqual(1.5);
  expect(after).toBeGreaterThanOrEqual(1.6);
  await expect(page.locator("html")).toHaveAttribute("data-offline", "ready", { timeout: 90_000 });
});
