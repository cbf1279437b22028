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
