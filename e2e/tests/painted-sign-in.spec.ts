import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./helpers";

// Decision 060: `/auth` paints from the server's HTML seconds before its code arrives on a slow
// network. A person may type into it at once; the app keeps what was typed when it takes over, and
// the painted copy's buttons wait for the app, so no form leaves without it, and an Enter pressed
// before it arrived is not lost: the app sends the form then.
test("a person types into the painted sign-in form before the app arrives and signs in", async ({ page }) => {
  await page.request.post("/api/auth/sign-in/email", {
    data: { email: "hulpverlener@demo.test", password: DEMO_PASSWORD },
  });
  await page.request.post("/api/me/onboarding/complete", { data: {} });
  await page.context().clearCookies();

  // The app's code is held back until the person has typed: a network slower than their fingers.
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  // "commit": the document's scripts (held back) would keep DOMContentLoaded from firing.
  await page.goto("/auth", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aanmelden");
  await expect(page.getByTestId("sign-in-submit")).toBeDisabled();
  await page.locator("#email").pressSequentially("hulpverlener@demo.test");
  await page.locator("#password").click();
  await page.locator("#password").pressSequentially(DEMO_PASSWORD);
  // Enter in the painted form sends nothing by itself (its only submit button waits for the app)…
  await page.keyboard.press("Enter");
  expect(page.url()).not.toContain("password");
  await expect(page.getByTestId("sign-in-submit")).toBeDisabled();

  // …and the app, when it arrives, keeps what was typed and sends the form the person asked to send.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) asked.push(new URL(request.url()).pathname);
  });
  release();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  await expect(page.getByTestId("caregiver-dashboard")).toBeVisible();
  // The sign-in's answer said who signed in (decision 063): the app did not ask again after it.
  const signedIn = asked.indexOf("/api/auth/sign-in/email");
  expect(signedIn).toBeGreaterThanOrEqual(0);
  expect(asked.slice(signedIn)).not.toContain("/api/me");
});

// On a network that hangs, the app's code may never come: the painted form would wait without a
// word. After a while (CSS, inlined with the page: no script needed) it says so and offers a reload
// in the page's language; the app, once it is there, shows no such line.
test("the painted sign-in page says it is still loading when the app's code hangs, and reloads", async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, () => {}); // never answered
  // Animations 4× faster: the line's 12 s wait takes 3 s here.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 4 });
  await page.goto("/auth?lng=fr", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Se connecter");
  const line = page.getByTestId("painted-still-loading");
  await expect(line).toBeHidden();
  await expect(line).toBeVisible({ timeout: 15_000 });
  await expect(line).toContainText("le réseau est lent");
  await expect(page.getByTestId("sign-in-submit")).toBeDisabled();

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await line.getByRole("link", { name: "Recharger la page" }).click();
  await expect(page.getByTestId("sign-in-submit")).toBeEnabled({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/auth\?lng=fr$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Se connecter");
  await expect(page.getByTestId("painted-still-loading")).toHaveCount(0);
});
