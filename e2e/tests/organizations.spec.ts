import { expect, test } from "@playwright/test";
import { linkFromOutbox, signIn, superAdminApi, uniqueEmail } from "./helpers";

test("an organisator creates an organisation and becomes its admin", async ({ page }) => {
  await signIn(page, "organisator@demo.test");
  await page.goto("/dashboard");
  await expect(page.getByText("Geen organisatie gevonden").first()).toBeVisible();
  await page.getByTestId("create-organization").click();
  const dialog = page.getByTestId("create-organization-dialog");
  await dialog.getByTestId("create-organization-submit").click();
  await expect(page.getByText("Dit veld is verplicht.").first()).toBeVisible();
  await page.getByTestId("organization-display-name").fill("EHBO Ploeg Zuid");
  await expect(page.getByTestId("organization-system-name")).toHaveValue("ehbo_ploeg_zuid");
  await dialog.getByLabel("E-mailadres").fill("info@ploegzuid.test");
  await dialog.getByTestId("create-organization-submit").click();
  await expect(page.getByText("EHBO Ploeg Zuid").first()).toBeVisible();
  // The page reloads: the organisator is now admin of the new organisation.
  await expect(page.getByTestId("organization-label")).toHaveText("EHBO Ploeg Zuid", { timeout: 15_000 });
  const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
  await expect(menu.getByRole("link", { name: "Beheerinstellingen" })).toBeVisible();
  await expect(page.getByTestId("create-organization")).toHaveCount(0);
  await page.getByTestId("account-menu").click();
  await expect(page.getByTestId("account-role")).toHaveText("Beheerder");
  await page.keyboard.press("Escape");

  // The free plan's limit of 5 caregivers leaves the responsible person out, and so does the
  // billing tab: the server's one count, not the number of members.
  await page.goto("/dashboard/admin");
  await page.getByTestId("tab-billing").click();
  await expect(page.getByTestId("billing-usage")).toHaveText("0 van 5");
});

test("the admin makes an invitation link; a new person signs up through it and appears in the caregiver list", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/dashboard/hulpverlener-management");
  // The overview tab shows the invitation links below the list.
  await page.getByTestId("invite-create-open").click();
  await page.getByTestId("invite-role").selectOption("hulpverlener");
  await page.getByTestId("invite-unlimited").click();
  await page.getByTestId("invite-expiry").fill("7");
  await page.getByTestId("invite-create").click();
  const row = page.getByTestId("invitation-row").first();
  await expect(row).toBeVisible();
  const link = (await row.getByTestId("invitation-link").textContent())?.trim();
  expect(link).toMatch(/^https?:\/\/\S+\/accept-invitation\/[\w-]+$/);

  const visitorContext = await browser.newContext({ locale: "nl-BE" });
  const visitor = await visitorContext.newPage();
  const email = uniqueEmail("uitgenodigd");
  await visitor.goto(new URL(link as string).pathname);
  await expect(visitor.getByTestId("invitation-organization")).toHaveText("Demo Hulpdienst");
  await visitor.getByLabel("Voornaam").fill("Ines");
  await visitor.getByLabel("Achternaam").fill("Uitgenodigd");
  await visitor.getByLabel("Geboortedatum").fill("1995-06-15");
  await visitor.getByLabel("Geslacht").selectOption("vrouw");
  await visitor.getByLabel("E-mailadres").fill(email);
  await visitor.locator("#password").fill("uitnodiging1");
  await visitor.getByLabel("Bevestig wachtwoord").fill("uitnodiging1");
  await visitor.getByTestId("sign-up-submit").click();
  await expect(visitor.getByTestId("check-inbox")).toBeVisible();
  const verify = await linkFromOutbox(baseURL as string, email, "verifyEmail");
  await visitor.goto(verify.pathname + verify.search);
  await visitor.getByLabel("E-mailadres").fill(email);
  await visitor.getByLabel("Wachtwoord").fill("uitnodiging1");
  await visitor.getByTestId("sign-in-submit").click();
  await expect(visitor).toHaveURL(/\/dashboard/);
  await expect(visitor.getByTestId("organization-label")).toHaveText("Demo Hulpdienst");
  await visitorContext.close();

  await page.goto("/dashboard/hulpverleners");
  await page.getByTestId("member-search").fill("Uitgenodigd");
  await expect(page.getByTestId("member-row").filter({ hasText: "Ines" })).toBeVisible();
});

