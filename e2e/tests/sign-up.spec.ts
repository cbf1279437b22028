import { expect, test } from "@playwright/test";
import { linkFromOutbox, uniqueEmail } from "./helpers";

test("a new user signs up, verifies the email from the outbox link, signs in and takes the tour", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("nieuw");
  await page.goto("/auth?signup=true");
  await expect(page.getByRole("heading", { name: "Account aanmaken" })).toBeVisible();

  // The form's own rules, in Dutch, before anything is sent.
  await page.getByLabel("Voornaam").fill("Noor");
  await page.getByLabel("Achternaam").fill("Van Damme");
  await page.getByLabel("Geboortedatum").fill("1996-04-21");
  await page.getByLabel("Geslacht").selectOption("vrouw");
  await page.getByLabel("E-mailadres").fill(email);
  await page.locator("#password").fill("12345");
  await page.getByLabel("Bevestig wachtwoord").fill("123456");
  await page.getByTestId("sign-up-submit").click();
  await expect(page.getByText("Wachtwoord moet minimaal 6 tekens bevatten")).toBeVisible();
  await expect(page.getByText("Wachtwoorden komen niet overeen")).toBeVisible();

  await page.locator("#password").fill("veilig-wachtwoord");
  await page.getByLabel("Bevestig wachtwoord").fill("veilig-wachtwoord");
  await page.getByTestId("sign-up-submit").click();
  await expect(page.getByText("Je bent geregistreerd")).toBeVisible();
  await expect(page.getByTestId("check-inbox")).toContainText(email);

  const link = await linkFromOutbox(baseURL as string, email, "verifyEmail");
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await expect(page.getByText("E-mailadres bevestigd")).toBeVisible();

  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill("veilig-wachtwoord");
  await page.getByTestId("sign-in-submit").click();
  await expect(page.getByText("Je bent aangemeld", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const tour = page.getByTestId("onboarding-tour");
  await expect(tour).toBeVisible();
  await expect(page.getByTestId("tour-step-welcome")).toContainText("Noor");
  await page.getByTestId("tour-next").click();
  await expect(page.getByTestId("tour-step-howItWorks")).toBeVisible();
  await page.getByTestId("tour-next").click();
  await expect(page.getByTestId("tour-step-profile")).toBeVisible();
  await page.getByTestId("tour-next").click();
  await page.getByTestId("tour-done").click();
  await expect(tour).toBeHidden();

  // Completion is stored: no tour after a reload, and it can be opened again from the account menu.
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "Dashboard" }).or(page.getByText("Geen organisatie gevonden")),
  ).toBeVisible();
  await expect(tour).toBeHidden();
  await page.getByTestId("account-menu").click();
  await page.getByTestId("open-tour").click();
  await expect(tour).toBeVisible();
});

test("forgot password: the reset link from the outbox sets a new password and signs in", async ({ page, baseURL }) => {
  await page.goto("/auth");
  await page.getByTestId("forgot-link").click();
  await page.getByLabel("E-mailadres").fill("  Organisator@Demo.test ");
  await page.getByTestId("forgot-submit").click();
  await expect(page.getByText("E-mail verzonden")).toBeVisible();
  await expect(page.getByTestId("check-inbox")).toContainText("spam");

  const link = await linkFromOutbox(baseURL as string, "organisator@demo.test", "resetPassword");
  expect(link.searchParams.get("type")).toBe("recovery");
  await page.goto(link.pathname + link.search);
  await page.getByLabel("Nieuw wachtwoord").fill("kort");
  await page.getByLabel("Bevestig wachtwoord").fill("kort");
  await page.getByTestId("set-password-submit").click();
  await expect(page.getByText("Minstens 6 tekens.").first()).toBeVisible();
  await page.getByLabel("Nieuw wachtwoord").fill("demo1234");
  await page.getByLabel("Bevestig wachtwoord").fill("demo1234");
  await page.getByTestId("set-password-submit").click();
  await expect(page.getByText("Wachtwoord ingesteld")).toBeVisible();
  await expect(page.getByText("Je bent nu aangemeld.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a wrong password shows 'Aanmelden mislukt'", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill("hulpverlener@demo.test");
  await page.getByLabel("Wachtwoord").fill("fout-wachtwoord");
  await page.getByTestId("sign-in-submit").click();
  await expect(page.getByText("Aanmelden mislukt")).toBeVisible();
  await expect(page.getByText("E-mailadres of wachtwoord klopt niet.")).toBeVisible();
});

test("/logout signs out and lands on /auth", async ({ page }) => {
  await page.request.post("/api/auth/sign-in/email", {
    data: { email: "hulpverlener@demo.test", password: "demo1234" },
  });
  await page.goto("/logout");
  await expect(page.getByText("Laden…")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});
