import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test("a caregiver sees only their menu and gets 'Geen toegang' on an admin page", async ({ page }) => {
  await signIn(page, "hulpverlener@demo.test");
  await page.goto("/dashboard");
  const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
  await expect(menu.getByRole("link")).toHaveText(["Dashboard", /^Chat/, "Locaties", "Mijn profiel"]);
  await expect(page.getByTestId("organization-label")).toHaveText("Demo Hulpdienst");

  await page.getByTestId("account-menu").click();
  await expect(page.getByTestId("account-email")).toHaveText("hulpverlener@demo.test");
  await expect(page.getByTestId("account-role")).toHaveText("Hulpverlener");
  await page.keyboard.press("Escape");

  for (const path of ["/dashboard/admin", "/dashboard/event-management", "/dashboard/organizations"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Geen toegang" })).toBeVisible();
    await expect(page.getByText("Je hebt geen toestemming om deze pagina te bekijken.")).toBeVisible();
  }
});

test("an admin and a super admin see the menu items of their role, in order", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/dashboard");
  const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
  await expect(menu.getByRole("link")).toHaveText([
    "Dashboard",
    /^Chat/,
    "Locaties",
    "Evenementen",
    "Hulpverleners",
    "Infrastructuur",
    "Behandelingen",
    "SMS-centrum",
    "Beheerinstellingen",
  ]);
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, "superadmin@demo.test");
  await page.goto("/dashboard");
  // The super admin sees every organisation; other journeys add free ones (without SMS) that may
  // sort first, so look at the premium demo organisation (the picker shows once there are two).
  await expect(menu.getByRole("link", { name: "Organisaties" })).toBeVisible();
  const picker = page.getByTestId("organization-picker");
  if ((await picker.count()) > 0) await picker.selectOption({ label: "Demo Hulpdienst" });
  else await expect(page.getByTestId("sidebar-organization")).toHaveText("Demo Hulpdienst");
  await expect(menu.getByRole("link")).toHaveText([
    "Dashboard",
    /^Chat/,
    "Locaties",
    "Evenementen",
    "Hulpverleners",
    "Infrastructuur",
    "Behandelingen",
    "SMS-centrum",
    "Beheerinstellingen",
    "Organisaties",
    "Alle gebruikers",
    "Prijsbeheer",
  ]);
});

test("sends a visitor who is not signed in from the dashboard to /auth", async ({ page }) => {
  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL(/\/auth$/);
});

test("Ctrl+B collapses the sidebar and the state survives a reload", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/dashboard");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  expect((await sidebar.boundingBox())?.width).toBeCloseTo(256, 0);
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(48);
  const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar:state");
  expect(cookie?.value).toBe("false");
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});

test("on a phone the sidebar is an 18rem side sheet", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, "hulpverlener@demo.test");
  await page.goto("/dashboard");
  await expect(page.getByTestId("sidebar")).toHaveCount(0);
  await page.getByTestId("sidebar-toggle").click();
  const sheet = page.getByTestId("sidebar-sheet");
  await expect(sheet).toBeVisible();
  expect((await sheet.boundingBox())?.width).toBeCloseTo(288, 0);
  await sheet.getByRole("link", { name: "Mijn profiel" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(sheet).toBeHidden();
});

test("an unknown path shows the 404 page with a link home", async ({ page }) => {
  await signIn(page, "hulpverlener@demo.test");
  await page.goto("/dashboard/bestaat-niet");
  await expect(page.getByRole("heading", { name: "Oeps! Pagina niet gevonden" })).toBeVisible();
  await page.getByRole("link", { name: "Terug naar de startpagina" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/nergens");
  await expect(page.getByRole("heading", { name: "Oeps! Pagina niet gevonden" })).toBeVisible();
});

test("a slow or lost connection shows a connection notice, not the sign-in page", async ({ page }) => {
  await signIn(page, "hulpverlener@demo.test");
  // The server cannot be reached for who is signed in.
  await page.route("**/api/me", (route) => route.abort("internetdisconnected"));
  await page.goto("/dashboard");
  await expect(page.getByTestId("connection-pending")).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  // The network comes back: one tap carries on where the person was. The page keeps asking by
  // itself as well, so on a busy machine it may have carried on before the tap lands.
  const retry = page.getByTestId("connection-retry");
  await expect(retry).toBeVisible();
  await page.unroute("**/api/me");
  await retry.click({ timeout: 5_000 }).catch(async () => {
    await expect(page.getByTestId("connection-pending")).toBeHidden();
  });
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
  await expect(page.getByTestId("connection-pending")).toBeHidden();
});

test("a session that ends while the page is open says so and leads to sign-in", async ({ page }) => {
  await signIn(page, "hulpverlener@demo.test");
  await page.goto("/dashboard/profile");
  await expect(page.getByTestId("user-code")).toBeVisible();
  // Signed out elsewhere: the cookie no longer opens a session.
  await page.context().clearCookies();
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sessie verlopen" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