test("the admin adds an existing user by user code", async ({ page, baseURL }) => {
  const api = await superAdminApi(baseURL as string);
  const email = uniqueEmail("bestaand");
  const signUp = await api.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL as string },
    data: {
      email,
      password: "bestaand1",
      name: "Bert Bestaand",
      firstName: "Bert",
      lastName: "Bestaand",
      birthDate: "1980-03-03",
      gender: "man",
    },
  });
  expect(signUp.status()).toBe(200);
  const [person] = (await (await api.get(`/api/platform/users?search=${encodeURIComponent(email)}`)).json()) as {
    userCode: string;
  }[];
  await api.dispose();

  await signIn(page, "admin@demo.test");
  await page.goto("/dashboard/hulpverleners");
  await page.getByTestId("add-member-open").click();
  await page.getByTestId("add-member-code").fill("USER-ZZZZZZ");
  await page.getByTestId("add-member-submit").click();
  await expect(page.getByText("Gebruiker niet gevonden").first()).toBeVisible();
  await page.getByTestId("add-member-code").fill(person?.userCode.toLowerCase() ?? "");
  await page.getByTestId("add-member-role").selectOption("hulpverlener");
  await page.getByTestId("add-member-submit").click();
  await page.getByTestId("member-search").fill("Bestaand");
  await expect(page.getByTestId("member-row").filter({ hasText: "Bert" })).toBeVisible();

  await page.getByTestId("add-member-open").click();
  await page.getByTestId("add-member-code").fill(person?.userCode ?? "");
  await page.getByTestId("add-member-submit").click();
  await expect(page.getByText("Al lid").first()).toBeVisible();
});

test("a super admin impersonates the caregiver, sees the banner, stops, and is back", async ({ page }) => {
  await signIn(page, "superadmin@demo.test");
  await page.goto("/dashboard/all-users");
  await page.getByTestId("user-search").fill("hulpverlener@demo.test");
  const row = page.getByTestId("user-row").filter({ hasText: "hulpverlener@demo.test" }).first();
  await expect(row).toBeVisible();
  const userId = await row.getAttribute("data-user-id");
  await page.getByTestId(`impersonate-${userId}`).first().click();
  await page.getByTestId("impersonate-dialog").getByTestId("confirm-action").click();

  const banner = page.getByTestId("impersonation-banner");
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Aangemeld als:");
  await expect(banner).toContainText("Lotte Janssens");
  const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
  // The Chat entry carries the unread count after its name.
  await expect(menu.getByRole("link")).toHaveText(["Dashboard", /^Chat/, "Locaties", "Mijn profiel"]);

  await page.getByTestId("stop-impersonation").click();
  await expect(banner).toBeHidden();
  await expect(menu.getByRole("link", { name: "Alle gebruikers" })).toBeVisible();
  await page.getByTestId("account-menu").click();
  await expect(page.getByTestId("account-email")).toHaveText("superadmin@demo.test");
});

test("the admin switches chat and locations off in Options; they stay off after a reload and leave the menu", async ({
  page,
}) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/dashboard/admin");
  await page.getByTestId("tab-options").click();
  const chat = page.getByTestId("setting-chatEnabled");
  const locations = page.getByTestId("setting-locationsEnabled");
  await expect(chat).toBeChecked();
  await expect(locations).toBeChecked();
  const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
  await expect(menu.getByRole("link", { name: "Locaties" })).toBeVisible();
  try {
    await chat.click();
    await locations.click();
    await page.getByTestId("organization-settings-save").click();
    await expect(page.getByText("Opgeslagen").first()).toBeVisible();
    await expect(menu.getByRole("link", { name: "Chat" })).toBeHidden();
    await expect(menu.getByRole("link", { name: "Locaties" })).toBeHidden();
    await page.reload();
    await page.getByTestId("tab-options").click();
    await expect(page.getByTestId("setting-chatEnabled")).not.toBeChecked();
    await expect(page.getByTestId("setting-locationsEnabled")).not.toBeChecked();
    // Typing the address does not get round the switch.
    for (const path of ["/dashboard/chat", "/dashboard/locations"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Geen toegang" })).toBeVisible();
    }
  } finally {
    // The other journeys expect the demo organisation as it was.
    const me = await (await page.request.get("/api/me")).json();
    const orgId = me.organizations[0].id;
    const settings = await (await page.request.get(`/api/orgs/${orgId}/settings`)).json();
    const restored = await page.request.put(`/api/orgs/${orgId}/settings`, {
      data: { ...settings, chatEnabled: true, locationsEnabled: true },
    });
    expect(restored.status()).toBe(200);
  }
});
